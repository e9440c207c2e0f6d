import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase, queryRows } from '../client';
import { migrateDatabase } from '../migrate';
import { runCommand } from '../../testing/run-command';
import { createScratchDatabase } from '../../testing/server-process';
import { testEngine } from '../../testing/test-db';

/*
 * `npm run backup` and `npm run restore` as an operator runs them: separate processes, with the
 * server stopped (PGlite) or on PostgreSQL. What they leave on disk is owner-only, and an
 * encrypted backup comes back only with its passphrase.
 */

const engine = testEngine();
const work = mkdtempSync(join(tmpdir(), 'lifeline-backup-command-'));
const cleanups: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

const PASSPHRASE = 'a long backup passphrase';

/** The environment of a new, empty database of the engine under test. */
async function newDatabase(name: string): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: join(work, name) };
  if (engine === 'postgres') {
    const scratch = await createScratchDatabase(`backup_cmd_${name}`);
    cleanups.push(() => scratch.drop());
    env.DATABASE_URL = scratch.url;
  }
  return env;
}

async function patientMarkers(env: Record<string, string>): Promise<string[]> {
  const handle = await openConfiguredDatabase({
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir: env.DATA_DIR ?? '',
  });
  try {
    const rows = await queryRows<{ action: string }>(
      handle.db,
      sql`select action from audit_events order by action`,
    );
    return rows.map((row) => row.action);
  } finally {
    await handle.close();
  }
}

let source: Record<string, string>;

beforeAll(async () => {
  source = await newDatabase('source');
  const handle = await openConfiguredDatabase({
    databaseUrl: source.DATABASE_URL ?? null,
    dataDir: source.DATA_DIR ?? '',
  });
  await migrateDatabase(handle);
  await handle.db.execute(
    sql`insert into audit_events (created_at, action) values (now(), 'backup.command.test')`,
  );
  // As a server that generated its session secret leaves it: a fingerprint, the secret elsewhere.
  await handle.db.execute(
    sql`insert into app_settings (key, value) values ('session_secret_fingerprint', 'f00d')`,
  );
  await handle.close();
}, 120_000);

describe(`npm run backup and restore (${engine})`, () => {
  it('writes an owner-only file in an owner-only backups folder', async () => {
    const cwd = join(work, 'operator');
    mkdirSync(cwd);
    const result = await runCommand('server/src/db/backup/backup-command.ts', [], source, cwd);
    expect(result.code, result.output).toBe(0);
    const folder = join(cwd, 'backups');
    const [file] = readdirSync(folder);
    expect(file).toMatch(/^lifeline-.*\.jsonl\.gz$/);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, file ?? '')).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('encrypts with a passphrase, and restores only with it', async () => {
    const file = join(work, 'sealed.jsonl.gz.enc');
    const taken = await runCommand('server/src/db/backup/backup-command.ts', ['--out', file], {
      ...source,
      BACKUP_PASSPHRASE: PASSPHRASE,
    });
    expect(taken.code, taken.output).toBe(0);
    expect(taken.output).toMatch(/Encrypted backup/);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const target = await newDatabase('target');
    const restore = (args: string[], extra: Record<string, string> = {}) =>
      runCommand('server/src/db/backup/restore-command.ts', [file, ...args], {
        ...target,
        ...extra,
      });
    const without = await restore([]);
    expect(without.code).toBe(1);
    expect(without.output).toMatch(/is encrypted: give its passphrase in BACKUP_PASSPHRASE/);
    const rightFile = join(work, 'passphrase');
    writeFileSync(rightFile, `${PASSPHRASE}\n`, { mode: 0o600 });
    const restored = await restore(['--passphrase-file', rightFile]);
    expect(restored.code, restored.output).toBe(0);
    // The secret is not in the backup: the operator is told what the new machine still needs.
    expect(restored.output).toMatch(
      /Before starting the server: This database was set up with a session secret that this machine does not have/,
    );
    expect(await patientMarkers(target)).toContain('backup.command.test');
  }, 180_000);

  it('refuses a passphrase too short to protect patient data', async () => {
    const result = await runCommand(
      'server/src/db/backup/backup-command.ts',
      ['--out', join(work, 'short.jsonl.gz.enc')],
      { ...source, BACKUP_PASSPHRASE: 'short' },
    );
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/at least 12 characters/);
  }, 60_000);
});
