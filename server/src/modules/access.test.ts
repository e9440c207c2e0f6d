import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { capabilities, minimumRole, type Capability } from '@contract/permissions';
import { roleAtLeast, roleValues, type Role } from '@contract/roles';
import { defineRoute } from '../lib/route';
import type { HttpMethod, RegisteredRoute } from '../lib/route-registry';
import { createTestApp, type TestApp } from '../testing/test-app';
import { users } from './users/users.table';

/**
 * Who may call what (API.md §3), read from the permission table through the route registry:
 * for every guarded route, anonymous → 401, an inactive user → 403, each role below its
 * capability's minimum → 403, and each role at or above it gets exactly the status `expected`
 * declares for the request sent.
 *
 * Each request is built so that an allowed call changes nothing: path ids are unknown (404), or
 * the query or body fails validation (422), which also shows validation runs after the guard.
 */

type RouteKey = `${HttpMethod} /api/${string}`;

interface Expectation {
  /** The endpoint's minimum role in API.md §3: the permission table must agree. */
  minRole: Role;
  /** Query string sent, without `?`. */
  query?: string;
  /** JSON body sent; none when absent. */
  payload?: object;
  /** The exact status each role at or above the minimum gets. */
  allowed: number;
}

/**
 * Every guarded route, by `METHOD path`. A route missing here fails the test: a new route
 * declares what an allowed caller gets.
 */
const expected: Record<RouteKey, Expectation> = {
  'GET /api/v1/users/me': { minRole: 'FIRST_RESPONDER', allowed: 200 },
  'PATCH /api/v1/users/me': {
    minRole: 'FIRST_RESPONDER',
    payload: { firstName: 'x' },
    allowed: 422,
  },
  'PATCH /api/v1/users/me/password': { minRole: 'FIRST_RESPONDER', payload: {}, allowed: 422 },
  'GET /api/v1/users/me/sessions': { minRole: 'FIRST_RESPONDER', allowed: 200 },
  // Each role's cookie is its own user's only session: nothing else ends.
  'DELETE /api/v1/users/me/sessions': { minRole: 'FIRST_RESPONDER', allowed: 200 },
  'DELETE /api/v1/users/me/sessions/:id': { minRole: 'FIRST_RESPONDER', allowed: 404 },
  'DELETE /api/v1/users/:id/sessions': { minRole: 'ADMIN', allowed: 404 },
  'GET /api/v1/users/me/mfa': { minRole: 'FIRST_RESPONDER', allowed: 200 },
  // Set-up only makes a pending secret: two-factor stays off until confirmed.
  'POST /api/v1/users/me/mfa/setup': { minRole: 'FIRST_RESPONDER', allowed: 200 },
  'POST /api/v1/users/me/mfa/confirm': { minRole: 'FIRST_RESPONDER', payload: {}, allowed: 422 },
  'POST /api/v1/users/me/mfa/disable': { minRole: 'FIRST_RESPONDER', payload: {}, allowed: 422 },
  'POST /api/v1/users/me/mfa/recovery-codes': {
    minRole: 'FIRST_RESPONDER',
    payload: {},
    allowed: 422,
  },
  'DELETE /api/v1/users/:id/mfa': { minRole: 'ADMIN', allowed: 404 },
  'GET /api/v1/users': { minRole: 'STAFF', allowed: 200 },
  'GET /api/v1/users/:id': { minRole: 'STAFF', allowed: 404 },
  'PATCH /api/v1/users/:id': { minRole: 'ADMIN', payload: {}, allowed: 404 },
  'PATCH /api/v1/users/:id/approve': { minRole: 'STAFF', allowed: 404 },
  'PATCH /api/v1/users/:id/reject': { minRole: 'STAFF', allowed: 404 },
  'PATCH /api/v1/users/:id/disable': { minRole: 'STAFF', allowed: 404 },
  'PATCH /api/v1/users/:id/enable': { minRole: 'STAFF', allowed: 404 },
  'GET /api/v1/audit': { minRole: 'ADMIN', allowed: 200 },
  'GET /api/v1/audit/export': { minRole: 'ADMIN', allowed: 200 },
  // [ours] Issue 24: no range, so an allowed call is a 422 and reads nothing.
  'GET /api/v1/program/figures': { minRole: 'STAFF', allowed: 422 },
  'GET /api/v1/program/figures/export': { minRole: 'STAFF', allowed: 422 },
  // NPI: no `name`, so an allowed call is a 422 and never reaches the registry.
  'GET /api/v1/npi': { minRole: 'VOLUNTEER', query: 'state=CA', allowed: 422 },
  'GET /api/v1/patients': { minRole: 'VOLUNTEER', allowed: 200 },
  'GET /api/v1/patients/:id': { minRole: 'FIRST_RESPONDER', allowed: 404 },
  'POST /api/v1/patients': { minRole: 'VOLUNTEER', payload: {}, allowed: 422 },
  'PATCH /api/v1/patients/:id': {
    minRole: 'VOLUNTEER',
    payload: { codeStatus: 'FULL' },
    allowed: 404,
  },
  'DELETE /api/v1/patients/:id': { minRole: 'ADMIN', allowed: 404 },
  // [ours] Issue 23: documents and the photo. This suite runs with PHI collection off, so an
  // allowed caller gets the PHI refusal (409) before any id is looked up or any body read.
  'GET /api/v1/patients/:id/documents': { minRole: 'FIRST_RESPONDER', allowed: 409 },
  'POST /api/v1/patients/:id/documents': { minRole: 'VOLUNTEER', allowed: 409 },
  'GET /api/v1/patients/:id/documents/:documentId': { minRole: 'FIRST_RESPONDER', allowed: 409 },
  'PUT /api/v1/patients/:id/documents/:documentId': { minRole: 'VOLUNTEER', allowed: 409 },
  'DELETE /api/v1/patients/:id/documents/:documentId': { minRole: 'VOLUNTEER', allowed: 409 },
  'GET /api/v1/patients/:id/photo': { minRole: 'FIRST_RESPONDER', allowed: 409 },
  'PUT /api/v1/patients/:id/photo': { minRole: 'VOLUNTEER', allowed: 409 },
  'DELETE /api/v1/patients/:id/photo': { minRole: 'VOLUNTEER', allowed: 409 },
  // Labels: no `count`, so an allowed call is a 422 and hands out no ids.
  'GET /api/v1/patients/generate': { minRole: 'VOLUNTEER', allowed: 422 },
  // [ours] Issue 22: no `from`, so an allowed call is a 422.
  'GET /api/v1/labels/printed': { minRole: 'VOLUNTEER', allowed: 422 },
  'GET /api/v1/physicians': { minRole: 'VOLUNTEER', allowed: 200 },
  'GET /api/v1/physicians/:id': { minRole: 'FIRST_RESPONDER', allowed: 404 },
  'POST /api/v1/physicians': { minRole: 'VOLUNTEER', payload: { phone: 'x' }, allowed: 422 },
  'PATCH /api/v1/physicians/:id': { minRole: 'VOLUNTEER', payload: {}, allowed: 404 },
  'DELETE /api/v1/physicians/:id': { minRole: 'ADMIN', allowed: 404 },
  'GET /api/v1/hospitals': { minRole: 'FIRST_RESPONDER', allowed: 200 },
  'GET /api/v1/hospitals/:id': { minRole: 'FIRST_RESPONDER', allowed: 404 },
  'POST /api/v1/hospitals': { minRole: 'VOLUNTEER', payload: {}, allowed: 422 },
  'PATCH /api/v1/hospitals/:id': { minRole: 'VOLUNTEER', payload: {}, allowed: 404 },
  'DELETE /api/v1/hospitals/:id': { minRole: 'STAFF', allowed: 404 },
  'GET /api/v1/allergies': { minRole: 'VOLUNTEER', allowed: 200 },
  'GET /api/v1/allergies/:id': { minRole: 'VOLUNTEER', allowed: 404 },
  'POST /api/v1/allergies/register': { minRole: 'VOLUNTEER', payload: {}, allowed: 422 },
  'PATCH /api/v1/allergies/:id': {
    minRole: 'STAFF',
    payload: { name: 'x', type: 'DRUG' },
    allowed: 404,
  },
  'DELETE /api/v1/allergies/:id': { minRole: 'ADMIN', allowed: 404 },
  // [ours, issue 23] An unknown id: nothing counted, nothing merged.
  'GET /api/v1/allergies/:id/usage': { minRole: 'ADMIN', allowed: 404 },
  'POST /api/v1/allergies/:id/merge': { minRole: 'ADMIN', payload: {}, allowed: 422 },
  'GET /api/v1/conditions': { minRole: 'VOLUNTEER', allowed: 200 },
  'POST /api/v1/conditions/register': { minRole: 'VOLUNTEER', payload: {}, allowed: 422 },
  'GET /api/v1/conditions/:id': { minRole: 'VOLUNTEER', allowed: 404 },
  'PATCH /api/v1/conditions/:id': { minRole: 'STAFF', payload: { name: 'x' }, allowed: 404 },
  'DELETE /api/v1/conditions/:id': { minRole: 'ADMIN', allowed: 404 },
  // [ours, issue 23] An unknown id: nothing counted, nothing merged.
  'GET /api/v1/conditions/:id/usage': { minRole: 'ADMIN', allowed: 404 },
  'POST /api/v1/conditions/:id/merge': { minRole: 'ADMIN', payload: {}, allowed: 422 },
  'GET /api/v1/medications': { minRole: 'VOLUNTEER', allowed: 200 },
  'POST /api/v1/medications/register': { minRole: 'VOLUNTEER', payload: {}, allowed: 422 },
  'GET /api/v1/medications/:id': { minRole: 'VOLUNTEER', allowed: 404 },
  'PATCH /api/v1/medications/:id': { minRole: 'STAFF', payload: { name: 'x' }, allowed: 404 },
  'DELETE /api/v1/medications/:id': { minRole: 'ADMIN', allowed: 404 },
  // [ours, issue 23] An unknown id: nothing counted, nothing merged.
  'GET /api/v1/medications/:id/usage': { minRole: 'ADMIN', allowed: 404 },
  'POST /api/v1/medications/:id/merge': { minRole: 'ADMIN', payload: {}, allowed: 422 },
  'GET /api/v1/invites': { minRole: 'ADMIN', allowed: 200 },
  'POST /api/v1/invites': { minRole: 'ADMIN', payload: {}, allowed: 422 },
  'DELETE /api/v1/invites/:id': { minRole: 'ADMIN', allowed: 404 },
  // [ours] Issue 24: following a patient (an unknown patient here) and the notification centre.
  'GET /api/v1/patients/:id/follow': { minRole: 'VOLUNTEER', allowed: 404 },
  'PUT /api/v1/patients/:id/follow': { minRole: 'VOLUNTEER', allowed: 404 },
  'DELETE /api/v1/patients/:id/follow': { minRole: 'VOLUNTEER', allowed: 404 },
  'GET /api/v1/notices': { minRole: 'VOLUNTEER', allowed: 200 },
  'POST /api/v1/notices/read': { minRole: 'VOLUNTEER', payload: { all: true }, allowed: 200 },
  // [ours] Issue 24: Mark as verified (an unknown patient), the Due for review list, the interval.
  'POST /api/v1/patients/:id/verification': {
    minRole: 'VOLUNTEER',
    payload: { note: 'phone call with daughter' },
    allowed: 404,
  },
  'GET /api/v1/patients/due': { minRole: 'STAFF', allowed: 200 },
  'GET /api/v1/settings/review-interval': { minRole: 'STAFF', allowed: 200 },
  'PUT /api/v1/settings/review-interval': { minRole: 'ADMIN', payload: {}, allowed: 422 },
  // [ours] Issue 24: delivery choices and Web Push devices; bodies that fail validation.
  'GET /api/v1/notices/preferences': { minRole: 'VOLUNTEER', allowed: 200 },
  'PUT /api/v1/notices/preferences': { minRole: 'VOLUNTEER', payload: { x: 1 }, allowed: 422 },
  'GET /api/v1/notices/push/key': { minRole: 'VOLUNTEER', allowed: 200 },
  'POST /api/v1/notices/push/subscriptions': { minRole: 'VOLUNTEER', payload: {}, allowed: 422 },
  'POST /api/v1/notices/push/subscriptions/remove': {
    minRole: 'VOLUNTEER',
    payload: {},
    allowed: 422,
  },
  // [ours] Issue 25: emergency access; the admins' review, switch and rotation, the print codes.
  'GET /api/v1/emergency-access/grants': { minRole: 'ADMIN', allowed: 200 },
  'PATCH /api/v1/emergency-access/grants/:id': { minRole: 'ADMIN', payload: {}, allowed: 422 },
  'GET /api/v1/emergency-access/settings': { minRole: 'ADMIN', allowed: 200 },
  'PUT /api/v1/emergency-access/settings': { minRole: 'ADMIN', payload: {}, allowed: 422 },
  'POST /api/v1/emergency-access/labels/:id/rotate': { minRole: 'ADMIN', allowed: 404 },
  'POST /api/v1/emergency-access/codes': { minRole: 'VOLUNTEER', payload: {}, allowed: 422 },
  // [ours] Issue 25: the hospital handoff (an unknown patient here: nothing is made).
  'GET /api/v1/patients/:id/fhir': { minRole: 'STAFF', allowed: 404 },
  'POST /api/v1/patients/:id/share-links': {
    minRole: 'FIRST_RESPONDER',
    payload: {},
    allowed: 404,
  },
  'GET /api/v1/patients/:id/share-links': { minRole: 'FIRST_RESPONDER', allowed: 200 },
  'DELETE /api/v1/patients/:id/share-links/:linkId': { minRole: 'FIRST_RESPONDER', allowed: 404 },
  // No body: the CSV route answers 422 `CSV header row is required` and imports nothing.
  'POST /api/v1/licenses/import': { minRole: 'ADMIN', allowed: 422 },
};

/**
 * Every public operation: what an anonymous caller gets for the request sent, which again
 * changes nothing. With `expected`, these rows cover the whole OpenAPI document: an operation
 * missing from both fails the test below, and so does a row without an operation.
 */
const publicExpected: Record<RouteKey, Omit<Expectation, 'minRole'>> = {
  'GET /api/health': { allowed: 200 },
  'GET /api/openapi.json': { allowed: 200 },
  'GET /api/docs': { allowed: 200 },
  'POST /api/v1/auth/login': { payload: {}, allowed: 422 },
  // The second sign-in step [ours]: without a challenge, a field error.
  'POST /api/v1/auth/login/mfa': { payload: {}, allowed: 422 },
  'POST /api/v1/auth/login/enrol': { payload: {}, allowed: 422 },
  // Without a session, sign-out ends nothing.
  'GET /api/v1/auth/logout': { allowed: 200 },
  // [ours] The start-up check: a visitor gets 200 with no user (issue #22).
  'GET /api/v1/auth/session': { allowed: 200 },
  'POST /api/v1/auth/password': { payload: {}, allowed: 422 },
  'GET /api/v1/auth/password/:token': { allowed: 401 },
  'PATCH /api/v1/auth/password': { payload: {}, allowed: 422 },
  'POST /api/v1/users/register': { payload: {}, allowed: 422 },
  'PATCH /api/v1/users/verify': { payload: {}, allowed: 422 },
  'GET /api/v1/invites/:id': { allowed: 404 },
  'GET /api/v1/licenses': { allowed: 422 },
  // [ours] The sign-up help's addresses: public, nothing to refuse.
  'GET /api/v1/contact': { allowed: 200 },
  // [ours] Issue 25: a responder without an account; no grant cookie here.
  'POST /api/v1/emergency-access/grants': { payload: {}, allowed: 422 },
  'GET /api/v1/emergency-access/patients/:id': { allowed: 401 },
  // [ours] Issue 25: the SMART Health Link manifest; without a recipient, a field error.
  'POST /api/v1/shl/:token': { payload: {}, allowed: 422 },
  // [ours] Issue 25: a manifest's location; without its ticket, a field error.
  'GET /api/v1/shl/:token/file': { allowed: 422 },
};

/**
 * API capabilities whose endpoints are not served yet. Serving one is a one-line change here:
 * remove it, and the test then checks its route.
 */
const notYetServed: Capability[] = [];

/** Capabilities with no endpoint of their own: the dashboard is a screen, its data comes from others. */
const screenOnly: Capability[] = ['dashboard.view'];

const unknownId = '9d3b6f0e-2a41-4c7e-8f5a-6b1c0d2e3f40';

type GuardedRoute = RegisteredRoute & { can: Capability };

let t: TestApp;
let guarded: GuardedRoute[];
const cookies = new Map<Role | 'inactive', string>();

beforeAll(async () => {
  t = await createTestApp();
  guarded = t.app.routeRegistry
    .list()
    .filter((route): route is GuardedRoute => route.can !== undefined);
  for (const role of roleValues) cookies.set(role, (await t.loginAs(role)).cookie);
  // Signed in, then disabled: the session lives on but every guarded route refuses it.
  const { user, cookie } = await t.loginAs('ADMIN');
  await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, user.id));
  cookies.set('inactive', cookie);
});

const keyOf = (route: RegisteredRoute) => `${route.method} ${route.path}`;

function routeAt(key: string): GuardedRoute {
  const route = guarded.find((candidate) => keyOf(candidate) === key);
  if (!route) throw new Error(`${key} is not a registered guarded route`);
  return route;
}

const send = (route: RegisteredRoute, expectation: Expectation, cookie?: string) =>
  t.app.inject({
    method: route.method,
    url:
      route.path.replace(/:[A-Za-z]+/g, unknownId) +
      (expectation.query ? `?${expectation.query}` : ''),
    headers: cookie ? { cookie } : {},
    ...(expectation.payload ? { payload: expectation.payload } : {}),
  });

describe('every guarded route', () => {
  it('declares the status an allowed role gets, and every declaration has a route', () => {
    const registered = guarded.map(keyOf);
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((key) => !(key in expected))).toEqual([]);
    expect(Object.keys(expected).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('registers each guarded route with its minimum role from the table', () => {
    for (const route of guarded) expect(route.minRole, keyOf(route)).toBe(minimumRole(route.can));
  });
});

describe.each(Object.entries(expected))('%s', (key, expectation) => {
  it(`requires ${expectation.minRole} in the permission table`, () => {
    expect(minimumRole(routeAt(key).can)).toBe(expectation.minRole);
  });

  it('answers 401 without a session and 403 to an inactive user', async () => {
    const route = routeAt(key);
    expect((await send(route, expectation)).statusCode).toBe(401);
    expect((await send(route, expectation, cookies.get('inactive'))).statusCode).toBe(403);
  });

  it.each(roleValues)(
    `answers %s with ${expectation.allowed} at or above the minimum role, else 403`,
    async (role) => {
      const route = routeAt(key);
      const status = (await send(route, expectation, cookies.get(role))).statusCode;
      expect(status).toBe(roleAtLeast(role, minimumRole(route.can)) ? expectation.allowed : 403);
    },
  );
});

describe('the permission table', () => {
  const apiCapabilities = capabilities.filter((capability) => !capability.endsWith('InUi'));

  it('has a route for every API capability, or lists it as not yet served', () => {
    const served = new Set(guarded.map((route) => route.can));
    const missing = apiCapabilities.filter(
      (capability) =>
        !served.has(capability) &&
        !notYetServed.includes(capability) &&
        !screenOnly.includes(capability),
    );
    expect(missing).toEqual([]);
  });

  it('lists as not yet served only capabilities that no route serves', () => {
    const served = new Set(guarded.map((route) => route.can));
    expect([...notYetServed, ...screenOnly].filter((capability) => served.has(capability))).toEqual(
      [],
    );
    for (const capability of [...notYetServed, ...screenOnly])
      expect(apiCapabilities).toContain(capability);
  });
});

/** `METHOD /path` of every operation in an app's /api/openapi.json, paths in Fastify syntax. */
async function documentedOperations(
  app: TestApp['app'],
): Promise<Map<string, { 'x-min-role': string }>> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const paths = response.json<{
    paths: Record<string, Record<string, { 'x-min-role': string }>>;
  }>().paths;
  return new Map(
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) =>
          [`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`, operation] as const,
      ),
    ),
  );
}

/** Operations without a row here, and rows without an operation: both must be empty. */
function coverage(operations: string[]) {
  const rows = [...Object.keys(expected), ...Object.keys(publicExpected)];
  return {
    withoutRow: operations.filter((operation) => !rows.includes(operation)),
    withoutOperation: rows.filter((row) => !operations.includes(row)),
  };
}

describe('the OpenAPI document', () => {
  it('has a row above for every operation, and an operation for every row', async () => {
    const operations = [...(await documentedOperations(t.app)).keys()];
    expect(operations.length).toBeGreaterThan(0);
    expect(coverage(operations)).toEqual({ withoutRow: [], withoutOperation: [] });
  });

  it('fails for a new endpoint that has no row', async () => {
    const withExtra = await createTestApp({
      extend: async (app) => {
        defineRoute(app, {
          method: 'POST',
          url: '/api/v1/brand-new/:id',
          can: 'patient.view',
          summary: 'An endpoint added without a row',
          responses: { 200: null },
          handler: () => undefined,
        });
        await Promise.resolve();
      },
    });
    const operations = [...(await documentedOperations(withExtra.app)).keys()];
    expect(coverage(operations).withoutRow).toEqual(['POST /api/v1/brand-new/:id']);
    expect(coverage(operations.slice(1)).withoutOperation).toHaveLength(1);
  });

  it('gives each operation the minimum role of its row', async () => {
    for (const [key, operation] of await documentedOperations(t.app)) {
      const role = key in publicExpected ? 'public' : expected[key as RouteKey]?.minRole;
      expect(operation['x-min-role'], key).toBe(role);
    }
  });
});

describe.each(Object.entries(publicExpected))('%s (public)', (key, expectation) => {
  it(`answers an anonymous caller ${expectation.allowed}`, async () => {
    const route = t.app.routeRegistry.list().find((candidate) => keyOf(candidate) === key);
    if (!route) throw new Error(`${key} is not a registered route`);
    expect(route.minRole).toBe('public');
    expect((await send(route, { minRole: 'ADMIN', ...expectation })).statusCode).toBe(
      expectation.allowed,
    );
  });
});
