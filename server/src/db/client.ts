import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import { ArrivalQueue, inArrivalOrder } from './arrival-order';
import { withKeptPlans } from './kept-plans';
import { markTransactions } from './open-transaction';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one Drizzle API the application uses, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Anything that can run a query: the database or a transaction. */
export type Queryable = Database | Transaction;

export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

type OpenDatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  | {
      engine: 'pglite';
      dataDir: string | null;
      loadDataDir?: Blob;
      /** Run PGlite in its own worker thread (db/pglite-thread.ts): the served database. */
      thread?: boolean;
    };

/** PGlite with the extensions our migrations create. `dataDir: null` keeps it in memory. */
export async function createPglite(dataDir: string | null, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
}

/**
 * The connection under a Database, for a library that speaks SQL text itself (the job queue,
 * modules/jobs): PostgreSQL's pool, or the PGlite client Drizzle uses (in arrival order).
 */
export type RawClient =
  { engine: 'postgres'; pool: pg.Pool } | { engine: 'pglite'; client: PGlite };
const rawClients = new WeakMap<object, RawClient>();

/** The connection `db` was opened on (openDatabase); undefined for any other Database. */
export function rawClientOf(db: Database): RawClient | undefined {
  return rawClients.get(db);
}

function withRawClient(db: Database, raw: RawClient): Database {
  rawClients.set(db, raw);
  return db;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    return {
      db: withRawClient(markTransactions(drizzlePg({ client: pool, schema })), {
        engine: 'postgres',
        pool,
      }),
      engine: 'postgres',
      close: () => pool.end(),
    };
  }
  if (options.thread && !options.loadDataDir) {
    const thread = await PgliteThread.create(options.dataDir);
    // Two statements under way: the thread starts the next while this one's answer is read.
    const client = inArrivalOrder(withKeptPlans(thread.asPglite()), new ArrivalQueue(2));
    return {
      db: withRawClient(markTransactions(drizzlePglite({ client, schema })), {
        engine: 'pglite',
        client,
      }),
      engine: 'pglite',
      close: () => thread.close(),
    };
  }
  const raw = await createPglite(options.dataDir, options.loadDataDir);
  // One connection: requests take it in order of arrival (db/arrival-order.ts).
  const client = inArrivalOrder(withKeptPlans(raw));
  return {
    db: withRawClient(markTransactions(drizzlePglite({ client, schema })), {
      engine: 'pglite',
      client,
    }),
    engine: 'pglite',
    close: () => raw.close(),
  };
}

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function openConfiguredDatabase(config: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ engine: 'postgres', url: config.databaseUrl })
    : openDatabase({ engine: 'pglite', dataDir: join(config.dataDir, 'pglite'), thread: true });
}

/** Runs reads in one snapshot, e.g. a list's count and its rows (API.md §1.6). */
export function inSnapshot<T>(db: Database, read: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** Raw SQL for what the query builder cannot say; both drivers answer with `rows`. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Queryable,
  query: SQL,
): Promise<T[]> {
  const result: unknown = await db.execute<T>(query);
  return (result as { rows: T[] }).rows;
}
