import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createPglite, openDatabase, type DatabaseEngine, type DatabaseHandle } from '../db/client';
import { migrateDatabase, migrationsFolder } from '../db/migrate';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  destroy(): Promise<void>;
}

export function testEngine(): DatabaseEngine {
  const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
  if (engine !== 'pglite' && engine !== 'postgres')
    throw new Error(`TEST_DB_ENGINE: unknown engine ${engine}`);
  return engine;
}

/** Hash of every migration file: a template built from other migrations is never reused. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** Templates of older migration sets, unused for a day, are removed. */
function removeStaleTemplates(dir: string): void {
  const dayAgo = Date.now() - 86_400_000;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.startsWith('pglite-') && statSync(path).mtimeMs < dayAgo)
      rmSync(path, { force: true });
  }
}

/**
 * PGlite's initdb takes seconds; a migrated data directory is dumped once to the temp folder
 * and each test file loads that copy into a fresh in-memory instance.
 */
async function pgliteTemplate(): Promise<Blob> {
  const dir = join(tmpdir(), 'lifeline-test-templates');
  const file = join(dir, `pglite-${migrationsFingerprint()}.tar`);
  if (!existsSync(file)) {
    const client = await createPglite(null);
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    removeStaleTemplates(dir);
  }
  return new Blob([readFileSync(file)]);
}

async function pgliteDatabase(): Promise<TestDatabase> {
  const handle = await openDatabase({
    engine: 'pglite',
    dataDir: null,
    loadDataDir: await pgliteTemplate(),
  });
  await migrateDatabase(handle);
  return { handle, destroy: () => handle.close() };
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DB_ENGINE=postgres needs DATABASE_URL (a server where databases can be created)',
    );
  return url;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A uniquely named database on the DATABASE_URL server, migrated, dropped afterwards. */
async function postgresDatabase(): Promise<TestDatabase> {
  const name = `lifeline_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 4 });
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
    throw error;
  }
  return {
    handle,
    destroy: async () => {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A fresh, migrated database on the engine TEST_DB_ENGINE names (PGlite by default). */
export function createTestDatabase(): Promise<TestDatabase> {
  return testEngine() === 'postgres' ? postgresDatabase() : pgliteDatabase();
}
