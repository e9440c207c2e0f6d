import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ValidationItem } from '@contract/errors';
import { inviteMessages } from '@contract/invites';
import { registrationMessages } from '@contract/registration';
import { userMessages } from '@contract/users';
import type { ApiMethod } from '../testing/api-request';
import { insertPatient } from '../testing/patient-data';
import { insertHospital, insertPhysician } from '../testing/reference-data';
import { createTestApp, type TestApp } from '../testing/test-app';
import { hospitals } from './hospitals/hospitals.table';
import { physicians } from './physicians/physicians.table';

/*
 * Issue 22: every endpoint that takes an e-mail refuses `x@y` (a hospital took it) and `omar@`
 * (an emergency contact stored it) with a 422 item on the e-mail's path, by the contract's one
 * rule; nothing is written. Stored values that fail the rule still load, and a write that does
 * not send the e-mail is not held up by it.
 */

let t: TestApp;
let admin: string;
let volunteer: { user: { id: string }; cookie: string };
let hospitalId: string;
let physicianId: string;
let patientId: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: 'true' } });
  admin = (await t.loginAs('ADMIN')).cookie;
  volunteer = await t.loginAs('VOLUNTEER');
  hospitalId = (await insertHospital(t.db, { email: 'x@y' })).id;
  physicianId = (await insertPhysician(t.db, { email: 'omar@' })).id;
  patientId = (
    await insertPatient(
      t.db,
      volunteer.user.id,
      new Date(),
      { firstName: 'Ada' },
      {
        contact: { firstName: 'Omar', email: 'omar@' },
      },
    )
  ).id;
  memberId = (await t.createUser({ role: 'VOLUNTEER' })).id;
});

interface Endpoint {
  method: ApiMethod;
  label: string;
  url: () => string;
  /** The session the endpoint needs; none for the public ones. */
  cookie: () => string;
  body: (email: string) => Record<string, unknown>;
  item: (email: string) => ValidationItem;
}

const invalid = { path: 'email', message: 'Invalid email' };

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    label: '/auth/login',
    url: () => '/auth/login',
    cookie: () => '',
    body: (email) => ({ email, password: 'Correct-horse-1' }),
    item: () => invalid,
  },
  {
    method: 'POST',
    label: '/auth/password',
    url: () => '/auth/password',
    cookie: () => '',
    body: (email) => ({ email }),
    item: () => invalid,
  },
  {
    method: 'POST',
    label: '/users/register',
    url: () => '/users/register',
    cookie: () => '',
    body: (email) => ({
      firstName: 'Omar',
      lastName: 'Haddad',
      email,
      password: 'Str0ng!pass',
      licenseNumber: 'EMT0001',
    }),
    item: () => ({ path: 'email', message: registrationMessages.email }),
  },
  {
    method: 'PATCH',
    label: '/users/:id',
    url: () => `/users/${memberId}`,
    cookie: () => admin,
    body: (email) => ({ email }),
    item: () => ({ path: 'email', message: userMessages.emailFormat }),
  },
  {
    method: 'POST',
    label: '/invites',
    url: () => '/invites',
    cookie: () => admin,
    body: (email) => ({ recipients: `Omar Haddad <${email}>`, role: 'VOLUNTEER' }),
    item: (email) => ({
      path: 'recipients',
      message: inviteMessages.notValidRecipient(`Omar Haddad <${email}>`),
    }),
  },
  {
    method: 'POST',
    label: '/hospitals',
    url: () => '/hospitals',
    cookie: () => volunteer.cookie,
    body: (email) => ({ name: 'Mercy Creek', email }),
    item: () => invalid,
  },
  {
    method: 'PATCH',
    label: '/hospitals/:id',
    url: () => `/hospitals/${hospitalId}`,
    cookie: () => volunteer.cookie,
    body: (email) => ({ email }),
    item: () => invalid,
  },
  {
    method: 'POST',
    label: '/physicians',
    url: () => '/physicians',
    cookie: () => volunteer.cookie,
    body: (email) => ({ firstName: 'Jane', lastName: 'Doe', email }),
    item: () => invalid,
  },
  {
    method: 'PATCH',
    label: '/physicians/:id',
    url: () => `/physicians/${physicianId}`,
    cookie: () => volunteer.cookie,
    body: (email) => ({ firstName: 'Jane', email }),
    item: () => invalid,
  },
  {
    method: 'PATCH',
    label: '/patients/:id',
    url: () => `/patients/${patientId}`,
    cookie: () => volunteer.cookie,
    body: (email) => ({ contactData: { firstName: 'Omar', email } }),
    item: () => ({ path: 'contactData.email', message: 'Invalid email' }),
  },
];

const cases = endpoints.flatMap((endpoint) =>
  ['x@y', 'omar@'].map((email) => ({
    name: `${endpoint.method} ${endpoint.label}`,
    email,
    endpoint,
  })),
);

describe('every endpoint that takes an e-mail', () => {
  it.each(cases)('$name refuses $email with a 422 on the e-mail', async ({ email, endpoint }) => {
    const hospitalsBefore = await t.db.select().from(hospitals);
    const physiciansBefore = await t.db.select().from(physicians);
    const response = await t.app.inject({
      method: endpoint.method,
      url: `/api/v1${endpoint.url()}`,
      headers: { cookie: endpoint.cookie() },
      payload: endpoint.body(email),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: ValidationItem[] }>().message).toContainEqual(
      endpoint.item(email),
    );
    expect(await t.db.select().from(hospitals)).toEqual(hospitalsBefore);
    expect(await t.db.select().from(physicians)).toEqual(physiciansBefore);
  });
});

describe('stored e-mails that fail the rule', () => {
  it('still load, as they are', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: volunteer.cookie } });
    expect((await get(`/hospitals/${hospitalId}`)).json()).toMatchObject({ email: 'x@y' });
    expect((await get(`/physicians/${physicianId}`)).json()).toMatchObject({ email: 'omar@' });
    expect((await get(`/patients/${patientId}`)).json()).toMatchObject({
      emergencyContact: { email: 'omar@' },
    });
  });

  it('do not hold up a write that leaves the e-mail out', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/hospitals/${hospitalId}`,
      headers: { cookie: volunteer.cookie },
      payload: { phone: '(415) 555-0101' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(hospitals).where(eq(hospitals.id, hospitalId));
    expect(row).toMatchObject({ phone: '(415) 555-0101', email: 'x@y' });
  });
});
