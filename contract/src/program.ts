import { z } from 'zod';
import { documentedAs } from './openapi-hints';
import { isCalendarDate } from './patients.fields';

/**
 * [ours] The program's figures (issue 24): counts over time for staff and admins, never a
 * patient. GET /program/figures answers them as JSON, GET /program/figures/export as CSV.
 */

export const programIntervalValues = ['week', 'month'] as const;
export const programIntervalSchema = z.enum(programIntervalValues);
export type ProgramInterval = z.infer<typeof programIntervalSchema>;

/**
 * Every figure, in the order of the CSV's columns and the page's charts. Each is a count per
 * period, except the stocks `patientsTotal` and `recordsOverdue` (at the period's end). A new
 * figure is one name here (at the end, so the CSV's earlier columns keep their places), one
 * query on the server and one chart on the page; it is optional in `programPointSchema`, so an
 * older server still reads.
 */
export const programFigureValues = [
  /** Patients whose record was created in the period (still on record). */
  'patientsEnrolled',
  /** Patients on record at the end of the period. */
  'patientsTotal',
  /** Labels handed out for printing (`label.print` events' counts). */
  'labelsPrinted',
  /** Labels that got a patient (`patient.create` events). */
  'labelsRegistered',
  /** Records opened by a first responder (`patient.view` events by the FIRST_RESPONDER role). */
  'labelScans',
  /** Member accounts created. */
  'newMembers',
  /** Records verified (`patient.verify` events: every verification, not only each record's latest). */
  'recordsVerified',
  /**
   * Records overdue for review at the period's end (now for the period under way): last verified,
   * or created if never, longer ago than the review interval.
   */
  'recordsOverdue',
] as const;
export type ProgramFigure = (typeof programFigureValues)[number];

/** The most periods one request may ask for: five years of weeks. */
export const PROGRAM_MAX_PERIODS = 260;

export const programMessages = {
  invalidDate: 'Invalid date',
  toBeforeFrom: '`to` must be later than `from`',
  tooLong: `The range may hold at most ${PROGRAM_MAX_PERIODS} periods`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A `YYYY-MM-DD` as 00:00 UTC that day. */
export const utcDay = (value: string) => new Date(`${value}T00:00:00.000Z`);

/** The start (00:00 UTC) of the week (Monday, ISO 8601) or month holding `day`. */
export function periodStart(day: Date, interval: ProgramInterval): Date {
  if (interval === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/** The start of the period after the one starting at `start`. */
export function nextPeriod(start: Date, interval: ProgramInterval): Date {
  if (interval === 'month')
    return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + 7 * DAY_MS);
}

/**
 * The periods a range covers: from the start of the period holding `from` to the end of the
 * period holding the range's last day (`to` is exclusive), so every period is whole.
 */
export function programPeriods(from: string, to: string, interval: ProgramInterval): Date[] {
  const end = utcDay(to);
  const periods: Date[] = [];
  for (
    let start = periodStart(utcDay(from), interval);
    start < end && periods.length <= PROGRAM_MAX_PERIODS;
    start = nextPeriod(start, interval)
  )
    periods.push(start);
  return periods;
}

const calendarDateSchema = documentedAs(
  z.string().refine(isCalendarDate, { message: programMessages.invalidDate }),
  { pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
);

/**
 * GET /program/figures?from=&to=&interval=: `from` (inclusive) and `to` (exclusive) are UTC
 * calendar dates, as the audit trail's range; `interval` is `week` (default) or `month`. The
 * answer widens the range to whole periods. More than PROGRAM_MAX_PERIODS periods → 422.
 */
export const programFiguresQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    interval: programIntervalSchema.default('week'),
  })
  .refine((query) => query.to > query.from, {
    message: programMessages.toBeforeFrom,
    path: ['to'],
  })
  .refine(
    (query) =>
      query.to <= query.from ||
      programPeriods(query.from, query.to, query.interval).length <= PROGRAM_MAX_PERIODS,
    { message: programMessages.tooLong, path: ['to'] },
  );
export type ProgramFiguresQuery = z.input<typeof programFiguresQuerySchema>;

const countSchema = z.number().int().nonnegative();

/** One period: its first day, and each figure's count. */
export const programPointSchema = z.object({
  /** The period's first day (a Monday for weeks), `YYYY-MM-DD`. */
  start: z.string(),
  patientsEnrolled: countSchema,
  patientsTotal: countSchema,
  labelsPrinted: countSchema,
  labelsRegistered: countSchema,
  labelScans: countSchema,
  newMembers: countSchema,
  /** Optional: a server without verification (the reference server) sends neither. */
  recordsVerified: countSchema.optional(),
  recordsOverdue: countSchema.optional(),
});
export type ProgramPoint = z.infer<typeof programPointSchema>;

export const programFiguresSchema = z.object({
  interval: programIntervalSchema,
  /** The first period's first day. */
  from: z.string(),
  /** The day after the last period (exclusive). */
  to: z.string(),
  /** Oldest first, one per period, zeros included. */
  points: z.array(programPointSchema),
});
export type ProgramFigures = z.infer<typeof programFiguresSchema>;

/** The CSV export's columns: the period's first day, then every figure (stable English names). */
export const programCsvColumns = ['periodStart', ...programFigureValues] as const;
