import { patientIdOfLabelUrl } from '@contract/labels';
import { ApiError, InvalidResponseError } from '@/lib/api-client';
import { generateLabelUrls } from './labels.api';

/** A 409 means the id was taken in the meantime: try again with a new one, a few times. */
const MAX_ATTEMPTS = 3;

/** POST /patients `{id}`, from the patients feature (composed by the route). */
export type RegisterPatient = (id: string) => Promise<unknown>;

/**
 * "Create Patient" (API.md §5.7 step 5): takes one id from `generate?count=1`, then registers it
 * with a bare POST `{id}`, retrying with a new id on 409. With PHI on, the bare POST would be
 * refused (422), so it is skipped: the editor registers the patient when Basic Information is
 * saved. Resolves with the id, and whether the patient now exists.
 */
export async function createPatient(
  registerPatient: RegisterPatient,
  collectPhi: boolean,
): Promise<{ id: string; isRegistered: boolean }> {
  for (let attempt = 1; ; attempt += 1) {
    const [url] = await generateLabelUrls(1);
    if (!url) throw new InvalidResponseError('generate answered no label');
    const id = patientIdOfLabelUrl(url);
    if (collectPhi) return { id, isRegistered: false };
    try {
      await registerPatient(id);
      return { id, isRegistered: true };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}
