import { beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, MAX_PAGE } from '@contract/common';
import { apiRequester, type ApiMethod } from '../testing/api-request';
import { insertPatient } from '../testing/patient-data';
import { createTestApp, type TestApp } from '../testing/test-app';

/*
 * Bad input is a 422 with a message, never a 500: a NUL reaching PostgreSQL, or a page whose
 * offset overflows, used to fail inside the database. One body field and one query parameter
 * per module.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('ADMIN')).cookie;
});

const call = apiRequester(() => t);

const cases: [string, ApiMethod, string, unknown, string][] = [
  ['physician body', 'POST', '/physicians', { firstName: 'Pr\u0000be' }, 'firstName'],
  ['physician query', 'GET', '/physicians?physician=%00', undefined, 'physician'],
  ['hospital body', 'POST', '/hospitals', { name: 'Mercy\u0000' }, 'name'],
  ['hospital query', 'GET', '/hospitals?hospital=a%00b', undefined, 'hospital'],
  ['allergy body', 'POST', '/allergies/register', { name: '\u0000', type: 'DRUG' }, 'name'],
  ['allergy query', 'GET', '/allergies?allergy=%00', undefined, 'allergy'],
  ['medication body', 'POST', '/medications/register', { name: 'x\u001b' }, 'name'],
  ['medication query', 'GET', '/medications?medication=%1F', undefined, 'medication'],
  ['condition body', 'POST', '/conditions/register', { name: 'a', code: '\u0007' }, 'code'],
  ['condition query', 'GET', '/conditions?condition=%00', undefined, 'condition'],
  ['npi query', 'GET', '/npi?name=Mercy%00&state=CA', undefined, 'name'],
  ['login body', 'POST', '/auth/login', { email: 'a\u0000@b.org', password: 'x' }, 'email'],
  ['forgot body', 'POST', '/auth/password', { email: 'a\u0000@b.org' }, 'email'],
  [
    'reset body',
    'PATCH',
    '/auth/password',
    { passwordResetToken: '\u0000', password: 'x' },
    'passwordResetToken',
  ],
  ['register body', 'POST', '/users/register', { firstName: 'Jo\u0000' }, 'firstName'],
  [
    'verify body',
    'PATCH',
    '/users/verify',
    { emailVerificationToken: '\u0000' },
    'emailVerificationToken',
  ],
  ['invite body', 'POST', '/invites', { recipients: 'a\u0000@b.org', role: 'ADMIN' }, 'recipients'],
  ['licence query', 'GET', '/licenses?license=A%00', undefined, 'license'],
  // [ours] Issue 24: the verification note (checked before the id is looked up), the due list.
  [
    'verification body',
    'POST',
    '/patients/9d3b6f0e-2a41-4c7e-8f5a-6b1c0d2e3f40/verification',
    { note: 'call\u0000' },
    'note',
  ],
  ['due list query', 'GET', '/patients/due?patient=%00', undefined, 'patient'],
];

describe('control characters', () => {
  it.each(cases)('%s → 422 naming the field', async (_label, method, url, payload, path) => {
    const response = await call(method, url, admin, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toContainEqual({
      path,
      message: CONTROL_CHARACTER_MESSAGE,
    });
  });

  it('still accepts line breaks and tabs in free text', async () => {
    const response = await call('POST', '/hospitals', admin, {
      name: 'Line Break General',
      address: '1 Main St\r\nSuite\t4',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('page beyond the integer range', () => {
  it.each([
    '/hospitals',
    '/physicians',
    '/allergies',
    '/medications',
    '/conditions',
    '/invites',
    '/patients/due',
  ])('%s → 422', async (list) => {
    const response = await call('GET', `${list}?page=99999999999999999999999`, admin);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'page', message: `Number must be less than or equal to ${MAX_PAGE}` },
    ]);
  });

  it('serves the largest page as an empty page', async () => {
    const response = await call('GET', `/hospitals?page=${MAX_PAGE}&perPage=100`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-page']).toBe(String(MAX_PAGE));
  });
});

describe('catalog merge body [ours, issue 23]', () => {
  it.each([
    ['a NUL', { into: '\u0000' }],
    ['not a uuid', { into: 'penicillin' }],
    ['a number', { into: 7 }],
    ['missing', {}],
  ])('%s in `into` → 422 naming the field, nothing merged', async (_label, payload) => {
    const from = await call('POST', '/allergies/register', admin, {
      name: 'Bad merge',
      type: 'DRUG',
    });
    const id = from.json<{ id: string }>().id;
    const response = await call('POST', `/allergies/${id}/merge`, admin, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: Array<{ path: string }> }>().message).toEqual([
      expect.objectContaining({ path: 'into' }),
    ]);
    expect((await call('GET', `/allergies/${id}`, admin)).statusCode).toBe(200);
  });
});

/*
 * [issue 23] An upload is the file's bytes, whatever it declares: JSON, a form, a GIF, a few
 * bytes, nothing, or a document id that is no uuid are each a 4xx with a message, never a 500.
 */
describe('document uploads', () => {
  let withPhi: TestApp;
  let cookie: string;
  let patientId: string;
  beforeAll(async () => {
    withPhi = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: 'true' } });
    const admin = await withPhi.loginAs('ADMIN');
    cookie = admin.cookie;
    patientId = (await insertPatient(withPhi.db, admin.user.id, withPhi.clock.now())).id;
  });

  const bodies: [string, string, string | Buffer | undefined, number][] = [
    ['JSON', 'application/json', '{"file":"x"}', 415],
    ['a form', 'multipart/form-data; boundary=x', '--x\r\n\r\nhello\r\n--x--', 415],
    ['a GIF', 'image/gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 415],
    ['three bytes of a PNG', 'image/png', Buffer.from([0x89, 0x50, 0x4e]), 415],
    ['NUL bytes', 'image/jpeg', Buffer.alloc(64), 415],
    ['nothing', 'image/png', undefined, 422],
  ];

  it.each(bodies)('%s → %i with a message', async (_label, type, payload, status) => {
    const response = await withPhi.app.inject({
      method: 'POST',
      url: `/api/v1/patients/${patientId}/documents`,
      headers: { cookie, 'content-type': type },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode).toBe(status);
    expect(typeof response.json<{ message: unknown }>().message).toBe('string');
  });

  it.each([
    ['GET', `/documents/%00`],
    ['PUT', `/documents/not-an-id`],
    ['DELETE', `/documents/${'9'.repeat(40)}`],
  ] as const)('%s %s → 422', async (method, path) => {
    const response = await withPhi.app.inject({
      method,
      url: `/api/v1/patients/${patientId}${path}`,
      headers: { cookie, 'content-type': 'image/png' },
      ...(method === 'PUT' ? { payload: Buffer.from('x') } : {}),
    });
    expect(response.statusCode).toBe(422);
  });
});
