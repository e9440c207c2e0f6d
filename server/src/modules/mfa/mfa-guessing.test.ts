import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { sealSecret } from '../../lib/crypto';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import { userMfa } from './mfa.table';

let t: TestApp;
beforeAll(async () => {
  // Per-address limits off: these tests are about the per-challenge cap and the lockout.
  t = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '0' } });
});

/** A member with two-factor on, written straight to the table (mfa.test.ts covers set-up). */
async function memberWithMfa() {
  const user = await t.createUser();
  const secret = new Secret({ size: 20 });
  await t.db.insert(userMfa).values({
    userId: user.id,
    secretSealed: sealSecret(t.app.sessionSecret, 'mfa-totp-secret', secret.base32),
    enabledAt: t.clock.now(),
    createdAt: t.clock.now(),
  });
  const good = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: t.clock.now().getTime(),
  });
  return { user, wrong: good === '000000' ? '111111' : '000000' };
}

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

async function challengeFor(email: string): Promise<string> {
  const response = await post('/auth/login', { email, password: TEST_PASSWORD });
  expect(response.statusCode).toBe(202);
  return response.json<{ challenge: string }>().challenge;
}

describe('guessing codes concurrently', () => {
  it('evaluates at most 5 of 30 concurrent wrong codes on one challenge; the rest find it spent', async () => {
    const { user, wrong } = await memberWithMfa();
    const challenge = await challengeFor(user.email);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => post('/auth/login/mfa', { challenge, code: wrong })),
    );
    const statuses = responses.map((response) => response.statusCode);
    // Each 400 is a code that was checked against the secret.
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(25);
  });

  it('evaluates at most 10 concurrent wrong codes per e-mail across challenges; the rest get 429', async () => {
    const { user, wrong } = await memberWithMfa();
    const challenges = [];
    for (let i = 0; i < 6; i += 1) challenges.push(await challengeFor(user.email));
    const responses = await Promise.all(
      challenges.flatMap((challenge) =>
        Array.from({ length: 5 }, () => post('/auth/login/mfa', { challenge, code: wrong })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});
