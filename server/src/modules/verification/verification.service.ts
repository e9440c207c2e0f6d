import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  DUE_SOON_DAYS,
  REVIEW_INTERVAL_DEFAULT_MONTHS,
  type DueItem,
} from '@contract/verification';
import { appSettings } from '../../db/app-settings.table';
import { inSnapshot, type Database, type Queryable } from '../../db/client';
import type { PageWindow } from '../../lib/pagination';
import { countAll } from '../../lib/search';
import type { AuditedWriteContext } from '../../lib/write-context';
import { recordAudit } from '../audit/audit.service';
import { patientListMatch } from '../patients/patients.search';
import { matchesOf } from '../patients/patients.service';
import { patients } from '../patients/patients.table';

/*
 * [ours] Issue 24: verification of a patient record and the Due for review list. The review
 * interval is a deployment setting (app_settings, key REVIEW_INTERVAL_KEY, in months). A record
 * falls due at review_from (its last verification, or its creation: a generated column) plus
 * the interval. Month arithmetic is done in UTC by PostgreSQL, in one place (dueAtOf).
 */

export const REVIEW_INTERVAL_KEY = 'review_interval_months';

/** The interval in months, as SQL: the stored setting, or the default. */
export const intervalMonthsSql = sql<number>`coalesce((select cast(${appSettings.value} as integer) from ${appSettings} where ${appSettings.key} = ${sql.raw(`'${REVIEW_INTERVAL_KEY}'`)}), ${sql.raw(String(REVIEW_INTERVAL_DEFAULT_MONTHS))})`;

/** `from` plus the interval, in UTC (so the month's length does not depend on the session). */
export const dueAtOf = (from: SQL | typeof patients.reviewFrom) =>
  sql`((${from} at time zone 'UTC') + make_interval(months => ${intervalMonthsSql})) at time zone 'UTC'`;

export async function readReviewInterval(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REVIEW_INTERVAL_KEY));
  const months = row ? Number.parseInt(row.value, 10) : Number.NaN;
  return Number.isInteger(months) ? months : REVIEW_INTERVAL_DEFAULT_MONTHS;
}

/** Stores the interval and records who changed it from what. */
export async function writeReviewInterval(
  { db, actor, now, request }: AuditedWriteContext,
  months: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const from = await readReviewInterval(tx);
    await tx
      .insert(appSettings)
      .values({ key: REVIEW_INTERVAL_KEY, value: String(months), createdAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: String(months) } });
    if (from !== months)
      await recordAudit(tx, request, now, {
        action: 'settings.review_interval',
        actor,
        details: { from, to: months },
      });
    return months;
  });
}

/**
 * Marks the record verified now by the actor, with their note, and records the event. Nothing
 * else of the record changes (not updated_at: a verification is not an edit). False when unknown.
 */
export async function verifyPatient(
  { db, actor, now, request }: AuditedWriteContext,
  id: string,
  note: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(patients)
      .set({ verifiedAt: now, verifiedBy: actor.id, verificationNote: note })
      .where(eq(patients.id, id))
      .returning({ id: patients.id });
    if (!row) return false;
    await recordAudit(tx, request, now, {
      action: 'patient.verify',
      actor,
      targetType: 'patient',
      targetId: id,
    });
    return true;
  });
}

/* ------------------------------------------------------------------------------------------ */
/* GET /patients/due                                                                           */
/* ------------------------------------------------------------------------------------------ */

/**
 * The latest review_from that is in the list: due by now + DUE_SOON_DAYS, i.e. review_from at
 * or before (now + DUE_SOON_DAYS) − interval. A constant for the statement, so the condition is
 * a range on patients_review_from_idx.
 */
const listCutoff = (now: Date) =>
  sql`(((${now.toISOString()}::timestamptz at time zone 'UTC') + make_interval(days => ${sql.raw(String(DUE_SOON_DAYS))}) - make_interval(months => ${intervalMonthsSql})) at time zone 'UTC')`;

/**
 * The list's conditions, whose matches are united: due soon or overdue, and each condition of
 * the search if any (patientListMatch: a one-word name search is three, answered by the covering
 * name indexes, which carry review_from, and the primary key). One condition when not searched.
 */
export function dueMatch(now: Date, term: string | undefined, collectPhi: boolean): SQL[] {
  const due = sql`${patients.reviewFrom} <= ${listCutoff(now)}`;
  const search = patientListMatch({ term }, collectPhi);
  return search ? search.map((condition) => and(due, condition) ?? due) : [due];
}

/** Overdue first, the longest overdue at the top: the order of review_from. */
const dueOrder = [asc(patients.reviewFrom), asc(patients.id)] as const;

/**
 * The count. One condition: read from patients_review_from_idx (or the primary key for an id
 * prefix) directly. Several: the union of their matches, each read index-only (matchesOf).
 */
export const dueCountQuery = (db: Queryable, match: SQL[]) => {
  const [only] = match;
  if (only && match.length === 1)
    return db.select({ total: countAll() }).from(patients).where(only);
  const matches = matchesOf(db, match, patients.reviewFrom).as('matches');
  return db.select({ total: countAll() }).from(matches);
};

const dueColumns = (now: Date) => ({
  id: patients.id,
  firstName: patients.firstName,
  lastName: patients.lastName,
  createdAt: patients.createdAt,
  verifiedAt: patients.verifiedAt,
  reviewDueAt: sql<Date>`${dueAtOf(patients.reviewFrom)}`.mapWith(patients.reviewFrom),
  overdue: sql<boolean>`${dueAtOf(patients.reviewFrom)} <= ${now.toISOString()}::timestamptz`,
});

/**
 * The page. One condition: a walk of patients_review_from_idx in list order that stops after
 * the page. Several: the union of their matches (ids and review starts, index-only) is ordered
 * and cut to the page, and only the page's rows are read.
 */
export const dueRowsQuery = (db: Queryable, match: SQL[], now: Date, window: PageWindow) => {
  const [only] = match;
  if (only && match.length === 1)
    return db
      .select(dueColumns(now))
      .from(patients)
      .where(only)
      .orderBy(...dueOrder)
      .limit(window.perPage)
      .offset(window.offset);
  const matches = matchesOf(db, match, patients.reviewFrom).as('matches');
  const page = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(asc(matches.at), asc(matches.id))
    .limit(window.perPage)
    .offset(window.offset)
    .as('page');
  return db
    .select(dueColumns(now))
    .from(page)
    .innerJoin(patients, eq(patients.id, page.id))
    .orderBy(...dueOrder);
};

export async function listDue(
  db: Database,
  { term, now }: { term: string | undefined; now: Date },
  window: PageWindow,
  collectPhi: boolean,
): Promise<{ items: DueItem[]; total: number }> {
  const match = dueMatch(now, term, collectPhi);
  return inSnapshot(db, async (tx) => {
    // The count walks the due range of patients_review_from_idx. The cutoff is known only when it
    // runs, so PostgreSQL plans for a third of the table and starts parallel workers, whose
    // start-up cost more than the walk (1M patients, 50k due: 27 ms, most of it starting them).
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    const [counted] = await dueCountQuery(tx, match);
    const rows = await dueRowsQuery(tx, match, now, window);
    return {
      total: counted?.total ?? 0,
      items: rows.map((row) => ({
        id: row.id,
        firstName: collectPhi ? row.firstName : null,
        lastName: collectPhi ? row.lastName : null,
        createdAt: row.createdAt.toISOString(),
        verifiedAt: row.verifiedAt?.toISOString() ?? null,
        reviewDueAt: row.reviewDueAt.toISOString(),
        overdue: row.overdue,
      })),
    };
  });
}
