import { accessCodesAnswerSchema } from '@contract/emergency-access';
import { tolerant } from '@contract/tolerant';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * POST /emergency-access/codes: the codes to print under the labels' QR codes; an empty map
 * when the server has none (an older server: the sheets print without codes).
 */
export async function readAccessCodes(
  patientIds: readonly string[],
): Promise<Record<string, string>> {
  if (patientIds.length === 0) return {};
  try {
    const answer = await apiRequest('/emergency-access/codes', tolerant(accessCodesAnswerSchema), {
      method: 'POST',
      body: { patientIds },
    });
    return answer.codes;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return {};
    throw error;
  }
}
