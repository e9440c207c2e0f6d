import {
  loginChallengeSchema,
  type LoginBody,
  type LoginChallenge,
  type LoginEnrolBody,
  type LoginMfaBody,
} from '@contract/auth';
import { recoveryCodesSchema } from '@contract/mfa';
import { tolerant } from '@contract/tolerant';
import { userSchema, type User } from '@contract/users';
import { z } from 'zod';
import {
  ApiError,
  apiRequest,
  apiRequestVoid,
  apiRequestWithStatus,
  NetworkError,
} from '@/lib/api-client';

/** The session user as either server sends it (API.md §7.2). */
export const userReading = tolerant(userSchema).transform(
  // The reference has no `languages` [ours]: for the session user, absent reads as none.
  (user): User => ({
    ...user,
    languages: user.languages ?? [],
    uiLanguage: user.uiLanguage ?? null,
  }),
);

export type CurrentUser = User;

/**
 * What a correct password leads to: the signed-in user (200, as on the reference), or [ours] a
 * second step (202) for an account with two-factor sign-in or a role that requires it.
 */
export type LoginOutcome =
  { kind: 'signedIn'; user: CurrentUser } | { kind: 'challenge'; challenge: LoginChallenge };

const loginAnswer = z.unknown();

/** POST /auth/login; errors arrive as ApiError. */
export async function login(body: LoginBody): Promise<LoginOutcome> {
  const { data, status } = await apiRequestWithStatus('/auth/login', loginAnswer, {
    method: 'POST',
    body,
  });
  if (status === 202) return { kind: 'challenge', challenge: loginChallengeSchema.parse(data) };
  return { kind: 'signedIn', user: userReading.parse(data) };
}

/** [ours] POST /auth/login/mfa: a code or a recovery code for the challenge. */
export function loginWithCode(body: LoginMfaBody): Promise<CurrentUser> {
  return apiRequest('/auth/login/mfa', userReading, { method: 'POST', body });
}

const enrolReading = recoveryCodesSchema.extend({ user: userReading });

/** [ours] POST /auth/login/enrol: the required enrolment; the recovery codes come back once. */
export function loginWithEnrolment(
  body: LoginEnrolBody,
): Promise<{ user: CurrentUser; recoveryCodes: string[] }> {
  return apiRequest('/auth/login/enrol', enrolReading, { method: 'POST', body });
}

/** GET /auth/logout: no body either way. */
export function logout(): Promise<void> {
  return apiRequestVoid('/auth/logout');
}

const sessionReading = z.object({ user: userReading.nullable() });

/**
 * The session user, or null for a visitor. [ours] GET /auth/session answers a visitor 200 with no
 * user, so a public page's start-up logs no 401 (issue #22); the reference server has no such
 * endpoint (404), and then GET /users/me, where any non-2xx answer means "nobody is signed in".
 * No answer at all (offline) is not: the NetworkError goes on, so the guards show the offline
 * screen rather than the login page.
 */
export async function getMe(): Promise<CurrentUser | null> {
  try {
    return (await apiRequest('/auth/session', sessionReading)).user;
  } catch (error) {
    if (error instanceof NetworkError) throw error;
    if (!(error instanceof ApiError && error.status === 404)) return null;
  }
  try {
    return await apiRequest('/users/me', userReading);
  } catch (error) {
    if (error instanceof NetworkError) throw error;
    return null;
  }
}
