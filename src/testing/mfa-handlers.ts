import { http, HttpResponse } from 'msw';
import { mfaMessages, type LoginChallenge } from '@contract/auth';
import type { MfaStatus } from '@contract/mfa';
import type { User } from '@contract/users';
import { db } from './db';
import { api, guard } from './handler-utils';

/**
 * [ours] Two-factor sign-in for the SPA's tests: `MFA_TEST_CODE` is the one valid code, and the
 * recovery codes are fixed. A member is enrolled with `mfaStore.enrol(email)`, or required to
 * enrol at sign-in with `mfaStore.require(email)`.
 */
export const MFA_TEST_CODE = '123456';
export const MFA_TEST_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const MFA_TEST_RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `abcde-${String(index).padStart(5, '0')}`,
);
const URI = `otpauth://totp/Lifeline:member?issuer=Lifeline&secret=${MFA_TEST_SECRET}&algorithm=SHA1&digits=6&period=30`;

interface MfaEntry {
  enabledAt: string;
  unusedCodes: Set<string>;
}

const enrolled = new Map<string, MfaEntry>();
const required = new Set<string>();
const challenges = new Map<string, { email: string; step: 'code' | 'enrol' }>();
let pendingSetup = false;

export const mfaStore = {
  enrol(email: string): void {
    enrolled.set(email.toLowerCase(), {
      enabledAt: '2025-03-10T12:00:00.000Z',
      unusedCodes: new Set(MFA_TEST_RECOVERY_CODES),
    });
  },
  require(email: string): void {
    required.add(email.toLowerCase());
  },
  isEnrolled: (email: string) => enrolled.has(email.toLowerCase()),
  reset(): void {
    enrolled.clear();
    required.clear();
    challenges.clear();
    pendingSetup = false;
  },
};

const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });
const message = (text: string, status: number) => json({ message: text }, status);

function userOf(email: string): User | null {
  return db.users.get(email)?.user ?? null;
}

function newChallenge(email: string, step: 'code' | 'enrol'): LoginChallenge {
  const token = `challenge-${challenges.size + 1}-${'x'.repeat(30)}`;
  challenges.set(token, { email, step });
  const base = { challenge: token, expiresAt: '2025-03-10T12:05:00.000Z' };
  return step === 'code'
    ? { step, ...base }
    : { step, ...base, otpauthUri: URI, secret: MFA_TEST_SECRET };
}

function statusOf(email: string): MfaStatus {
  const entry = enrolled.get(email);
  return {
    enabled: Boolean(entry),
    enabledAt: entry?.enabledAt ?? null,
    recoveryCodesLeft: entry?.unusedCodes.size ?? 0,
    required: required.has(email),
  };
}

export const mfaHandlers = [
  // Before the plain login handler: answers only for members with a second step.
  http.post(api('/auth/login'), async ({ request }) => {
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { email?: string; password?: string } | null;
    const email = body?.email?.trim().toLowerCase() ?? '';
    const stored = db.users.get(email);
    if (!stored || stored.password !== body?.password) return undefined;
    if (enrolled.has(email)) return json(newChallenge(email, 'code'), 202);
    if (required.has(email)) return json(newChallenge(email, 'enrol'), 202);
    return undefined;
  }),

  http.post(api('/auth/login/mfa'), async ({ request }) => {
    const body = (await request.json()) as {
      challenge: string;
      code?: string;
      recoveryCode?: string;
    };
    const challenge = challenges.get(body.challenge);
    if (!challenge || challenge.step !== 'code') return message(mfaMessages.challengeExpired, 401);
    const entry = enrolled.get(challenge.email);
    if (body.code !== undefined) {
      if (body.code.replace(/\s/g, '') !== MFA_TEST_CODE)
        return message(mfaMessages.wrongCode, 400);
    } else {
      const typed = (body.recoveryCode ?? '').trim().toLowerCase();
      if (!entry?.unusedCodes.delete(typed)) return message(mfaMessages.wrongRecoveryCode, 400);
    }
    challenges.delete(body.challenge);
    const user = userOf(challenge.email);
    db.sessionUserId = user?.id ?? null;
    return json(user);
  }),

  http.post(api('/auth/login/enrol'), async ({ request }) => {
    const body = (await request.json()) as { challenge: string; code: string };
    const challenge = challenges.get(body.challenge);
    if (!challenge || challenge.step !== 'enrol') {
      return message(mfaMessages.challengeExpired, 401);
    }
    if (body.code !== MFA_TEST_CODE) return message(mfaMessages.wrongCode, 400);
    challenges.delete(body.challenge);
    mfaStore.enrol(challenge.email);
    const user = userOf(challenge.email);
    db.sessionUserId = user?.id ?? null;
    return json({ user, recoveryCodes: MFA_TEST_RECOVERY_CODES });
  }),

  http.get(api('/users/me/mfa'), ({ request }) => {
    const denied = guard(request, 'profile.update');
    if (denied) return denied;
    return json(statusOf(db.currentUser()?.email.toLowerCase() ?? ''));
  }),

  http.post(api('/users/me/mfa/setup'), ({ request }) => {
    const denied = guard(request, 'profile.update');
    if (denied) return denied;
    if (enrolled.has(db.currentUser()?.email.toLowerCase() ?? '')) {
      return message(mfaMessages.alreadyEnabled, 409);
    }
    pendingSetup = true;
    return json({ otpauthUri: URI, secret: MFA_TEST_SECRET });
  }),

  http.post(api('/users/me/mfa/confirm'), async ({ request }) => {
    const denied = guard(request, 'profile.update');
    if (denied) return denied;
    const body = (await request.json()) as { code: string };
    if (!pendingSetup) return message(mfaMessages.noSetup, 409);
    if (body.code !== MFA_TEST_CODE) return message(mfaMessages.wrongCode, 400);
    pendingSetup = false;
    mfaStore.enrol(db.currentUser()?.email ?? '');
    return json({ recoveryCodes: MFA_TEST_RECOVERY_CODES });
  }),

  http.post(api('/users/me/mfa/:action'), async ({ request, params }) => {
    const denied = guard(request, 'profile.update');
    if (denied) return denied;
    const email = db.currentUser()?.email.toLowerCase() ?? '';
    const body = (await request.json()) as { password?: string; code?: string };
    const proofOk =
      body.code !== undefined
        ? body.code === MFA_TEST_CODE
        : db.users.get(email)?.password === body.password;
    if (!enrolled.has(email)) return message(mfaMessages.notEnabled, 409);
    if (params.action === 'disable' && required.has(email)) {
      return message(mfaMessages.required, 409);
    }
    if (!proofOk) {
      return message(
        body.code !== undefined ? mfaMessages.wrongCode : mfaMessages.wrongPassword,
        400,
      );
    }
    if (params.action === 'disable') {
      enrolled.delete(email);
      return new HttpResponse(null, { status: 200 });
    }
    mfaStore.enrol(email);
    return json({ recoveryCodes: MFA_TEST_RECOVERY_CODES });
  }),

  http.delete(api('/users/:id/mfa'), ({ request, params }) => {
    const denied = guard(request, 'user.resetMfa');
    if (denied) return denied;
    const stored = db.userById(String(params.id));
    if (!stored) return message('User not found', 404);
    enrolled.delete(stored.user.email.toLowerCase());
    db.putUser({ ...stored.user, mfaEnabled: false });
    return new HttpResponse(null, { status: 200 });
  }),
];
