import {
  mfaSetupSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
  type MfaConfirmBody,
  type MfaProofBody,
  type MfaSetup,
  type MfaStatus,
} from '@contract/mfa';
import { apiRequest, apiRequestVoid } from '@/lib/api-client';

/** [ours] GET /users/me/mfa: the member's two-factor sign-in. */
export function getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return apiRequest('/users/me/mfa', mfaStatusSchema, { signal });
}

/** POST /users/me/mfa/setup: a new pending secret for the authenticator app. */
export function startMfaSetup(): Promise<MfaSetup> {
  return apiRequest('/users/me/mfa/setup', mfaSetupSchema, { method: 'POST' });
}

/** POST /users/me/mfa/confirm: two-factor on; the recovery codes come back once. */
export async function confirmMfa(body: MfaConfirmBody): Promise<string[]> {
  const answer = await apiRequest('/users/me/mfa/confirm', recoveryCodesSchema, {
    method: 'POST',
    body,
  });
  return answer.recoveryCodes;
}

/** POST /users/me/mfa/disable, with the password or a current code. */
export function disableMfa(body: MfaProofBody): Promise<void> {
  return apiRequestVoid('/users/me/mfa/disable', { method: 'POST', body });
}

/** POST /users/me/mfa/recovery-codes: new codes, the old ones stop working. */
export async function regenerateRecoveryCodes(body: MfaProofBody): Promise<string[]> {
  const answer = await apiRequest('/users/me/mfa/recovery-codes', recoveryCodesSchema, {
    method: 'POST',
    body,
  });
  return answer.recoveryCodes;
}

/** DELETE /users/:id/mfa (ADMIN): for a member who lost their phone. */
export function resetMemberMfa(id: string): Promise<void> {
  return apiRequestVoid(`/users/${encodeURIComponent(id)}/mfa`, { method: 'DELETE' });
}
