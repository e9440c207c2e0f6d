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
import { inject } from 'vitest';
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

/** The DATABASE_URL server's URL for the database `name`. */
export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A copy of the run's migrated template (postgres-template.ts). PostgreSQL refuses to copy a
 * database that has a connection (55006, object in use); nothing connects to the template once
 * it is migrated, but a retry covers a moment's overlap (e.g. autovacuum).
 */
async function copyTemplate(name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      await sleep(100 * attempt);
    }
  }
}

/** A uniquely named, migrated database on the DATABASE_URL server, dropped afterwards. */
async function postgresDatabase(): Promise<TestDatabase> {
  const name = `lifeline_t_${randomBytes(6).toString('hex')}`;
  // Provided by the server-postgres project's globalSetup; without it, migrate here.
  const template = inject('postgresTemplate') as string | undefined;
  if (template) await copyTemplate(name, template);
  else await adminQuery(`create database ${name}`);
  const handle = await openDatabase({ engine: 'postgres', url: databaseUrl(name), poolSize: 4 });
  const drop = async () => {
    await handle.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  };
  try {
    // On a copy of the template this finds every migration applied and changes nothing.
    await migrateDatabase(handle);
  } catch (error) {
    await drop();
    throw error;
  }
  return { handle, destroy: drop };
}

/** A fresh, migrated database on the engine TEST_DB_ENGINE names (PGlite by default). */
export function createTestDatabase(): Promise<TestDatabase> {
  return testEngine() === 'postgres' ? postgresDatabase() : pgliteDatabase();
}
