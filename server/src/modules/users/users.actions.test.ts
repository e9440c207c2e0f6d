import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequester } from '../../testing/api-request';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { sessions } from '../auth/sessions.table';
import type { UserRow } from './users.table';

let t: TestApp;
let staff: { user: UserRow; cookie: string };
let admin: { user: UserRow; cookie: string };
const api = apiRequester(() => t, '/users');
const unknownId = '9d3b6f0e-2a41-4c7e-8f5a-6b1c0d2e3f40';
const me = (cookie: string) => api('GET', '/me', cookie);

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.loginAs('STAFF');
  admin = await t.loginAs('ADMIN');
});

const auditsOf = (action: string, targetId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));

describe('PATCH /api/v1/users/:id/approve', () => {
  it('approves a pending user, clears a rejection, and audits changed: true', async () => {
    const pending = await t.createUser({ state: 'rejected' });
    t.clock.advance({ minutes: 1 });
    const response = await api('PATCH', `/${pending.id}/approve`, staff.cookie, { id: 'x' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: pending.id,
      approvedAt: t.clock.now().toISOString(),
      approvedById: staff.user.id,
      rejectedAt: null,
      rejectedById: null,
      updatedAt: t.clock.now().toISOString(),
    });
    expect(await auditsOf('user.approve', pending.id)).toMatchObject([
      {
        actorId: staff.user.id,
        actorRole: 'STAFF',
        targetType: 'user',
        details: { changed: true },
      },
    ]);
  });

  it('is idempotent: an approved user comes back unchanged, audited changed: false', async () => {
    const active = await t.createUser();
    t.clock.advance({ minutes: 1 });
    const response = await api('PATCH', `/${active.id}/approve`, staff.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      approvedAt: active.approvedAt?.toISOString(),
      approvedById: null,
      updatedAt: active.updatedAt.toISOString(),
    });
    expect(await auditsOf('user.approve', active.id)).toMatchObject([
      { details: { changed: false } },
    ]);
  });
});

describe('PATCH /api/v1/users/:id/reject and /disable', () => {
  it.each(['reject', 'disable'] as const)(
    '%s ends every session of the target: their next request answers 401',
    async (action) => {
      const target = await t.loginAs('VOLUNTEER');
      const second = await t.login(target.user.email, TEST_PASSWORD);
      expect((await me(target.cookie)).statusCode).toBe(200);

      const response = await api('PATCH', `/${target.user.id}/${action}`, staff.cookie);
      expect(response.statusCode).toBe(200);
      const stamp = action === 'reject' ? 'rejectedAt' : 'disabledAt';
      expect(response.json()).toMatchObject({
        [stamp]: t.clock.now().toISOString(),
        [`${stamp.replace('At', 'ById')}`]: staff.user.id,
      });
      expect((await me(target.cookie)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(401);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual(
        [],
      );
      expect((await me(staff.cookie)).statusCode).toBe(200);
      expect(await auditsOf(`user.${action}`, target.user.id)).toMatchObject([
        { details: { changed: true } },
      ]);
    },
  );

  it('reject clears the approval; disable keeps it', async () => {
    const a = await t.createUser();
    expect((await api('PATCH', `/${a.id}/reject`, staff.cookie)).json()).toMatchObject({
      approvedAt: null,
      approvedById: null,
    });
    const b = await t.createUser();
    expect((await api('PATCH', `/${b.id}/disable`, staff.cookie)).json()).toMatchObject({
      approvedAt: b.approvedAt?.toISOString(),
    });
  });

  it.each([
    ['reject', 'You cannot reject your own account'],
    ['disable', 'You cannot disable your own account'],
  ])('refuses to %s oneself with 422 at id', async (action, message) => {
    for (const caller of [staff, admin]) {
      const response = await api('PATCH', `/${caller.user.id}/${action}`, caller.cookie);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'Unprocessable Entity',
        message: [{ path: 'id', message }],
      });
    }
    expect((await me(staff.cookie)).statusCode).toBe(200);
  });

  it('lets one approve and enable oneself (a no-op for an active user)', async () => {
    expect((await api('PATCH', `/${staff.user.id}/approve`, staff.cookie)).statusCode).toBe(200);
    expect((await api('PATCH', `/${staff.user.id}/enable`, staff.cookie)).statusCode).toBe(200);
  });
});

describe('PATCH /api/v1/users/:id/enable', () => {
  it('enables a disabled user, and is a no-op for an enabled one', async () => {
    const disabled = await t.createUser({ state: 'disabled' });
    t.clock.advance({ minutes: 1 });
    expect((await api('PATCH', `/${disabled.id}/enable`, staff.cookie)).json()).toMatchObject({
      disabledAt: null,
      disabledById: null,
      approvedAt: disabled.approvedAt?.toISOString(),
    });
    const again = await api('PATCH', `/${disabled.id}/enable`, staff.cookie);
    expect(again.statusCode).toBe(200);
    expect(await auditsOf('user.enable', disabled.id)).toMatchObject([
      { details: { changed: true } },
      { details: { changed: false } },
    ]);
  });
});

describe('the rule on ADMIN targets', () => {
  it.each(['approve', 'reject', 'disable', 'enable'])(
    'STAFF gets 403 on %s of an ADMIN, even when the call would change nothing',
    async (action) => {
      // An active admin: approve and enable would be no-ops; the rule comes first.
      const target = await t.createUser({ role: 'ADMIN' });
      const response = await api('PATCH', `/${target.id}/${action}`, staff.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Forbidden',
      });
      expect(await auditsOf(`user.${action}`, target.id)).toEqual([]);
    },
  );

  it('ADMIN may act on another ADMIN', async () => {
    const target = await t.createUser({ role: 'ADMIN' });
    const response = await api('PATCH', `/${target.id}/disable`, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ disabledById: admin.user.id });
  });

  it('a STAFF acting on themself is checked by the self rule, not the ADMIN rule', async () => {
    const response = await api('PATCH', `/${staff.user.id}/disable`, staff.cookie);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'id', message: 'You cannot disable your own account' },
    ]);
  });
});

describe('user actions: validation and unknown ids', () => {
  it('answers 422 Invalid uuid, then 404 User not found', async () => {
    const bad = await api('PATCH', '/nope/approve', staff.cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ message: unknown }>().message).toEqual([
      { path: 'id', message: 'Invalid uuid' },
    ]);
    const unknown = await api('PATCH', `/${unknownId}/reject`, staff.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
  });

  it.each(['', '{not json', 'plain text'])('ignores any body (%j)', async (payload) => {
    const user = await t.createUser({ state: 'unapproved' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}/approve`,
      headers: {
        cookie: staff.cookie,
        'content-type': payload === 'plain text' ? 'text/plain' : 'application/json',
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
  });
});
