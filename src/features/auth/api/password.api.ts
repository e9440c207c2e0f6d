import type { PasswordForgotBody, PasswordResetBody } from '@contract/password';
import { apiRequestVoid } from '@/lib/api-client';

/** POST /auth/password: sends the reset mail; 200 empty. */
export function requestPasswordReset(body: PasswordForgotBody): Promise<void> {
  return apiRequestVoid('/auth/password', { method: 'POST', body });
}

/** GET /auth/password/:token: 200 when the link is live, else 401 with the server's message. */
export function checkPasswordResetToken(token: string): Promise<void> {
  return apiRequestVoid(`/auth/password/${encodeURIComponent(token)}`);
}

/** PATCH /auth/password: sets the new password; 200 empty. */
export function resetPassword(body: PasswordResetBody): Promise<void> {
  return apiRequestVoid('/auth/password', { method: 'PATCH', body });
}
