import { Secret, TOTP } from 'otpauth';
import type { TestApp } from './test-app';

/** The authenticator app's code for `secret` at `date`. */
export const totpAt = (secret: string, date: Date): string =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: date.getTime() });

async function postJson<T>(t: TestApp, url: string, payload: object, cookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (response.statusCode >= 300) {
    throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<T>();
}

/**
 * Turns two-factor on through the profile's endpoints for a signed-in member, then moves the
 * clock a step on so that the next code is not a replay. The secret and the recovery codes.
 */
export async function enrolMfa(
  t: TestApp,
  cookie: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = await postJson<{ secret: string }>(t, '/users/me/mfa/setup', {}, cookie);
  const { recoveryCodes } = await postJson<{ recoveryCodes: string[] }>(
    t,
    '/users/me/mfa/confirm',
    { code: totpAt(secret, t.clock.now()) },
    cookie,
  );
  t.clock.advance({ seconds: 30 });
  return { secret, recoveryCodes };
}

/** A correct password for a member with two-factor on: the 202's challenge token. */
export async function signInChallenge(t: TestApp, email: string, password: string) {
  const { challenge } = await postJson<{ challenge: string }>(t, '/auth/login', {
    email,
    password,
  });
  return challenge;
}
