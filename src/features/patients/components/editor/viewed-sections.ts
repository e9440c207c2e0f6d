import { z } from 'zod';
import { editorSections, type EditorSection } from './patient-editor-schema';

/**
 * SPEC §4's "Some Sections Haven't Been Viewed" remembers what a member opened on earlier visits
 * to the same patient's editor (issue 22: it listed sections viewed a visit ago). Kept in this
 * browser's localStorage per member and patient: section names only, never a value; the oldest
 * entries go past LIMIT.
 */
const KEY = 'lifeline.patientEditor.viewed';
const LIMIT = 200;

const storeSchema = z.array(z.tuple([z.string(), z.array(z.enum(editorSections))]));
type Store = z.infer<typeof storeSchema>;

function readStore(): Store {
  try {
    const parsed = storeSchema.safeParse(JSON.parse(window.localStorage.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const entryKey = (viewerId: string, patientId: string) => `${viewerId}:${patientId}`;

/** The sections this member opened on earlier visits to this patient's editor. */
export function readViewedSections(viewerId: string, patientId: string): EditorSection[] {
  const key = entryKey(viewerId, patientId);
  return readStore().find(([entry]) => entry === key)?.[1] ?? [];
}

/** Remembers the sections opened so far (the newest entry last). */
export function rememberViewedSections(
  viewerId: string,
  patientId: string,
  sections: Iterable<EditorSection>,
): void {
  const key = entryKey(viewerId, patientId);
  const others = readStore().filter(([entry]) => entry !== key);
  const store: Store = [...others, [key, [...sections]] as [string, EditorSection[]]];
  try {
    window.localStorage.setItem(KEY, JSON.stringify(store.slice(-LIMIT)));
  } catch {
    // Storage full or refused (private mode): the check then counts this visit only.
  }
}
