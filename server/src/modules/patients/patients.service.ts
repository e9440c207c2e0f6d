import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { PatientCreateFields } from '@contract/patients';
import { inSnapshot, type Database, type Queryable } from '../../db/client';
import { countedRows, type PageWindow } from '../../lib/pagination';
import { countAll } from '../../lib/search';
import { createdStamps, type WriteContext } from '../../lib/write-context';
import { recordAudit } from '../audit/audit.service';
import { users, type UserRow } from '../users/users.table';
import { patientErrors } from './patients.errors';
import { patientListMatch, type PatientListFilter } from './patients.search';
import { emergencyContacts, patientCount, patients, type PatientRow } from './patients.table';

/* ------------------------------------------------------------------------------------------ */
/* GET /patients                                                                               */
/* ------------------------------------------------------------------------------------------ */

const createdBy = alias(users, 'created_by');
const updatedBy = alias(users, 'updated_by');

/**
 * The list's statements, exported so a test and the benchmark can EXPLAIN what is sent. A search
 * is a list of conditions whose matches are united (patientListMatch). With no filter the total
 * is the trigger-kept patient_count, not a count of every row.
 */
export const patientCountQuery = (db: Queryable, match: SQL[] | undefined) => {
  if (!match) return db.select({ total: patientCount.total }).from(patientCount);
  const matches = matchesOf(db, match, patients.updatedAt).as('matches');
  return db.select({ total: countAll() }).from(matches);
};

/**
 * The ids of a search's matches, each with the column its list is ordered by (`at`: the update
 * time here, the review start for Due for review), found by themselves. One condition: its rows,
 * behind a LIMIT that cuts nothing, which keeps the planner from merging them into the ordered
 * page (a subquery with a LIMIT is not flattened; Drizzle leaves out an OFFSET 0): asked for rows
 * in list order it would walk patients_updated_at_idx, and the window count over all the matches
 * would then read the whole index. Several: the UNION of each one's rows (a UNION is never
 * flattened either), each read index-only where its index allows.
 */
export function matchesOf(
  db: Queryable,
  match: SQL[],
  at: typeof patients.updatedAt | typeof patients.reviewFrom,
) {
  const [first, ...rest] = match.map((where) =>
    db.select({ id: patients.id, at }).from(patients).where(where),
  );
  if (!first) throw new Error('a search has at least one condition');
  if (rest.length === 0) return first.limit(Number.MAX_SAFE_INTEGER);
  const [second, ...more] = rest;
  return second ? union(first, second, ...more) : first;
}

const listOrder = [sql`${patients.updatedAt} desc nulls last`, asc(patients.id)] as const;

/**
 * The unfiltered page: sorted by updatedAt desc, then id, walking patients_updated_at_idx and
 * stopping after the page.
 */
export const patientRowsQuery = (db: Queryable, where: SQL | undefined, window: PageWindow) =>
  db
    .select({ patient: patients, createdBy, updatedBy })
    .from(patients)
    .innerJoin(createdBy, eq(createdBy.id, patients.createdById))
    .innerJoin(updatedBy, eq(updatedBy.id, patients.updatedById))
    .where(where)
    .orderBy(...listOrder)
    .limit(window.perPage)
    .offset(window.offset);

/**
 * A search's page and its total in one statement: the matches are found once (through the
 * search's indexes, matchesOf), counted by a window function and cut to the page, and only the
 * page's rows are joined to their authors. Walking the list order instead would read every row
 * until the page filled, which for a rare match means most of the table.
 */
export const patientMatchesQuery = (db: Queryable, match: SQL[], window: PageWindow) => {
  const matches = matchesOf(db, match, patients.updatedAt).as('matches');
  return db
    .select({ id: matches.id, total: sql<number>`cast(count(*) over () as integer)`.as('total') })
    .from(matches)
    .orderBy(sql`${matches.at} desc nulls last`, asc(matches.id))
    .limit(window.perPage)
    .offset(window.offset);
};

export const patientPageQuery = (db: Queryable, match: SQL[], window: PageWindow) => {
  const page = patientMatchesQuery(db, match, window).as('page');
  return db
    .select({ patient: patients, createdBy, updatedBy, total: page.total })
    .from(page)
    .innerJoin(patients, eq(patients.id, page.id))
    .innerJoin(createdBy, eq(createdBy.id, patients.createdById))
    .innerJoin(updatedBy, eq(updatedBy.id, patients.updatedById))
    .orderBy(...listOrder);
};

export interface PatientListRow {
  patient: PatientRow;
  createdBy: UserRow;
  updatedBy: UserRow;
}

/**
 * One page and the total, from one snapshot (API.md §1.6). Unfiltered: the kept count and the
 * first rows of the list order. A search: one statement for both, and a count of its own only
 * when the page is past the end (no row carries the total then).
 */
export function listPatients(
  db: Database,
  filter: PatientListFilter,
  window: PageWindow,
  collectPhi: boolean,
): Promise<{ rows: PatientListRow[]; total: number }> {
  const match = patientListMatch(filter, collectPhi);
  return inSnapshot(db, async (tx) => {
    if (!match)
      return countedRows(patientCountQuery(tx, match), patientRowsQuery(tx, undefined, window));
    const found = await patientPageQuery(tx, match, window);
    const [first] = found;
    if (first) return { rows: found, total: first.total };
    if (window.offset === 0) return { rows: [], total: 0 };
    const [counted] = await patientCountQuery(tx, match);
    return { rows: [], total: counted?.total ?? 0 };
  });
}

/* ------------------------------------------------------------------------------------------ */
/* POST /patients                                                                              */
/* ------------------------------------------------------------------------------------------ */

/** Who writes, from where: the write context and the request, for the audit trail. */
export interface PatientWrite extends WriteContext {
  request: FastifyRequest;
}

/**
 * Registers a label's patient. The id is checked inside the insert (ON CONFLICT), so a race
 * on the same label is the 409 too. With PHI off the PHI keys arrive undefined: nothing stored.
 */
export async function createPatient(
  { db, actor, now, request }: PatientWrite,
  fields: PatientCreateFields,
  idAsSent: string,
): Promise<PatientRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(patients)
      .values({
        id: fields.id,
        firstName: fields.firstName ?? null,
        middleName: fields.middleName ?? null,
        lastName: fields.lastName ?? null,
        dateOfBirth: fields.dateOfBirth ?? null,
        gender: fields.gender ?? null,
        language: fields.language ?? null,
        ...createdStamps({ actor, now }),
      })
      .onConflictDoNothing({ target: patients.id })
      .returning();
    if (!row) throw patientErrors.exists(idAsSent);
    await recordAudit(tx, request, now, {
      action: 'patient.create',
      actor,
      targetType: 'patient',
      targetId: row.id,
    });
    return row;
  });
}

/* ------------------------------------------------------------------------------------------ */
/* DELETE /patients/:id                                                                        */
/* ------------------------------------------------------------------------------------------ */

/** Deletes the patient, its list links (by cascade) and its contact. False when unknown. */
export async function deletePatient(
  { db, actor, now, request }: PatientWrite,
  id: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(patients)
      .where(eq(patients.id, id))
      .returning({ contactId: patients.emergencyContactId });
    if (!deleted) return false;
    if (deleted.contactId)
      await tx.delete(emergencyContacts).where(eq(emergencyContacts.id, deleted.contactId));
    await recordAudit(tx, request, now, {
      action: 'patient.delete',
      actor,
      targetType: 'patient',
      targetId: id,
    });
    return true;
  });
}
