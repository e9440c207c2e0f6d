import { beforeAll, describe, expect, it } from 'vitest';
import { physicianMessages, type Physician } from '@contract/physicians';
import { PHONE_MESSAGE } from '@contract/reference';
import { apiRequester } from '../../testing/api-request';
import { insertHospital, insertPhysician } from '../../testing/reference-data';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let volunteer: { user: { id: string }; cookie: string };
let admin: string;
let responder: string;

beforeAll(async () => {
  t = await createTestApp();
  volunteer = await t.loginAs('VOLUNTEER');
  admin = (await t.loginAs('ADMIN')).cookie;
  responder = (await t.loginAs('FIRST_RESPONDER')).cookie;
});

const missingId = '6f1c2b9e-8a57-4d1f-9b7e-2c4d5e6f7a8b';

const request = apiRequester(() => t, '/physicians');

describe('POST /physicians', () => {
  it('creates a physician linked to hospitals, sorted by name', async () => {
    const zed = await insertHospital(t.db, { name: 'zed Hospital' });
    const abe = await insertHospital(t.db, { name: 'Abe Hospital' });
    const response = await request('POST', '', volunteer.cookie, {
      firstName: ' Jane ',
      middleName: '',
      lastName: 'Doe',
      phone: '(555) 555-5555',
      email: ' jane.doe@test.com ',
      hospitalIds: [zed.id, abe.id.toUpperCase(), zed.id],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<Physician>();
    expect(body).toMatchObject({
      firstName: 'Jane',
      middleName: null,
      lastName: 'Doe',
      phone: '(555) 555-5555',
      email: 'jane.doe@test.com',
      createdById: volunteer.user.id,
      updatedById: volunteer.user.id,
    });
    expect(body.hospitals.map((h) => h.name)).toEqual(['Abe Hospital', 'zed Hospital']);
  });

  it('names the fields shared with the oldest matching physician', async () => {
    await insertPhysician(t.db, {
      phone: '(555) 000-1111',
      email: 'Dup.Doc@test.com',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    await insertPhysician(t.db, { email: 'dup.doc@test.com' });
    const both = await request('POST', '', volunteer.cookie, {
      phone: '(555) 000-1111',
      email: 'dup.doc@TEST.com',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      message: 'Physician with phone (555) 000-1111 and email dup.doc@TEST.com already exists.',
    });
    const email = await request('POST', '', volunteer.cookie, { email: 'dup.doc@test.com' });
    expect(email.json()).toEqual({
      message: 'Physician with email dup.doc@test.com already exists.',
    });
  });

  it('lets physicians without phone or e-mail coexist', async () => {
    await insertPhysician(t.db, { phone: null, email: null });
    const response = await request('POST', '', volunteer.cookie, { firstName: 'Nameonly' });
    expect(response.statusCode).toBe(201);
  });

  it('checks the duplicate rule before the hospital ids, and names an unknown hospital', async () => {
    await insertPhysician(t.db, { phone: '(555) 222-3333' });
    const duplicate = await request('POST', '', volunteer.cookie, {
      phone: '(555) 222-3333',
      hospitalIds: [missingId],
    });
    expect(duplicate.statusCode).toBe(400);
    const unknown = await request('POST', '', volunteer.cookie, {
      lastName: 'Nohospital',
      hospitalIds: [missingId.toUpperCase()],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: `Hospital with ID ${missingId.toUpperCase()} does not exist in database.`,
    });
    const listed = await request('GET', '?physician=Nohospital', volunteer.cookie);
    expect(listed.json()).toEqual([]);
  });

  it('reports every invalid field with the contract wording', async () => {
    const response = await request('POST', '', volunteer.cookie, {
      firstName: 7,
      phone: '5555555555',
      hospitalIds: ['x', missingId],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        { path: 'firstName', message: 'Expected string, received number' },
        { path: 'phone', message: PHONE_MESSAGE },
        { path: 'hospitalIds.0', message: 'Invalid hospital ID format' },
      ],
    });
    const noBody = await request('POST', '', volunteer.cookie);
    expect(noBody.json<{ message: unknown }>().message).toEqual([
      { path: 'body', message: 'Expected object, received null' },
    ]);
  });
});

describe('GET /physicians/:id', () => {
  it('answers a first responder with the physician and hospitals', async () => {
    const hospital = await insertHospital(t.db, { name: 'Detail Hospital' });
    const physician = await insertPhysician(t.db, { firstName: 'Detail' }, [hospital.id]);
    const response = await request('GET', `/${physician.id}`, responder);
    expect(response.statusCode).toBe(200);
    expect(response.json<Physician>()).toMatchObject({
      id: physician.id,
      firstName: 'Detail',
      hospitals: [{ id: hospital.id, name: 'Detail Hospital' }],
    });
  });

  it('answers a malformed id with 422 and an unknown one with 404', async () => {
    const bad = await request('GET', '/123', responder);
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ message: unknown }>().message).toEqual([
      { path: 'id', message: physicianMessages.idFormat },
    ]);
    const unknown = await request('GET', `/${missingId}`, responder);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: `Physician with ID ${missingId} does not exist in database.`,
    });
  });
});

describe('PATCH /physicians/:id', () => {
  it('changes the keys sent, replaces the hospital links and stamps the editor', async () => {
    const [one, two] = [await insertHospital(t.db), await insertHospital(t.db)];
    const physician = await insertPhysician(
      t.db,
      { firstName: 'Patch', lastName: 'Target', phone: '(555) 444-0000' },
      [one.id],
    );
    const response = await request('PATCH', `/${physician.id}`, volunteer.cookie, {
      lastName: '  ',
      email: 'patched@test.com',
      hospitalIds: [two.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Physician>()).toMatchObject({
      firstName: 'Patch',
      lastName: null,
      phone: '(555) 444-0000',
      email: 'patched@test.com',
      updatedById: volunteer.user.id,
      hospitals: [{ id: two.id }],
    });
    const untouched = await request('PATCH', `/${physician.id}`, volunteer.cookie, {});
    expect(untouched.json<Physician>().hospitals.map((h) => h.id)).toEqual([two.id]);
  });

  it('applies the duplicate rule against the other physicians only', async () => {
    const physician = await insertPhysician(t.db, { phone: '(555) 777-0001' });
    const self = await request('PATCH', `/${physician.id}`, volunteer.cookie, {
      phone: '(555) 777-0001',
    });
    expect(self.statusCode).toBe(200);
    await insertPhysician(t.db, { phone: '(555) 777-0002' });
    const clash = await request('PATCH', `/${physician.id}`, volunteer.cookie, {
      phone: '(555) 777-0002',
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({
      message: 'Physician with phone (555) 777-0002 already exists.',
    });
  });

  it('answers an unknown id with 404 and a malformed one with 422', async () => {
    const unknown = await request('PATCH', `/${missingId}`, volunteer.cookie, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: `Physician with ID ${missingId} does not exist in database.`,
    });
    expect((await request('PATCH', '/nope', volunteer.cookie, {})).statusCode).toBe(422);
  });
});

describe('DELETE /physicians/:id', () => {
  it('refuses a physician still linked to a hospital, then deletes once unlinked', async () => {
    const hospital = await insertHospital(t.db);
    const physician = await insertPhysician(t.db, {}, [hospital.id]);
    const refused = await request('DELETE', `/${physician.id}`, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: `Physician with ID ${physician.id} has patients and hospitals assigned. Cannot delete.`,
    });
    await request('PATCH', `/${physician.id}`, volunteer.cookie, { hospitalIds: [] });
    const deleted = await request('DELETE', `/${physician.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Physician deleted successfully' });
    expect((await request('GET', `/${physician.id}`, admin)).statusCode).toBe(404);
  });

  it('answers an unknown id with 404', async () => {
    const response = await request('DELETE', `/${missingId}`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: `Physician with ID ${missingId} does not exist in database.`,
    });
  });
});
