import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';

let t: TestApp;
beforeAll(async () => {
  // Per-address limit off here: these tests are about the per-e-mail lockout.
  t = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '0' } });
});

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

async function failTimes(email: string, times: number, password = 'Wrong-password-1') {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await login(email, password)).statusCode);
  return statuses;
}

describe('login lockout per e-mail', () => {
  it('locks an account after 10 wrong passwords: 429 with Retry-After, even for the right password', async () => {
    const user = await t.createUser();
    expect(await failTimes(user.email, 10)).toEqual(Array(10).fill(401));

    const locked = await login(user.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(locked.headers['retry-after']).toBe('900');

    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, user.id));
    expect(events.at(-1)?.details).toEqual({ reason: 'locked' });
  });

  it('does not extend the lock with attempts made while locked, and lifts it after 15 minutes', async () => {
    const user = await t.createUser();
    await failTimes(user.email, 10);
    t.clock.advance({ minutes: 10 });
    const during = await login(user.email, TEST_PASSWORD);
    expect(during.statusCode).toBe(429);
    expect(during.headers['retry-after']).toBe('300');
    expect(during.json()).toEqual({ message: 'Too many attempts. Please try again in 5 minutes.' });

    t.clock.advance({ minutes: 5 });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts unknown e-mails too, so a 429 reveals nothing a 404 does not', async () => {
    const email = 'ghost@example.org';
    expect(await failTimes(email, 10)).toEqual(Array(10).fill(404));
    const response = await login(email, 'anything');
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBe(900);
  });

  it('resets the count on a correct password, even one answered with 403', async () => {
    const user = await t.createUser({ state: 'unapproved' });
    await failTimes(user.email, 9);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(403);
    expect(await failTimes(user.email, 9)).toEqual(Array(9).fill(401));
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(403);
  });

  it('only counts failures within 15 minutes of the first', async () => {
    const user = await t.createUser();
    await failTimes(user.email, 9);
    t.clock.advance({ minutes: 16 });
    expect(await failTimes(user.email, 9)).toEqual(Array(9).fill(401));
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks per e-mail, whatever its case, and leaves other accounts alone', async () => {
    const user = await t.createUser({ email: 'Case.Lock@example.org' });
    const other = await t.createUser();
    for (let i = 0; i < 10; i += 1)
      await login(i % 2 ? 'case.lock@example.org' : 'CASE.LOCK@example.org', 'nope');
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('evaluates at most 10 of 50 concurrent wrong passwords for one e-mail; the rest get 429', async () => {
    const user = await t.createUser();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => login(user.email, 'Wrong-password-1')),
    );
    const statuses = responses.map((response) => response.statusCode);
    // Each 401 is a password that was hashed and compared: the lockout must hold them to 10.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('validates before the lockout: a malformed body gets 422 even for a locked e-mail', async () => {
    const user = await t.createUser();
    await failTimes(user.email, 10);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('per-address login rate limit', () => {
  it('allows 60 attempts per 15 minutes per address, then 429 before validation', async () => {
    const limited = await createTestApp();
    const attempt = (ip: string, payload: object = { email: 'x@example.org', password: 'x' }) =>
      limited.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, remoteAddress: ip });

    for (let i = 0; i < 60; i += 1) {
      // Distinct e-mails, so the lockout never triggers.
      const response = await attempt('192.0.2.7', { email: `user${i}@example.org`, password: 'x' });
      expect(response.statusCode).toBe(404);
    }
    const refused = await attempt('192.0.2.7', { nonsense: true });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // Another address is unaffected.
    expect((await attempt('192.0.2.8')).statusCode).toBe(404);

    // The window rolls: once the first attempts are 15 minutes old, the address may try again.
    limited.clock.advance({ minutes: 15, seconds: 1 });
    expect((await attempt('192.0.2.7')).statusCode).toBe(404);
  });

  it('groups IPv6 addresses by /64 and scales with RATE_LIMIT_MULTIPLIER', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '0.05' } });
    const attempt = (ip: string, i: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: `v6-${i}@example.org`, password: 'x' },
        remoteAddress: ip,
      });
    // 60 × 0.05 = 3 attempts.
    expect((await attempt('2001:db8:1:2::1', 1)).statusCode).toBe(404);
    expect((await attempt('2001:db8:1:2::2', 2)).statusCode).toBe(404);
    expect((await attempt('2001:db8:1:2:ffff::3', 3)).statusCode).toBe(404);
    expect((await attempt('2001:db8:1:2::4', 4)).statusCode).toBe(429);
    expect((await attempt('2001:db8:1:3::1', 5)).statusCode).toBe(404);
  });
});
