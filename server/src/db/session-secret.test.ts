import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '../app';
import { registerCleanup } from '../testing/cleanup';
import { testConfig } from '../testing/test-app';
import { createTestDatabase, testEngine } from '../testing/test-db';
import { tableContents } from './backup/backup-tables';
import { queryRows } from './client';
import { sessionSecretFile } from './session-secret';

/* Where the session secret lives when SESSION_SECRET is unset: beside the server, not in backups. */

const newDataDir = () => mkdtempSync(join(tmpdir(), 'lifeline-secret-'));

// One Web Push pair for every start: the database refuses a server with another one
// (notices/vapid-keys.test.ts), and these tests move between DATA_DIRs.
const vapid = webpush.generateVAPIDKeys();

async function start(
  db: Awaited<ReturnType<typeof createTestDatabase>>,
  dataDir: string,
  env = {},
) {
  const app = await buildApp({
    config: testConfig({
      SESSION_SECRET: '',
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      ...env,
    }),
    db: db.handle.db,
  });
  registerCleanup(() => app.close());
  return app;
}

describe(`the session secret (${testEngine()})`, () => {
  it('is generated into an owner-only file in DATA_DIR, and no backup holds it', async () => {
    const database = await createTestDatabase();
    const dataDir = newDataDir();
    const app = await start(database, dataDir);
    const file = sessionSecretFile(dataDir);
    expect(readFileSync(file, 'utf8').trim()).toBe(app.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.stringify(await tableContents(database.handle.db))).not.toContain(
      app.sessionSecret,
    );
    // The next start reads the same one.
    expect((await start(database, dataDir)).sessionSecret).toBe(app.sessionSecret);
  });

  it('kept in the database by an earlier version, is moved to the file unchanged', async () => {
    const database = await createTestDatabase();
    const old = 'an-older-versions-secret-0123456789abcdefghij';
    await database.handle.db.execute(
      sql`insert into app_settings (key, value) values ('session_secret', ${old})`,
    );
    const dataDir = newDataDir();
    const app = await start(database, dataDir);
    expect(app.sessionSecret).toBe(old);
    expect(readFileSync(sessionSecretFile(dataDir), 'utf8').trim()).toBe(old);
    const left = await queryRows<{ value: string }>(
      database.handle.db,
      sql`select value from app_settings where value = ${old}`,
    );
    expect(left).toEqual([]);
  });

  it('missing on this machine, stops start-up saying what is missing and why', async () => {
    const database = await createTestDatabase();
    await start(database, newDataDir());
    // A restore onto another machine: the database without the file.
    const elsewhere = newDataDir();
    await expect(start(database, elsewhere)).rejects.toThrow(
      /set up with a session secret that this machine does not have: SESSION_SECRET is unset and .*session-secret does not exist\. Copy session-secret .* two-factor secrets sealed with it cannot be opened without it/,
    );
    // Another machine's file is refused too, rather than used.
    writeFileSync(sessionSecretFile(elsewhere), 'another-machines-secret-0123456789abcdefgh\n');
    await expect(start(database, elsewhere)).rejects.toThrow(
      /is not the session secret this database was set up with/,
    );
    // SESSION_SECRET is the operator's explicit choice, e.g. when the old secret is lost.
    const chosen = 'a-new-secret-chosen-by-the-operator-0123456789';
    const app = await start(database, elsewhere, { SESSION_SECRET: chosen });
    expect(app.sessionSecret).toBe(chosen);
  });
});
