import type { LoginBody } from '@contract/auth';
import { userResponseSchema, type User } from '@contract/users';
import { apiRequest, apiRequestVoid } from '@/lib/api-client';

export type CurrentUser = User;

/** POST /auth/login: the answer is the signed-in user; errors arrive as ApiError. */
export function login(body: LoginBody): Promise<CurrentUser> {
  return apiRequest('/auth/login', userResponseSchema, { method: 'POST', body });
}

/** GET /auth/logout: no body either way. */
export function logout(): Promise<void> {
  return apiRequestVoid('/auth/logout');
}

/** GET /users/me: any non-2xx answer, or a network failure, means "nobody is signed in". */
export async function getMe(): Promise<CurrentUser | null> {
  try {
    return await apiRequest('/users/me', userResponseSchema);
  } catch {
    return null;
  }
}
