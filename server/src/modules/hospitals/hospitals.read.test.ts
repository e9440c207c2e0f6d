import { beforeAll, describe, expect, it } from 'vitest';
import { hospitalMessages } from '@contract/hospitals';
import type { Hospital } from '@contract/hospitals';
import { apiRequester } from '../../testing/api-request';
import { insertHospital, insertPhysician } from '../../testing/reference-data';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let responder: string;

beforeAll(async () => {
  t = await createTestApp();
  responder = (await t.loginAs('FIRST_RESPONDER')).cookie;
});

const missingId = '0b0e7a52-4a5c-4c35-9d8a-3f9d2f1c0e11';

const request = apiRequester(() => t, '/hospitals');

describe('GET /hospitals/:id', () => {
  it('answers any signed-in role with the hospital', async () => {
    const hospital = await insertHospital(t.db, { name: 'Readable Hospital' });
    const response = await request('GET', `/${hospital.id.toUpperCase()}`, responder);
    expect(response.statusCode).toBe(200);
    expect(response.json<Hospital>()).toMatchObject({ id: hospital.id, name: 'Readable Hospital' });
  });

  it('refuses a malformed id and answers an unknown one with 404', async () => {
    const bad = await request('GET', '/not-a-uuid', responder);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'id', message: hospitalMessages.idFormat }],
    });
    const unknown = await request('GET', `/${missingId}`, responder);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Hospital not found' });
  });
});

describe('GET /hospitals', () => {
  let names: string[];
  beforeAll(async () => {
    names = [
      'zeta Listable',
      'Alpha listable',
      'beta LISTABLE',
      'Gamma Listable',
      'delta listable',
    ];
    for (const name of names) await insertHospital(t.db, { name });
    await insertHospital(t.db, { name: 'Percent 100% Listable_x' });
  });

  it('finds a case-insensitive substring of the name, sorted by name case-insensitively', async () => {
    const response = await request('GET', '?hospital=%20listABLE%20&perPage=10', responder);
    expect(response.statusCode).toBe(200);
    expect(response.json<Hospital[]>().map((h) => h.name)).toEqual([
      'Alpha listable',
      'beta LISTABLE',
      'delta listable',
      'Gamma Listable',
      'Percent 100% Listable_x',
      'zeta Listable',
    ]);
  });

  it('matches LIKE wildcards literally', async () => {
    const percent = await request('GET', '?hospital=0%25%20L', responder);
    expect(percent.json<Hospital[]>().map((h) => h.name)).toEqual(['Percent 100% Listable_x']);
    const underscore = await request('GET', '?hospital=listable_', responder);
    expect(underscore.json<Hospital[]>().map((h) => h.name)).toEqual(['Percent 100% Listable_x']);
  });

  it('pages with the headers and Link of API.md §1.6', async () => {
    const response = await request('GET', '?hospital=listable&page=2&perPage=2', responder);
    expect(response.json<Hospital[]>().map((h) => h.name)).toEqual([
      'delta listable',
      'Gamma Listable',
    ]);
    expect(response.headers).toMatchObject({
      'x-page': '2',
      'x-per-page': '2',
      'x-total-count': '6',
      'x-total-pages': '3',
    });
    expect(response.headers.link).toBe(
      '<http://localhost:80/api/v1/hospitals?page=3&perPage=2&hospital=listable>; rel="next",' +
        '<http://localhost:80/api/v1/hospitals?page=1&perPage=2&hospital=listable>; rel="prev"',
    );
  });

  it('answers a page past the end with an empty list and the headers', async () => {
    const response = await request('GET', '?hospital=nothing-like-this', responder);
    expect(response.json()).toEqual([]);
    expect(response.headers).toMatchObject({
      'x-total-count': '0',
      'x-total-pages': '0',
      link: '',
    });
  });

  it('lists only the hospitals of a physician, and ignores an empty physicianId', async () => {
    const [a, b] = await Promise.all([
      insertHospital(t.db, { name: 'Linked One' }),
      insertHospital(t.db, { name: 'Linked Two' }),
    ]);
    if (!a || !b) throw new Error('no hospitals');
    const physician = await insertPhysician(t.db, {}, [b.id, a.id]);
    const linked = await request('GET', `?physicianId=${physician.id}`, responder);
    expect(linked.json<Hospital[]>().map((h) => h.name)).toEqual(['Linked One', 'Linked Two']);
    const all = await request('GET', '?physicianId=&hospital=linked', responder);
    expect(all.json<Hospital[]>()).toHaveLength(2);
  });

  it('validates the query with the contract wording', async () => {
    const response = await request(
      'GET',
      '?physicianId=nope&perPage=101&hospital=a&hospital=b',
      responder,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'perPage', message: 'Number must be less than or equal to 100' },
      { path: 'hospital', message: 'Expected string, received array' },
      { path: 'physicianId', message: 'Invalid uuid' },
    ]);
  });
});
