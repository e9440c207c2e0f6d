import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { capabilities, minimumRole, type Capability } from '@contract/permissions';
import { roleAtLeast, roleValues, type Role } from '@contract/roles';
import type { RegisteredRoute } from '../lib/route-registry';
import { createTestApp, type TestApp } from '../testing/test-app';
import { users } from './users/users.table';

/**
 * Who may call what (API.md §3), read from the permission table through the route registry:
 * for every guarded route, anonymous → 401, an inactive user → 403, each role below its
 * capability's minimum → 403, and each role at or above it gets past the guard.
 *
 * Each request is built so that an allowed call changes nothing: path ids are unknown (404),
 * and a body is a JSON array, which no body schema accepts (422).
 */

/**
 * API capabilities whose endpoints are not served yet. Serving one is a one-line change here:
 * remove it, and the test then checks its route.
 */
const notYetServed: Capability[] = [
  'user.list',
  'user.view',
  'user.update',
  'user.approve',
  'invite.manage',
  'license.import',
  'patient.list',
  'patient.view',
  'patient.create',
  'patient.update',
  'patient.delete',
  'label.print',
  'audit.list',
];

/** Capabilities with no endpoint of their own: the dashboard is a screen, its data comes from others. */
const screenOnly: Capability[] = ['dashboard.view'];

const unknownId = '9d3b6f0e-2a41-4c7e-8f5a-6b1c0d2e3f40';

let t: TestApp;
let guarded: Array<RegisteredRoute & { can: Capability }>;
const cookies = new Map<Role | 'inactive', string>();

beforeAll(async () => {
  t = await createTestApp();
  guarded = t.app.routeRegistry
    .list()
    .filter((route): route is RegisteredRoute & { can: Capability } => route.can !== undefined);
  for (const role of roleValues) cookies.set(role, (await t.loginAs(role)).cookie);
  // Signed in, then disabled: the session lives on but every guarded route refuses it.
  const { user, cookie } = await t.loginAs('ADMIN');
  await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, user.id));
  cookies.set('inactive', cookie);
});

const send = (route: RegisteredRoute, cookie?: string) =>
  t.app.inject({
    method: route.method,
    url: route.path.replace(/:[A-Za-z]+/g, unknownId),
    headers: cookie ? { cookie } : {},
    ...(route.body ? { payload: [] } : {}),
  });

const label = (route: RegisteredRoute) => `${route.method} ${route.path} (${route.can})`;

describe('every guarded route', () => {
  it('registers guarded routes, each with its minimum role from the table', () => {
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) expect(route.minRole, label(route)).toBe(minimumRole(route.can));
  });

  it('answers 401 without a session and 403 to an inactive user', async () => {
    for (const route of guarded) {
      expect((await send(route)).statusCode, label(route)).toBe(401);
      expect((await send(route, cookies.get('inactive'))).statusCode, label(route)).toBe(403);
    }
  });

  it.each(roleValues)(
    'answers %s with 403 exactly when the role is below the minimum',
    async (role) => {
      for (const route of guarded) {
        const status = (await send(route, cookies.get(role))).statusCode;
        if (roleAtLeast(role, minimumRole(route.can)))
          expect([401, 403], `${role} on ${label(route)}`).not.toContain(status);
        else expect(status, `${role} on ${label(route)}`).toBe(403);
      }
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
