import { z } from 'zod';
import {
  emergencyGrantAnswerSchema,
  emergencyGrantListSchema,
  emergencyGrantSchema,
  emergencySettingsSchema,
  rotatedCodeSchema,
  type EmergencyGrantRequest,
  type GrantReviewRequest,
} from '@contract/emergency-access';
import { tolerant } from '@contract/tolerant';
import { ApiError, apiRequest } from '@/lib/api-client';

/** [ours] Issue 25: emergency access. See docs/emergency-access.md. */

export const emergencyKeys = {
  all: ['emergency-access'] as const,
  view: (patientId: string) => ['emergency-access', 'view', patientId] as const,
  grants: () => ['emergency-access', 'grants'] as const,
  settings: () => ['emergency-access', 'settings'] as const,
};

/** POST /emergency-access/grants: a right code sets the grant's cookie. */
export const requestGrant = (body: EmergencyGrantRequest) =>
  apiRequest('/emergency-access/grants', tolerant(emergencyGrantAnswerSchema), {
    method: 'POST',
    body,
  });

/** The patient is read by the page that shows it (src/app composes the patients' view). */
const grantViewReading = z.object({ expiresAt: z.string(), patient: z.unknown() });
export type GrantView = z.infer<typeof grantViewReading>;

/**
 * GET /emergency-access/patients/:id under the grant's cookie; null without a live grant (401):
 * the visitor's form, not a session that ended, so the app's 401 handling never sees it.
 */
export async function readGrantView(patientId: string, signal?: AbortSignal) {
  try {
    return await apiRequest(
      `/emergency-access/patients/${encodeURIComponent(patientId)}`,
      grantViewReading,
      { signal },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const listGrants = (signal?: AbortSignal) =>
  apiRequest('/emergency-access/grants', tolerant(emergencyGrantListSchema), { signal });

export const reviewGrant = (id: string, body: GrantReviewRequest) =>
  apiRequest(`/emergency-access/grants/${encodeURIComponent(id)}`, tolerant(emergencyGrantSchema), {
    method: 'PATCH',
    body,
  });

export const readSettings = (signal?: AbortSignal) =>
  apiRequest('/emergency-access/settings', tolerant(emergencySettingsSchema), { signal });

export const saveSettings = (enabled: boolean) =>
  apiRequest('/emergency-access/settings', tolerant(emergencySettingsSchema), {
    method: 'PUT',
    body: { enabled },
  });

export const rotateLabelCode = (patientId: string) =>
  apiRequest(
    `/emergency-access/labels/${encodeURIComponent(patientId)}/rotate`,
    tolerant(rotatedCodeSchema),
    { method: 'POST' },
  );
