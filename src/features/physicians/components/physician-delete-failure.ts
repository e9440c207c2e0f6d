import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import type { PhysicianRecord } from '../api/physicians.api';
import { physicianName } from './physician-columns';
import { errorMessage } from '@/lib/server-messages';

/**
 * Why a delete failed, in plain words. The server refuses (400) a physician who still has
 * links, naming her by raw id; the list row knows her hospitals, so say what is linked and what
 * to do. Other failures keep the server's message (in the reader's language).
 */
export function deleteFailureText(
  error: Error,
  physician: PhysicianRecord,
  t: TFunction<'common'>,
): string {
  const count = physician.hospitals?.length ?? 0;
  if (error instanceof ApiError && error.status === 400 && count > 0) {
    return t('physicians.delete.linked', { name: physicianName(physician, t), count });
  }
  return errorMessage(error);
}
