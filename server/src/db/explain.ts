import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Database, type Queryable } from './client';

interface ExplainOptions {
  /** Planner switches to turn off for this one statement, e.g. `enable_seqscan`. */
  disable?: readonly ('enable_seqscan' | 'enable_indexscan' | 'enable_bitmapscan')[];
  /** Without parallel workers, as a statement sent after `set local max_parallel_workers_per_gather = 0`. */
  serial?: boolean;
}

/** Runs `explain` in a transaction with the options' planner settings. */
function explainWith<T>(
  db: Database,
  options: ExplainOptions,
  explain: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    for (const setting of options.disable ?? [])
      await tx.execute(sql`select set_config(${setting}, 'off', true)`);
    if (options.serial)
      await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true)`);
    return explain(tx);
  });
}

/** The plan PostgreSQL chooses for a statement exactly as the query builder sends it. */
export async function explainPlan(
  db: Database,
  query: SQLWrapper,
  options: ExplainOptions = {},
): Promise<string> {
  return explainWith(db, options, async (tx) => {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query.getSQL()}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** The index scans (and sequential scans) a plan uses, in order of appearance, once each. */
export function scansIn(plan: string): string[] {
  const scans = plan.matchAll(/(Bitmap Index Scan on \w+|Index Scan using \w+|Seq Scan on \w+)/g);
  return [...new Set([...scans].map((match) => match[1] ?? ''))];
}

/** Refreshes the planner's statistics after a bulk load. */
export async function analyzeTables(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * The time PostgreSQL spent executing a statement (EXPLAIN ANALYZE's "Execution Time", in ms):
 * the database's share of a latency, without the client, the network or the scheduler.
 */
export async function executionMs(
  db: Database,
  query: SQLWrapper,
  options: ExplainOptions = {},
): Promise<number> {
  const rows = await explainWith(db, options, (tx) =>
    queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain (analyze, timing off) ${query.getSQL()}`),
  );
  const line = rows
    .map((row) => row['QUERY PLAN'])
    .find((text) => text.startsWith('Execution Time'));
  return Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN);
}
