import type { LoginBody } from '@contract/auth';
import { tolerant } from '@contract/tolerant';
import { userSchema, type User } from '@contract/users';
import { apiRequest, apiRequestVoid, NetworkError } from '@/lib/api-client';

/** The session user as either server sends it (API.md §7.2). */
const userReading = tolerant(userSchema).transform(
  // The reference has no `languages` [ours]: for the session user, absent reads as none.
  (user): User => ({ ...user, languages: user.languages ?? [] }),
);

export type CurrentUser = User;

/** POST /auth/login: the answer is the signed-in user; errors arrive as ApiError. */
export function login(body: LoginBody): Promise<CurrentUser> {
  return apiRequest('/auth/login', userReading, { method: 'POST', body });
}

/** GET /auth/logout: no body either way. */
export function logout(): Promise<void> {
  return apiRequestVoid('/auth/logout');
}

/**
 * GET /users/me: any non-2xx answer means "nobody is signed in". No answer at all (offline) is
 * not: the NetworkError goes on, so the guards show the offline screen rather than the login page.
 */
export async function getMe(): Promise<CurrentUser | null> {
  try {
    return await apiRequest('/users/me', userReading);
  } catch (error) {
    if (error instanceof NetworkError) throw error;
    return null;
  }
}
