import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { DatabaseHandle, Schema } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number stable across releases: several server processes take turns migrating. */
const MIGRATION_LOCK = 741_852_963;

/**
 * Applies the committed migrations with the migrator of the engine in use; `folder` names
 * another set (restore uses the first migrations only, to load an older backup).
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  folder: string = migrationsFolder,
): Promise<void> {
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder: folder });
    return;
  }
  const pool = (handle.db as NodePgDatabase<Schema> & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    const locked = drizzlePg({ client });
    await locked.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migratePg(locked, { migrationsFolder: folder });
    } finally {
      await locked.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    client.release();
  }
}
