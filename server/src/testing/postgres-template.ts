// Vitest globalSetup of the server-postgres project: the migrations run once per run, into a
// template database, and each test file's fresh database is a copy of it (test-db.ts), which is
// cheaper than replaying every migration per file. The template, and every database copied from
// it that a file left behind, is dropped when the run ends.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { adminQuery, databaseUrl } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database's name (server-postgres only). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = `lifeline_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${template}`);
  const handle = await openDatabase({
    engine: 'postgres',
    url: databaseUrl(template),
    poolSize: 1,
  });
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    await adminQuery(`drop database if exists ${template} with (force)`);
    throw error;
  }
  // No connection may stay on a template: CREATE DATABASE … TEMPLATE refuses while one does.
  await handle.close();
  project.provide('postgresTemplate', template);
  return async () => {
    await adminQuery(`drop database if exists ${template} with (force)`);
  };
}
