import { useCallback, useState } from 'react';
import { z } from 'zod';
import { uuidSchema } from '@contract/common';

/**
 * [ours] The patients a member opened recently on this device (issue 22): the responder's start
 * page lists them so that a patient seen a minute ago is one tap away. Only the patient's id and
 * the time it was opened are kept, never a name or any other PHI, in this browser's storage under
 * the member's id (another member signing in on the same phone sees their own list), until the
 * member clears it.
 */
const STORAGE_PREFIX = 'lifeline.recentPatients.';
export const RECENT_PATIENTS_MAX = 8;

const recentPatientSchema = z.object({ id: uuidSchema, openedAt: z.string().datetime() });
export type RecentPatient = z.infer<typeof recentPatientSchema>;

const storageKey = (memberId: string) => `${STORAGE_PREFIX}${memberId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off (a private mode): nothing is remembered.
    return null;
  }
}

/** The member's list, newest first; anything unreadable in storage counts as empty. */
export function readRecentPatients(memberId: string): RecentPatient[] {
  const text = storage()?.getItem(storageKey(memberId));
  if (!text) return [];
  try {
    const parsed = z.array(recentPatientSchema).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.slice(0, RECENT_PATIENTS_MAX) : [];
  } catch {
    return [];
  }
}

function write(memberId: string, patients: RecentPatient[]): void {
  try {
    storage()?.setItem(storageKey(memberId), JSON.stringify(patients));
  } catch {
    // A full storage: the list simply stays as it was.
  }
}

/** Puts the patient first (once), with the time it was opened; the oldest drop off the end. */
export function rememberPatient(memberId: string, patientId: string, now = new Date()): void {
  const id = patientId.toLowerCase();
  if (!uuidSchema.safeParse(id).success) return;
  const others = readRecentPatients(memberId).filter((patient) => patient.id !== id);
  write(memberId, [{ id, openedAt: now.toISOString() }, ...others].slice(0, RECENT_PATIENTS_MAX));
}

export function clearRecentPatients(memberId: string): void {
  storage()?.removeItem(storageKey(memberId));
}

/** The member's list and a clear action, for the start page. */
export function useRecentPatients(memberId: string | undefined) {
  const [patients, setPatients] = useState(() => (memberId ? readRecentPatients(memberId) : []));
  const clear = useCallback(() => {
    if (memberId) clearRecentPatients(memberId);
    setPatients([]);
  }, [memberId]);
  return { patients, clear };
}
