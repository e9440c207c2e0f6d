import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client';
import { patients } from '../patients/patients.table';
import { intervalMonthsSql } from '../verification/verification.service';

/*
 * [ours] Issue 24: records overdue for review at each period's end. A record is overdue at T when
 * its review_from (last verification, or creation: a generated column) is at or before T less the
 * review interval: the Due for review list's cutoff (verification.service.ts), with T for now.
 *
 * One statement for every period: the cutoffs T_k − interval, in order, then one range scan of
 * patients_review_from_idx up to the last cutoff, each entry put in the bucket of the first
 * cutoff it is at or before (width_bucket over the cutoffs, a binary search). The counts summed
 * bucket by bucket are the overdue records at each end. The work grows with the records overdue
 * at the range's end, not with the table.
 */

/** width_bucket counts the bounds at or below a value; one microsecond past each cutoff makes it "strictly below". */
const PAST_CUTOFF = sql.raw(`interval '1 microsecond'`);

/** Per bucket (the number of cutoffs strictly before review_from), the records in it. */
export function overdueBucketsQuery(ends: readonly Date[]) {
  const endList = sql.join(
    ends.map((end) => sql`${end.toISOString()}::timestamptz`),
    sql`, `,
  );
  return sql`
    with cutoffs as (
      select e.k, ((e.end_at at time zone 'UTC') - make_interval(months => ${intervalMonthsSql})) at time zone 'UTC' as cutoff
      from unnest(array[${endList}]) with ordinality as e(end_at, k)
    )
    select width_bucket(${patients.reviewFrom},
             (select array_agg(cutoff + ${PAST_CUTOFF} order by k) from cutoffs)) as bucket,
           count(*)::int as total
    from ${patients}
    where ${patients.reviewFrom} <= (select max(cutoff) from cutoffs)
    group by 1`;
}

/**
 * The records overdue at each of `ends` (ascending), in its order. Only each record's latest
 * verification is kept: a record verified after an end counts as not overdue at it (docs/program.md).
 */
export async function overdueAtEnds(db: Queryable, ends: readonly Date[]): Promise<number[]> {
  if (ends.length === 0) return [];
  const rows = await queryRows<{ bucket: number | string; total: number | string }>(
    db,
    overdueBucketsQuery(ends),
  );
  const inBucket = new Array<number>(ends.length).fill(0);
  for (const row of rows) {
    const bucket = Number(row.bucket);
    if (bucket < ends.length) inBucket[bucket] = (inBucket[bucket] ?? 0) + Number(row.total);
  }
  let running = 0;
  return inBucket.map((count) => (running += count));
}
