import { beforeAll, describe, expect, it } from 'vitest';
import { hospitalMessages } from '@contract/hospitals';
import type { Hospital } from '@contract/hospitals';
import { PHONE_MESSAGE } from '@contract/reference';
import { apiRequester } from '../../testing/api-request';
import { insertHospital, insertPhysician } from '../../testing/reference-data';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let volunteer: { user: { id: string }; cookie: string };
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  volunteer = await t.loginAs('VOLUNTEER');
  staff = (await t.loginAs('STAFF')).cookie;
});

const missingId = '0b0e7a52-4a5c-4c35-9d8a-3f9d2f1c0e11';

const request = apiRequester(() => t, '/hospitals');

describe('POST /hospitals', () => {
  it('creates a hospital with normalised fields and the caller as creator', async () => {
    const response = await request('POST', '', volunteer.cookie, {
      name: '  Mercy Creek Medical Center ',
      address: '',
      phone: '(415) 555-0101',
      email: ' desk@mercy.example ',
      extra: 'dropped',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<Hospital>();
    expect(body).toMatchObject({
      name: 'Mercy Creek Medical Center',
      address: null,
      phone: '(415) 555-0101',
      email: 'desk@mercy.example',
      createdById: volunteer.user.id,
      updatedById: volunteer.user.id,
      createdAt: '2025-03-10T12:00:00.000Z',
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'name',
        'address',
        'phone',
        'email',
        'createdAt',
        'updatedAt',
        'createdById',
        'updatedById',
      ].sort(),
    );
  });

  it('reports every invalid field with the contract wording', async () => {
    const response = await request('POST', '', volunteer.cookie, {
      address: 5,
      phone: '415-555-0101',
      email: 'x'.repeat(256),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        { path: 'name', message: 'Required' },
        { path: 'address', message: 'Expected string, received number' },
        { path: 'phone', message: PHONE_MESSAGE },
        { path: 'email', message: 'String must contain at most 255 character(s)' },
      ],
    });
  });

  it('refuses a blank name', async () => {
    const response = await request('POST', '', volunteer.cookie, { name: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'name', message: hospitalMessages.blankName },
    ]);
  });

  it('names every field shared with the oldest matching hospital, in table order', async () => {
    await insertHospital(t.db, {
      name: 'Duplicate General',
      address: '1 Dup Street',
      phone: '(415) 555-0199',
      email: 'dup@general.example',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    await insertHospital(t.db, { name: 'Other Dup', phone: '(415) 555-0199' });
    const response = await request('POST', '', volunteer.cookie, {
      name: 'duplicate GENERAL',
      address: '2 Other Street',
      phone: '(415) 555-0199',
      email: 'DUP@general.example',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        'Hospital with name duplicate GENERAL and phone (415) 555-0199 and email DUP@general.example already exists.',
    });
  });

  it('treats a shared address alone as a duplicate', async () => {
    await insertHospital(t.db, { name: 'Address Holder', address: '9 Shared Way' });
    const response = await request('POST', '', volunteer.cookie, {
      name: 'Address Newcomer',
      address: '9 Shared Way',
    });
    expect(response.json()).toEqual({
      message: 'Hospital with address 9 Shared Way already exists.',
    });
  });
});

describe('PATCH /hospitals/:id', () => {
  it('changes only the keys sent and stamps the editor', async () => {
    const hospital = await insertHospital(t.db, {
      name: 'Patch Me',
      address: '3 Patch Road',
      phone: '(415) 555-0300',
    });
    t.clock.advance({ minutes: 5 });
    const response = await request('PATCH', `/${hospital.id}`, volunteer.cookie, {
      phone: '',
      email: 'new@patch.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Hospital>()).toMatchObject({
      name: 'Patch Me',
      address: '3 Patch Road',
      phone: null,
      email: 'new@patch.example',
      updatedById: volunteer.user.id,
      updatedAt: '2025-03-10T12:05:00.000Z',
    });
    const empty = await request('PATCH', `/${hospital.id}`, volunteer.cookie, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json<Hospital>().email).toBe('new@patch.example');
  });

  it('applies the duplicate rule against the other hospitals only', async () => {
    const hospital = await insertHospital(t.db, { name: 'Self Same' });
    const self = await request('PATCH', `/${hospital.id}`, volunteer.cookie, { name: 'SELF SAME' });
    expect(self.statusCode).toBe(200);
    await insertHospital(t.db, { name: 'Taken Name' });
    const clash = await request('PATCH', `/${hospital.id}`, volunteer.cookie, {
      name: 'taken name',
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({ message: 'Hospital with name taken name already exists.' });
  });

  it('answers an unknown id with 404 and a blank name with 422', async () => {
    const unknown = await request('PATCH', `/${missingId}`, volunteer.cookie, { name: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Hospital not found' });
    const blank = await request('PATCH', `/${missingId}`, volunteer.cookie, { name: '' });
    expect(blank.statusCode).toBe(422);
  });
});

describe('DELETE /hospitals/:id', () => {
  it('deletes a hospital without physicians', async () => {
    const hospital = await insertHospital(t.db);
    const response = await request('DELETE', `/${hospital.id}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: hospitalMessages.deleted });
    expect((await request('GET', `/${hospital.id}`, staff)).statusCode).toBe(404);
  });

  it('keeps a hospital that physicians are linked to', async () => {
    const hospital = await insertHospital(t.db);
    await insertPhysician(t.db, {}, [hospital.id]);
    const response = await request('DELETE', `/${hospital.id}`, staff);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Cannot delete hospital with physicians' });
  });

  it('answers an unknown id with 404 and a malformed one with 422', async () => {
    expect((await request('DELETE', `/${missingId}`, staff)).json()).toEqual({
      message: 'Hospital not found',
    });
    expect((await request('DELETE', '/123', staff)).statusCode).toBe(422);
  });
});
