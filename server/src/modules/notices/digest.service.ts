import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { can } from '@contract/permissions';
import { roleValues } from '@contract/roles';
import { inSnapshot, type Database } from '../../db/client';
import { countAll } from '../../lib/search';
import { patients } from '../patients/patients.table';
import { users } from '../users/users.table';
import { dueAtOf, intervalMonthsSql } from '../verification/verification.service';
import { patientFollowers } from './notices.table';

/*
 * [ours] Issue 24: what the daily review digest says. A record is due at review_from plus the
 * review interval (dueAtOf, the Due for review list's rule); the digest of day D tells of the
 * records that became due during the day before D, in DIGEST_TZ: due at a time in (from, to],
 * `to` being D's midnight. Staff get how many became due and how many are due in all; each
 * follower, which of the patients they follow became due (ids only, never a name or a value).
 */

/** How many of a follower's patients a digest names; the rest are counted. */
export const DIGEST_PATIENTS_LISTED = 20;

/** The day (YYYY-MM-DD in the zone) of the digest, and the window its records became due in. */
export interface DigestWindow {
  day: string;
  from: Date;
  to: Date;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of `at` in `timeZone`, YYYY-MM-DD. */
export function dayIn(at: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (at.getTime() - (at.getTime() % 1000));
}

/** The instant `day` begins in `timeZone` (its midnight; checked twice for a DST change). */
function midnightIn(day: string, timeZone: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const first = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(first), timeZone));
}

/** The digest of `day`: records that became due from the previous day's midnight to this one's. */
export function digestWindow(day: string, timeZone: string): DigestWindow {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const before = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) - 1));
  return {
    day,
    from: midnightIn(before.toISOString().slice(0, 10), timeZone),
    to: midnightIn(day, timeZone),
  };
}

/*
 * The conditions are ranges on patients_review_from_idx: review_from within a few days of
 * `at` minus the interval (months added in UTC clamp to the month's end, so `at − interval +
 * interval` may be up to three days short of `at`), then the exact rule on those rows only.
 */
const MONTH_END_SLACK_DAYS = 4;

/** `at` minus the review interval, plus `days`: a bound on review_from. */
const reviewFromNear = (at: Date, days: number) =>
  sql`(((${at.toISOString()}::timestamptz at time zone 'UTC') - make_interval(months => ${intervalMonthsSql}) + make_interval(days => ${sql.raw(String(days))})) at time zone 'UTC')`;

/** Records that became due in (from, to]. */
export function becameDueWhere(window: DigestWindow): SQL {
  return and(
    sql`${patients.reviewFrom} >= ${reviewFromNear(window.from, -MONTH_END_SLACK_DAYS)}`,
    sql`${patients.reviewFrom} < ${reviewFromNear(window.to, MONTH_END_SLACK_DAYS)}`,
    sql`${dueAtOf(patients.reviewFrom)} > ${window.from.toISOString()}::timestamptz`,
    sql`${dueAtOf(patients.reviewFrom)} <= ${window.to.toISOString()}::timestamptz`,
  )!;
}

/** Records due at `at` (the Due for review list's overdue ones), counted from the index alone. */
export function dueByWhere(at: Date): SQL {
  return sql`${patients.reviewFrom} < ${reviewFromNear(at, MONTH_END_SLACK_DAYS)} and (${patients.reviewFrom} < ${reviewFromNear(at, -MONTH_END_SLACK_DAYS)} or ${dueAtOf(patients.reviewFrom)} <= ${at.toISOString()}::timestamptz)`;
}

/** What one member's digest says; stored as the data of their digest jobs. */
export interface DigestContent {
  day: string;
  recipientId: string;
  /** For staff: records that became due, and all records due (overdue) at the day's start. */
  staff: { becameDue: number; due: number } | null;
  /** For a follower: how many of their patients became due, the first of them by id. */
  followed: { count: number; patientIds: string[] } | null;
}

/** The roles told of every record: those who read the Due for review list. */
const staffRoles = roleValues.filter((role) => can(role, 'review.list'));

/** The digests of a window, one per member with something to tell (read in one snapshot). */
export async function planDigest(db: Database, window: DigestWindow): Promise<DigestContent[]> {
  const becameDue = becameDueWhere(window);
  const { counts, staff, followers } = await inSnapshot(db, async (tx) => {
    const count = async (where: SQL) =>
      (await tx.select({ n: countAll() }).from(patients).where(where))[0]?.n ?? 0;
    const counted = { becameDue: await count(becameDue), due: await count(dueByWhere(window.to)) };
    const staffRows = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.role, staffRoles),
          isNotNull(users.approvedAt),
          isNull(users.rejectedAt),
          isNull(users.disabledAt),
        ),
      )
      .orderBy(asc(users.id));
    const followerRows = await tx
      .select({
        userId: patientFollowers.userId,
        count: sql<number>`count(*)`.mapWith(Number),
        patientIds: sql<
          string[]
        >`(array_agg(${patients.id}::text order by ${patients.id}))[1:${sql.raw(String(DIGEST_PATIENTS_LISTED))}]`,
      })
      .from(patients)
      .innerJoin(patientFollowers, eq(patientFollowers.patientId, patients.id))
      .innerJoin(users, and(eq(users.id, patientFollowers.userId), isNull(users.disabledAt)))
      .where(becameDue)
      .groupBy(patientFollowers.userId)
      .orderBy(asc(patientFollowers.userId));
    return { counts: counted, staff: staffRows, followers: followerRows };
  });
  const digests = new Map<string, DigestContent>();
  const digestOf = (recipientId: string) => {
    let digest = digests.get(recipientId);
    if (!digest)
      digests.set(
        recipientId,
        (digest = { day: window.day, recipientId, staff: null, followed: null }),
      );
    return digest;
  };
  // Staff hear of a day when a record became due in it; a quiet day sends nothing.
  if (counts.becameDue > 0)
    for (const { id } of staff)
      digestOf(id).staff = { becameDue: counts.becameDue, due: counts.due };
  for (const { userId, count, patientIds } of followers)
    digestOf(userId).followed = { count, patientIds };
  return [...digests.values()];
}
