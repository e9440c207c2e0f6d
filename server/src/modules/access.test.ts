import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roleAtLeast, roleValues, type Role } from '@contract/roles';
import { createTestApp, type TestApp } from '../testing/test-app';
import { users } from './users/users.table';

/**
 * Who may call what (API.md §3): anonymous → 401, an inactive user → 403, a role below the
 * endpoint's minimum → 403, and at or above it the request gets past the guard (whatever the
 * endpoint's `allowed` status). Later issues add their endpoints to `endpoints`.
 *
 * Each request is built so that an allowed call changes nothing: unknown ids (404) or bodies and
 * queries that fail validation (422), which also shows validation runs after the guard.
 */
interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  minRole: Role;
  payload?: object;
  /** What a caller with a high enough role gets. */
  allowed: number;
}

const unknownId = '9d3b6f0e-2a41-4c7e-8f5a-6b1c0d2e3f40';

const endpoints: Endpoint[] = [
  { method: 'GET', url: '/api/v1/users/me', minRole: 'FIRST_RESPONDER', allowed: 200 },
  // NPI: no `name`, so an allowed call is a 422 and never reaches the registry.
  { method: 'GET', url: '/api/v1/npi?state=CA', minRole: 'VOLUNTEER', allowed: 422 },
  { method: 'GET', url: '/api/v1/physicians', minRole: 'VOLUNTEER', allowed: 200 },
  {
    method: 'GET',
    url: `/api/v1/physicians/${unknownId}`,
    minRole: 'FIRST_RESPONDER',
    allowed: 404,
  },
  {
    method: 'POST',
    url: '/api/v1/physicians',
    minRole: 'VOLUNTEER',
    payload: { phone: 'x' },
    allowed: 422,
  },
  {
    method: 'PATCH',
    url: `/api/v1/physicians/${unknownId}`,
    minRole: 'VOLUNTEER',
    payload: {},
    allowed: 404,
  },
  { method: 'DELETE', url: `/api/v1/physicians/${unknownId}`, minRole: 'ADMIN', allowed: 404 },
  { method: 'GET', url: '/api/v1/hospitals', minRole: 'FIRST_RESPONDER', allowed: 200 },
  {
    method: 'GET',
    url: `/api/v1/hospitals/${unknownId}`,
    minRole: 'FIRST_RESPONDER',
    allowed: 404,
  },
  { method: 'POST', url: '/api/v1/hospitals', minRole: 'VOLUNTEER', payload: {}, allowed: 422 },
  {
    method: 'PATCH',
    url: `/api/v1/hospitals/${unknownId}`,
    minRole: 'VOLUNTEER',
    payload: {},
    allowed: 404,
  },
  { method: 'DELETE', url: `/api/v1/hospitals/${unknownId}`, minRole: 'STAFF', allowed: 404 },
  { method: 'GET', url: '/api/v1/allergies', minRole: 'VOLUNTEER', allowed: 200 },
  { method: 'GET', url: `/api/v1/allergies/${unknownId}`, minRole: 'VOLUNTEER', allowed: 404 },
  {
    method: 'POST',
    url: '/api/v1/allergies/register',
    minRole: 'VOLUNTEER',
    payload: {},
    allowed: 422,
  },
  {
    method: 'PATCH',
    url: `/api/v1/allergies/${unknownId}`,
    minRole: 'STAFF',
    payload: { name: 'x', type: 'DRUG' },
    allowed: 404,
  },
  { method: 'DELETE', url: `/api/v1/allergies/${unknownId}`, minRole: 'ADMIN', allowed: 404 },
  { method: 'GET', url: '/api/v1/conditions', minRole: 'VOLUNTEER', allowed: 200 },
  {
    method: 'POST',
    url: '/api/v1/conditions/register',
    minRole: 'VOLUNTEER',
    payload: {},
    allowed: 422,
  },
  { method: 'GET', url: `/api/v1/conditions/${unknownId}`, minRole: 'VOLUNTEER', allowed: 404 },
  {
    method: 'PATCH',
    url: `/api/v1/conditions/${unknownId}`,
    minRole: 'STAFF',
    payload: { name: 'x' },
    allowed: 404,
  },
  { method: 'DELETE', url: `/api/v1/conditions/${unknownId}`, minRole: 'ADMIN', allowed: 404 },
  { method: 'GET', url: '/api/v1/medications', minRole: 'VOLUNTEER', allowed: 200 },
  {
    method: 'POST',
    url: '/api/v1/medications/register',
    minRole: 'VOLUNTEER',
    payload: {},
    allowed: 422,
  },
  { method: 'GET', url: `/api/v1/medications/${unknownId}`, minRole: 'VOLUNTEER', allowed: 404 },
  {
    method: 'PATCH',
    url: `/api/v1/medications/${unknownId}`,
    minRole: 'STAFF',
    payload: { name: 'x' },
    allowed: 404,
  },
  { method: 'DELETE', url: `/api/v1/medications/${unknownId}`, minRole: 'ADMIN', allowed: 404 },
];

let t: TestApp;
const cookies = new Map<Role | 'inactive', string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of roleValues) cookies.set(role, (await t.loginAs(role)).cookie);
  // Signed in, then disabled: the session lives on but every guarded route refuses it.
  const { user, cookie } = await t.loginAs('ADMIN');
  await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, user.id));
  cookies.set('inactive', cookie);
});

const send = (endpoint: Endpoint, cookie?: string) =>
  t.app.inject({
    method: endpoint.method,
    url: endpoint.url,
    headers: cookie ? { cookie } : {},
    ...(endpoint.payload ? { payload: endpoint.payload } : {}),
  });

describe.each(endpoints)('$method $url (minimum $minRole)', (endpoint) => {
  it('answers 401 without a session and 403 to an inactive user', async () => {
    expect((await send(endpoint)).statusCode).toBe(401);
    expect((await send(endpoint, cookies.get('inactive'))).statusCode).toBe(403);
  });

  it.each(roleValues)('lets %s through exactly when the role is high enough', async (role) => {
    const status = (await send(endpoint, cookies.get(role))).statusCode;
    expect(status).toBe(roleAtLeast(role, endpoint.minRole) ? endpoint.allowed : 403);
  });
});
