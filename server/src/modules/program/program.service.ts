import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  nextPeriod,
  programPeriods,
  utcDay,
  type ProgramFigure,
  type ProgramFigures,
  type ProgramInterval,
  type ProgramPoint,
} from '@contract/program';
import { inSnapshot, queryRows, type Database, type Queryable } from '../../db/client';
import { auditEvents } from '../audit/audit.table';
import { patientCount, patients } from '../patients/patients.table';
import { users } from '../users/users.table';
import { overdueAtEnds } from './program.overdue';

export interface Range {
  from: Date;
  to: Date;
  interval: ProgramInterval;
}

/** One figure's counts, by the period's first day (`YYYY-MM-DD`). */
type Counts = Map<string, number>;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** How one figure is counted: rows of `table` whose `column` falls in the period. */
interface FigureCount {
  table: PgTable;
  column: AnyPgColumn;
  where?: SQL | undefined;
  /** What a row counts for: 1 by default. */
  value?: SQL<number>;
}

/** The figures counted per period; the others are stocks at each period's end. */
export type FlowFigure = Exclude<ProgramFigure, 'patientsTotal' | 'recordsOverdue'>;

/**
 * Each figure counted per period, one query each. Verifications are counted from the audit
 * trail, not patients.verified_at: the record keeps only its latest verification, so a record
 * verified in January and again in July would drop out of January's bar once July's replaced it.
 */
export const figureCounts: Record<FlowFigure, FigureCount> = {
  patientsEnrolled: { table: patients, column: patients.createdAt },
  labelsPrinted: {
    table: auditEvents,
    column: auditEvents.createdAt,
    where: eq(auditEvents.action, 'label.print'),
    value: sql<number>`coalesce(sum((${auditEvents.details} ->> 'count')::int), 0)`,
  },
  labelsRegistered: {
    table: auditEvents,
    column: auditEvents.createdAt,
    where: eq(auditEvents.action, 'patient.create'),
  },
  labelScans: {
    table: auditEvents,
    column: auditEvents.createdAt,
    where: and(
      eq(auditEvents.action, 'patient.view'),
      eq(auditEvents.actorRole, 'FIRST_RESPONDER'),
    ),
  },
  newMembers: { table: users, column: users.createdAt },
  recordsVerified: {
    table: auditEvents,
    column: auditEvents.createdAt,
    where: eq(auditEvents.action, 'patient.verify'),
  },
};

/**
 * One figure's counts over the range, by period: a range scan of an index on the column,
 * grouped by date_trunc on the UTC time (weeks start on Monday, as ISO 8601's).
 */
export function periodCountsQuery(db: Queryable, range: Range, figure: FigureCount) {
  const { table, column, where, value = sql<number>`count(*)` } = figure;
  const period = sql<string>`to_char(date_trunc(${range.interval}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ period, total: sql<number>`(${value})::int` })
    .from(table)
    .where(and(gte(column, range.from), lt(column, range.to), where))
    .groupBy(sql`1`);
}

async function countByPeriod(db: Queryable, range: Range, figure: FigureCount): Promise<Counts> {
  const rows = await periodCountsQuery(db, range, figure);
  return new Map(rows.map((row) => [row.period, Number(row.total)]));
}

/** Patients on record created before `from`: the kept total less those created since. */
async function patientsBefore(db: Queryable, from: Date): Promise<number> {
  const rows = await queryRows<{ before: number | string }>(
    db,
    sql`select (select total from ${patientCount}) - (select count(*) from ${patients} where ${patients.createdAt} >= ${from.toISOString()}::timestamptz) as before`,
  );
  return Math.max(0, Number(rows[0]?.before ?? 0));
}

const flowFigures = Object.keys(figureCounts) as FlowFigure[];

/**
 * The program's figures over `from` (inclusive) to `to` (exclusive), widened to whole periods,
 * read in one snapshot so the figures agree with each other. Counts only: no row leaves. The
 * stock of overdue records is taken at each period's end, or `now` for the period under way
 * (and after it: no record is overdue in advance).
 */
export async function programFigures(
  db: Database,
  query: { from: string; to: string; interval: ProgramInterval },
  now: Date,
): Promise<ProgramFigures> {
  const periods = programPeriods(query.from, query.to, query.interval);
  const first = periods[0] ?? utcDay(query.from);
  const last = periods.at(-1) ?? first;
  const range: Range = {
    from: first,
    to: nextPeriod(last, query.interval),
    interval: query.interval,
  };
  const ends = periods.map((start) => {
    const end = nextPeriod(start, query.interval);
    return end < now ? end : now;
  });
  const { counts, before, overdue } = await inSnapshot(db, async (tx) => {
    const counts = new Map<FlowFigure, Counts>();
    for (const figure of flowFigures)
      counts.set(figure, await countByPeriod(tx, range, figureCounts[figure]));
    return {
      counts,
      before: await patientsBefore(tx, range.from),
      overdue: await overdueAtEnds(tx, ends),
    };
  });
  let total = before;
  const points = periods.map((start, index): ProgramPoint => {
    const key = day(start);
    const of = (figure: FlowFigure) => counts.get(figure)?.get(key) ?? 0;
    total += of('patientsEnrolled');
    return {
      start: key,
      patientsEnrolled: of('patientsEnrolled'),
      patientsTotal: total,
      labelsPrinted: of('labelsPrinted'),
      labelsRegistered: of('labelsRegistered'),
      labelScans: of('labelScans'),
      newMembers: of('newMembers'),
      recordsVerified: of('recordsVerified'),
      recordsOverdue: overdue[index] ?? 0,
    };
  });
  return { interval: query.interval, from: day(range.from), to: day(range.to), points };
}
