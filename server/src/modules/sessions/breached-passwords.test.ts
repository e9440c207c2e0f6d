import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountSecurityMessages } from '@contract/sessions';
import { breachedPasswords, isBreachedPassword } from '../../lib/breached-passwords';
import { giveResetToken } from '../../testing/reset-token';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import { invites } from '../invites/invites.table';
import { licenses } from '../licences/licences.table';
import { users } from '../users/users.table';

/** On SecLists' list and passing API.md's rule: only the list refuses it. */
const BREACHED = 'P@ssw0rd';
/** The same with other capitals: the list is compared case-insensitively. */
const BREACHED_RECASED = 'p@SSW0RD';
const STRONG = 'Quiet-harbour-42';
const refused = {
  error: 'Unprocessable Entity',
  message: [{ path: 'password', message: accountSecurityMessages.passwordBreached }],
};

let t: TestApp;
let ipCounter = 0;
beforeAll(async () => {
  t = await createTestApp();
});

describe('the shipped list', () => {
  it('holds common passwords that pass the rule, in any capitals, and not a strong one', async () => {
    expect(await isBreachedPassword(BREACHED)).toBe(true);
    expect(await isBreachedPassword(BREACHED_RECASED)).toBe(true);
    expect(await isBreachedPassword('!QAZ2wsx')).toBe(true);
    expect(await isBreachedPassword(STRONG)).toBe(false);
    expect(await isBreachedPassword(TEST_PASSWORD)).toBe(false);
  });

  it('keeps only entries the rule would let through', async () => {
    const list = await breachedPasswords();
    expect(list.size).toBeGreaterThan(1000);
    expect(list.size).toBeLessThan(20_000);
    expect(list.has('password')).toBe(false); // the rule refuses it already
  });
});

const register = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    remoteAddress: `10.9.0.${++ipCounter}`,
    payload: {
      firstName: 'Florence',
      lastName: 'Nightingale',
      email: `breached.${ipCounter}@example.org`,
      ...payload,
    },
  });

describe('refused wherever a password is set', () => {
  it('on register with a licence, among the other items', async () => {
    await t.db.insert(licenses).values({
      licenseNumber: 'BRE0001',
      name: 'Nightingale, Florence',
      licenseType: 'EMT',
      status: 'Active',
    });
    const response = await register({ password: BREACHED_RECASED, licenseNumber: 'BRE0001' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refused);
    expect(await t.db.select().from(users).where(eq(users.licenseNumber, 'BRE0001'))).toHaveLength(
      0,
    );
  });

  it('on register by invite', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const now = t.clock.now();
    const [invite] = await t.db
      .insert(invites)
      .values({
        email: 'invited.breached@example.org',
        role: 'STAFF',
        firstName: 'Invited',
        expiresAt: new Date(now.getTime() + 86_400_000),
        invitedById: admin.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const response = await register({
      email: 'invited.breached@example.org',
      password: BREACHED,
      inviteId: invite?.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refused);
    const ok = await register({
      email: 'invited.breached@example.org',
      password: STRONG,
      inviteId: invite?.id,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('on reset, keeping the link usable', async () => {
    const user = await t.createUser();
    const token = await giveResetToken(t, user.id);
    const reset = (password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/auth/password',
        payload: { passwordResetToken: token, password },
      });
    const response = await reset(BREACHED);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refused);
    expect((await reset(STRONG)).statusCode).toBe(200);
  });

  it('on the admin edit, and "" still keeps the password', async () => {
    const { cookie } = await t.loginAs('ADMIN');
    const member = await t.createUser();
    const edit = (password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${member.id}`,
        headers: { cookie },
        payload: { password },
      });
    const response = await edit(BREACHED);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refused);
    expect((await edit('')).statusCode).toBe(200);
    expect((await edit(STRONG)).statusCode).toBe(200);
  });

  it('on the profile password change', async () => {
    const { cookie } = await t.loginAs('FIRST_RESPONDER');
    const change = (password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me/password',
        headers: { cookie },
        payload: { currentPassword: TEST_PASSWORD, password },
      });
    const response = await change(BREACHED);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refused);
    expect((await change(STRONG)).statusCode).toBe(200);
  });

  it('keeps API.md’s rule first: a weak password gets the rule’s items only', async () => {
    const response = await register({ password: 'password', licenseNumber: 'BRE0001' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        {
          path: 'password',
          message: 'Password must include uppercase, lowercase, number, and special character',
        },
      ],
    });
  });
});
