import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { LabelsPrinted } from '@contract/label-stats';
import { paths } from '@contract/paths';
import type { Queryable } from '../../db/client';
import { auditEvents } from '../audit/audit.table';
import { patients } from '../patients/patients.table';

/** The patients among `ids` that already exist. */
async function takenIds(db: Queryable, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: patients.id }).from(patients).where(inArray(patients.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * `count` fresh patient ids (UUID v4), none of them an existing patient's: a collision with a
 * stored patient (or within the batch) is replaced and checked again. Nothing is stored.
 */
export async function freshPatientIds(
  db: Queryable,
  count: number,
  newId: () => string = randomUUID,
): Promise<string[]> {
  const ids = new Set<string>();
  while (ids.size < count) {
    const candidates = new Set<string>();
    while (candidates.size < count - ids.size) {
      const id = newId().toLowerCase();
      if (!ids.has(id)) candidates.add(id);
    }
    const taken = await takenIds(db, [...candidates]);
    for (const id of candidates) if (!taken.has(id)) ids.add(id);
  }
  return [...ids];
}

/** A label's URL: the patient page it opens when scanned (API.md §4.6). */
export const labelUrl = (baseUrl: string, id: string) => `${baseUrl}${paths.patient.href(id)}`;

/**
 * [ours] Labels handed out for printing since `from` (issue 22): the `label.print` audit events,
 * each with its run's `count`. Read from the trail, so nothing else has to be stored.
 */
export async function labelsPrintedSince(db: Queryable, from: Date): Promise<LabelsPrinted> {
  const [row] = await db
    .select({
      labels: sql<number>`coalesce(sum((${auditEvents.details} ->> 'count')::int), 0)::int`,
      runs: sql<number>`count(*)::int`,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'label.print'), gte(auditEvents.createdAt, from)));
  return { labels: Number(row?.labels ?? 0), runs: Number(row?.runs ?? 0) };
}
