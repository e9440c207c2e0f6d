import { beforeAll, describe, expect, it } from 'vitest';
import type { Allergy, Condition, Medication } from '@contract/catalogs';
import { apiRequester } from '../../testing/api-request';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let volunteer: { user: { id: string }; cookie: string };
let staff: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  volunteer = await t.loginAs('VOLUNTEER');
  staff = (await t.loginAs('STAFF')).cookie;
  admin = (await t.loginAs('ADMIN')).cookie;
});

const missingId = '3a7c1e5d-9b2f-4c8a-8e6d-1f0a2b3c4d5e';

const call = apiRequester(() => t);

const register = (kind: string, payload: unknown) =>
  call('POST', `/${kind}/register`, volunteer.cookie, payload);

describe('POST /<catalog>/register', () => {
  it('creates an allergy with the trimmed name (201), then returns it unchanged (200)', async () => {
    const created = await register('allergies', { name: '  Kiwi fruit ', type: 'OTHER' });
    expect(created.statusCode).toBe(201);
    const allergy = created.json<Allergy>();
    expect(allergy).toMatchObject({
      name: 'Kiwi fruit',
      type: 'OTHER',
      system: null,
      code: null,
      createdById: volunteer.user.id,
      updatedById: volunteer.user.id,
    });
    const again = await register('allergies', { name: 'KIWI FRUIT', type: 'OTHER', code: 'x' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(allergy);
    const otherType = await register('allergies', { name: 'Kiwi fruit', type: 'DRUG' });
    expect(otherType.statusCode).toBe(201);
    expect(otherType.json<Allergy>().id).not.toBe(allergy.id);
  });

  it('creates medications and conditions with their extra keys', async () => {
    const medication = await register('medications', {
      name: 'exampleprazole',
      altNames: 'Examplex',
      system: 'RXNORM',
      code: '123456',
    });
    expect(medication.statusCode).toBe(201);
    expect(medication.json<Medication>()).toMatchObject({
      name: 'exampleprazole',
      altNames: 'Examplex',
      system: 'RXNORM',
      code: '123456',
    });
    const condition = await register('conditions', { name: 'Example syndrome', category: null });
    expect(condition.statusCode).toBe(201);
    expect(condition.json<Condition>()).toMatchObject({
      name: 'Example syndrome',
      category: null,
      system: null,
      code: null,
    });
    expect((await register('conditions', { name: 'example SYNDROME ' })).statusCode).toBe(200);
  });

  it('answers a blank name with 400 and a missing one with 422', async () => {
    for (const kind of ['allergies', 'medications', 'conditions']) {
      const blank = await register(kind, { name: '   ', type: 'DRUG' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ message: 'Name cannot be empty or just spaces.' });
    }
    const missing = await register('allergies', { type: 'FOOD', system: 'LOINC' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ message: unknown }>().message).toEqual([
      { path: 'name', message: 'Required' },
      {
        path: 'type',
        message: "Invalid enum value. Expected 'DRUG' | 'OTHER', received 'FOOD'",
      },
      {
        path: 'system',
        message: "Invalid enum value. Expected 'SNOMED' | 'RXNORM' | 'ICD10', received 'LOINC'",
      },
    ]);
  });
});

describe('GET /<catalog>', () => {
  beforeAll(async () => {
    for (const name of ['Zincus listed', 'alphaus Listed', 'Betaus LISTED', '50%_listed'])
      await register('medications', { name });
  });

  it('matches a trimmed case-insensitive substring, sorted by name case-insensitively', async () => {
    const response = await call('GET', '/medications?medication=%20LISTED%20', volunteer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<Medication[]>().map((m) => m.name)).toEqual([
      '50%_listed',
      'alphaus Listed',
      'Betaus LISTED',
      'Zincus listed',
    ]);
    const literal = await call('GET', '/medications?medication=%25_', volunteer.cookie);
    expect(literal.json<Medication[]>().map((m) => m.name)).toEqual(['50%_listed']);
  });

  it('pages with the headers and a Link that echoes the term as sent', async () => {
    const response = await call(
      'GET',
      '/medications?medication=listed&page=2&perPage=3',
      volunteer.cookie,
    );
    expect(response.json<Medication[]>().map((m) => m.name)).toEqual(['Zincus listed']);
    expect(response.headers).toMatchObject({
      'x-page': '2',
      'x-per-page': '3',
      'x-total-count': '4',
      'x-total-pages': '2',
      link: '<http://localhost:80/api/v1/medications?page=1&perPage=3&medication=listed>; rel="prev"',
    });
  });

  it('lists everything without a term, for each catalog', async () => {
    for (const kind of ['allergies', 'conditions', 'medications']) {
      const response = await call('GET', `/${kind}`, volunteer.cookie);
      expect(response.statusCode).toBe(200);
      expect(Number(response.headers['x-total-count'])).toBe(response.json<unknown[]>().length);
      expect(response.json<unknown[]>().length).toBeGreaterThan(0);
    }
  });

  it('validates the query', async () => {
    const response = await call(
      'GET',
      '/allergies?perPage=abc&allergy=a&allergy=b',
      volunteer.cookie,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'perPage', message: 'Expected number, received nan' },
      { path: 'allergy', message: 'Expected string, received array' },
    ]);
  });
});

describe('/allergies/:id', () => {
  let allergy: Allergy;
  beforeAll(async () => {
    allergy = (await register('allergies', { name: 'Cat dander', type: 'OTHER' })).json<Allergy>();
  });

  it('reads one allergy, and answers a malformed or unknown id', async () => {
    const found = await call('GET', `/allergies/${allergy.id.toUpperCase()}`, volunteer.cookie);
    expect(found.json()).toEqual(allergy);
    const bad = await call('GET', '/allergies/zzz', volunteer.cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ message: unknown }>().message).toEqual([
      { path: 'id', message: 'Invalid allergy ID format' },
    ]);
    const unknown = await call('GET', `/allergies/${missingId}`, volunteer.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Allergy not found' });
  });

  it('lets staff rename and recode it: absent system/code unchanged, null clears', async () => {
    t.clock.advance({ minutes: 1 });
    const coded = await call('PATCH', `/allergies/${allergy.id}`, staff, {
      name: ' Cat dander (feline) ',
      type: 'OTHER',
      system: 'SNOMED',
      code: '232347008',
    });
    expect(coded.statusCode).toBe(200);
    expect(coded.json<Allergy>()).toMatchObject({
      name: 'Cat dander (feline)',
      system: 'SNOMED',
      code: '232347008',
      updatedAt: '2025-03-10T12:01:00.000Z',
    });
    const kept = await call('PATCH', `/allergies/${allergy.id}`, staff, {
      name: 'Cat dander',
      type: 'OTHER',
    });
    expect(kept.json<Allergy>()).toMatchObject({ system: 'SNOMED', code: '232347008' });
    const cleared = await call('PATCH', `/allergies/${allergy.id}`, staff, {
      name: 'Cat dander',
      type: 'OTHER',
      system: null,
      code: null,
    });
    expect(cleared.json<Allergy>()).toMatchObject({ system: null, code: null });
  });

  it('refuses a blank name, an unknown id, a missing type and a name taken in that type', async () => {
    const blank = await call('PATCH', `/allergies/${allergy.id}`, staff, {
      name: ' ',
      type: 'OTHER',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Name cannot be empty or just spaces.' });
    const unknown = await call('PATCH', `/allergies/${missingId}`, staff, {
      name: 'X',
      type: 'DRUG',
    });
    expect(unknown.json()).toEqual({ message: 'Allergy not found' });
    const noType = await call('PATCH', `/allergies/${allergy.id}`, staff, { name: 'X' });
    expect(noType.json<{ message: unknown }>().message).toEqual([
      { path: 'type', message: 'Required' },
    ]);
    await register('allergies', { name: 'Dog dander', type: 'OTHER' });
    const taken = await call('PATCH', `/allergies/${allergy.id}`, staff, {
      name: 'DOG dander',
      type: 'OTHER',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'Dog dander already exists, so nothing was changed.',
    });
    const otherType = await call('PATCH', `/allergies/${allergy.id}`, staff, {
      name: 'DOG dander',
      type: 'DRUG',
    });
    expect(otherType.statusCode).toBe(200);
    expect(otherType.json<Allergy>()).toMatchObject({ name: 'DOG dander', type: 'DRUG' });
    const back = await call('PATCH', `/allergies/${allergy.id}`, staff, {
      name: 'Cat dander',
      type: 'OTHER',
    });
    expect(back.statusCode).toBe(200);
  });

  it('lets an entry be renamed to another case of its own name', async () => {
    const recased = await call('PATCH', `/allergies/${allergy.id}`, staff, {
      name: 'CAT DANDER',
      type: 'OTHER',
    });
    expect(recased.statusCode).toBe(200);
    expect(recased.json<Allergy>().name).toBe('CAT DANDER');
  });

  it('lets an admin delete it, then answers 404 with the id as sent', async () => {
    const deleted = await call('DELETE', `/allergies/${allergy.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Allergy deleted successfully' });
    const again = await call('DELETE', `/allergies/${allergy.id.toUpperCase()}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      message: `Allergy with ID ${allergy.id.toUpperCase()} does not exist in database.`,
    });
    const bad = await call('DELETE', '/allergies/1', admin);
    expect(bad.json<{ message: unknown }>().message).toEqual([
      { path: 'id', message: 'Invalid allergy ID format' },
    ]);
  });
});

describe('medication search', () => {
  beforeAll(async () => {
    await register('medications', { name: 'examplamol', altNames: 'Fakenol, Pretendex' });
    await register('medications', { name: 'examplamol / codeine', altNames: 'Fakenol with C' });
    await register('medications', { name: 'Fakenolide' });
  });

  it('matches the alternative names too, case-insensitively', async () => {
    const response = await call('GET', '/medications?medication=FAKENOL', volunteer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<Medication[]>().map((m) => m.name)).toEqual([
      'examplamol',
      'examplamol / codeine',
      'Fakenolide',
    ]);
    expect(response.headers['x-total-count']).toBe('3');
    const alone = await call('GET', '/medications?medication=pretendex', volunteer.cookie);
    expect(alone.json<Medication[]>().map((m) => m.name)).toEqual(['examplamol']);
  });
});

type Entry = { id: string; name: string; updatedAt: string; updatedById: string | null };

describe.each([
  {
    kind: 'medications',
    noun: 'Medication',
    extra: 'altNames',
    create: { name: 'Renameprazole', altNames: 'Renamex', system: 'RXNORM', code: '111' },
    taken: { name: 'Takenprazole' },
  },
  {
    kind: 'conditions',
    noun: 'Condition',
    extra: 'category',
    create: { name: 'Rename syndrome', category: 'Rare', system: 'ICD10', code: 'Z99.9' },
    taken: { name: 'Taken syndrome' },
  },
] as const)('/$kind/:id', ({ kind, noun, extra, create, taken }) => {
  let entry: Entry & Record<string, unknown>;
  let staffUser: { user: { id: string }; cookie: string };
  beforeAll(async () => {
    entry = (await register(kind, create)).json<Entry & Record<string, unknown>>();
    await register(kind, taken);
    staffUser = await t.loginAs('STAFF');
  });

  it('reads one entry, and answers a malformed or unknown id', async () => {
    const found = await call('GET', `/${kind}/${entry.id.toUpperCase()}`, volunteer.cookie);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(entry);
    const bad = await call('GET', `/${kind}/zzz`, volunteer.cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ message: unknown }>().message).toEqual([
      { path: 'id', message: `Invalid ${noun.toLowerCase()} ID format` },
    ]);
    const unknown = await call('GET', `/${kind}/${missingId}`, volunteer.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: `${noun} not found` });
  });

  it('lets staff rename it: trimmed name, absent keys unchanged, null clears', async () => {
    t.clock.advance({ minutes: 1 });
    const renamed = await call('PATCH', `/${kind}/${entry.id}`, staffUser.cookie, {
      name: `  ${create.name} II `,
    });
    expect(renamed.statusCode).toBe(200);
    const body = renamed.json<Entry & Record<string, unknown>>();
    expect(body).toMatchObject({
      ...create,
      name: `${create.name} II`,
      createdAt: entry.createdAt,
      updatedById: staffUser.user.id,
    });
    expect(body.updatedAt).not.toBe(entry.updatedAt);
    const cleared = await call('PATCH', `/${kind}/${entry.id}`, staffUser.cookie, {
      name: create.name,
      [extra]: null,
      system: null,
      code: null,
    });
    expect(cleared.json()).toMatchObject({
      name: create.name,
      [extra]: null,
      system: null,
      code: null,
    });
    const listed = await call('GET', `/${kind}/${entry.id}`, volunteer.cookie);
    expect(listed.json()).toMatchObject({ name: create.name, [extra]: null });
  });

  it('refuses a blank name, a missing name, an unknown id and a name taken in any case', async () => {
    const blank = await call('PATCH', `/${kind}/${entry.id}`, staffUser.cookie, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Name cannot be empty or just spaces.' });
    const missing = await call('PATCH', `/${kind}/${entry.id}`, staffUser.cookie, { code: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ message: unknown }>().message).toEqual([
      { path: 'name', message: 'Required' },
    ]);
    const unknown = await call('PATCH', `/${kind}/${missingId}`, staffUser.cookie, { name: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: `${noun} not found` });
    const bad = await call('PATCH', `/${kind}/nope`, staffUser.cookie, { name: 'X' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ message: unknown }>().message).toEqual([
      { path: 'id', message: `Invalid ${noun.toLowerCase()} ID format` },
    ]);
    const clash = await call('PATCH', `/${kind}/${entry.id}`, staffUser.cookie, {
      name: ` ${taken.name.toUpperCase()} `,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message: `${taken.name} already exists, so nothing was changed.`,
    });
    const unchanged = await call('GET', `/${kind}/${entry.id}`, volunteer.cookie);
    expect(unchanged.json()).toMatchObject({ name: create.name });
  });

  it('keeps renames to staff and deletes to admins', async () => {
    const byVolunteer = await call('PATCH', `/${kind}/${entry.id}`, volunteer.cookie, {
      name: 'Nope',
    });
    expect(byVolunteer.statusCode).toBe(403);
    const byStaff = await call('DELETE', `/${kind}/${entry.id}`, staffUser.cookie);
    expect(byStaff.statusCode).toBe(403);
  });

  it('lets an admin delete it, then answers 404 with the id as sent', async () => {
    const deleted = await call('DELETE', `/${kind}/${entry.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: `${noun} deleted successfully` });
    const gone = await call('GET', `/${kind}/${entry.id}`, volunteer.cookie);
    expect(gone.statusCode).toBe(404);
    const again = await call('DELETE', `/${kind}/${entry.id.toUpperCase()}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      message: `${noun} with ID ${entry.id.toUpperCase()} does not exist in database.`,
    });
    const bad = await call('DELETE', `/${kind}/1`, admin);
    expect(bad.json<{ message: unknown }>().message).toEqual([
      { path: 'id', message: `Invalid ${noun.toLowerCase()} ID format` },
    ]);
  });
});
