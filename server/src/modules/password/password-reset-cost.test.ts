import { beforeAll, describe, expect, it, vi } from 'vitest';
import { giveResetToken } from '../../testing/reset-token';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Counts the password hashes the server computes (each one is a slow argon2id run). */
const hashing = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/password')>();
  return {
    ...actual,
    hashPassword: (password: string) => {
      hashing.count += 1;
      return actual.hashPassword(password);
    },
  };
});

const NEW_PASSWORD = 'Brand-new-pass-9';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const reset = (passwordResetToken: string, remoteAddress: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/auth/password',
    remoteAddress,
    payload: { passwordResetToken, password: NEW_PASSWORD },
  });

/** A new user with a live reset token. */
async function userWithToken(): Promise<string> {
  const user = await t.createUser();
  return giveResetToken(t, user.id);
}

describe('PATCH /auth/password costs nothing for a wrong token', () => {
  it('looks the token up before hashing: only a live token gets its password hashed', async () => {
    const before = hashing.count;
    for (const token of ['abc', '0b8f8f55-7d6e-4c44-9a37-3f1f2e0d6c11']) {
      expect((await reset(token, '10.2.0.1')).statusCode).toBe(401);
    }
    expect(hashing.count).toBe(before);

    const token = await userWithToken();
    const beforeLive = hashing.count;
    expect((await reset(token, '10.2.0.1')).statusCode).toBe(200);
    expect(hashing.count).toBe(beforeLive + 1);
  });

  it('allows 10 attempts per address in 15 minutes, then 429', async () => {
    const token = '0b8f8f55-7d6e-4c44-9a37-3f1f2e0d6c11';
    for (let i = 0; i < 10; i += 1) expect((await reset(token, '10.2.0.2')).statusCode).toBe(401);
    const refused = await reset(await userWithToken(), '10.2.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect((await reset(token, '10.2.0.3')).statusCode).toBe(401);
  });
});
