import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { appSettings } from '../../db/app-settings.table';
import { registerCleanup } from '../../testing/cleanup';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, testEngine, type TestDatabase } from '../../testing/test-db';
import { VAPID_PUBLIC_KEY_SETTING, vapidKeysFile } from './vapid-keys';

/*
 * Several servers on one database must sign Web Push with one key pair: the database records
 * the public key on the first start, and a server with another one refuses to start.
 */

const newDataDir = () => mkdtempSync(join(tmpdir(), 'lifeline-vapid-'));

const envOf = (keys: { publicKey: string; privateKey: string }) => ({
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
});

async function newDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  registerCleanup(() => database.destroy());
  return database;
}

async function start(database: TestDatabase, dataDir: string, env: Record<string, string> = {}) {
  const app = await buildApp({
    // No pair unless the case gives one: testConfig's own is unset.
    config: testConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '', ...env }),
    db: database.handle.db,
  });
  registerCleanup(() => app.close());
  return app;
}

async function recorded(database: TestDatabase): Promise<string[]> {
  const rows = await database.handle.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, VAPID_PUBLIC_KEY_SETTING));
  return rows.map((row) => row.value);
}

describe(`the Web Push keys of several servers on one database (${testEngine()})`, () => {
  it('the first start records the public key, generated or from the environment', async () => {
    const generated = await newDatabase();
    const dataDir = newDataDir();
    const app = await start(generated, dataDir);
    const file = JSON.parse(readFileSync(vapidKeysFile(dataDir), 'utf8')) as { publicKey: string };
    expect(app.push.publicKey).toBe(file.publicKey);
    expect(await recorded(generated)).toEqual([file.publicKey]);
    // The next start on the same DATA_DIR signs with the same pair.
    expect((await start(generated, dataDir)).push.publicKey).toBe(file.publicKey);

    const fromEnv = await newDatabase();
    const keys = webpush.generateVAPIDKeys();
    await start(fromEnv, newDataDir(), envOf(keys));
    expect(await recorded(fromEnv)).toEqual([keys.publicKey]);
  });

  it('servers with the same keys start: the same variables, or a copied file', async () => {
    const database = await newDatabase();
    const keys = webpush.generateVAPIDKeys();
    const a = await start(database, newDataDir(), envOf(keys));
    const b = await start(database, newDataDir(), envOf(keys));
    expect(b.push.publicKey).toBe(a.push.publicKey);

    const copied = await newDatabase();
    const first = newDataDir();
    await start(copied, first);
    const second = newDataDir();
    writeFileSync(vapidKeysFile(second), readFileSync(vapidKeysFile(first)));
    const other = await start(copied, second);
    expect(await recorded(copied)).toEqual([other.push.publicKey]);
  });

  it('a server with another pair is refused, saying what to do', async () => {
    const database = await newDatabase();
    const keys = webpush.generateVAPIDKeys();
    await start(database, newDataDir(), envOf(keys));
    const other = webpush.generateVAPIDKeys();
    const refusal = start(database, newDataDir(), envOf(other));
    await expect(refusal).rejects.toThrow(
      `This server's Web Push public key (from VAPID_PUBLIC_KEY) is ${other.publicKey}, but this database's servers sign with ${keys.publicKey}`,
    );
    await expect(refusal).rejects.toThrow(
      /set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to the same values on every server, or copy vapid-keys\.json from the DATA_DIR of the server that set the database up/,
    );
    // A second server that generated a pair of its own in its DATA_DIR is refused as well.
    const own = newDataDir();
    writeFileSync(vapidKeysFile(own), JSON.stringify(webpush.generateVAPIDKeys()));
    await expect(start(database, own)).rejects.toThrow(
      new RegExp(`from ${vapidKeysFile(own).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)`),
    );
    expect(await recorded(database)).toEqual([keys.publicKey]);
  });

  it('a server without keys is refused before it generates a pair of its own', async () => {
    const database = await newDatabase();
    const keys = webpush.generateVAPIDKeys();
    await start(database, newDataDir(), envOf(keys));
    const bare = newDataDir();
    await expect(start(database, bare)).rejects.toThrow(
      `This database's servers sign Web Push with the public key ${keys.publicKey}, and this server has no VAPID keys`,
    );
    expect(existsSync(vapidKeysFile(bare))).toBe(false);
  });

  it('VAPID_REPLACE_KEY=true replaces the recorded key on purpose', async () => {
    const database = await newDatabase();
    await start(database, newDataDir(), envOf(webpush.generateVAPIDKeys()));
    const chosen = webpush.generateVAPIDKeys();
    const app = await start(database, newDataDir(), {
      ...envOf(chosen),
      VAPID_REPLACE_KEY: 'true',
    });
    expect(app.push.publicKey).toBe(chosen.publicKey);
    expect(await recorded(database)).toEqual([chosen.publicKey]);
    // From then on, the new pair is the database's.
    await start(database, newDataDir(), envOf(chosen));
  });
});
