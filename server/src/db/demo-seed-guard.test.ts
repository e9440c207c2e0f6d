import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../testing/run-command';
import { createScratchDatabase } from '../testing/server-process';
import { createTestApp, testConfig } from '../testing/test-app';
import { testEngine } from '../testing/test-db';
import { openConfiguredDatabase, queryRows } from './client';
import { demoSeedRefusal } from './demo-seed-guard';
import { ensureFirstAdmin } from './first-admin';
import { seedDemoUsers } from './demo-users';

/* `npm run seed:demo` adds an ADMIN with a published password: only where that is harmless. */

const cleanups: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the demo seed', () => {
  it('may run on a local install whose only members are the demo ones', async () => {
    const t = await createTestApp({ env: { BASE_URL: 'http://localhost:3000' } });
    expect(await demoSeedRefusal(t.db, t.app.config)).toBeNull();
    await seedDemoUsers(t.db);
    expect(await demoSeedRefusal(t.db, t.app.config)).toBeNull();
  });

  it('may run after npm start created the first admin, the README order', async () => {
    const t = await createTestApp({ env: { BASE_URL: 'http://localhost:3000' } });
    await ensureFirstAdmin(t.db, t.app.config);
    expect(await demoSeedRefusal(t.db, t.app.config)).toBeNull();
    await t.createUser({ role: 'VOLUNTEER' });
    expect(await demoSeedRefusal(t.db, t.app.config)).toMatch(/holds 1 member besides/);
  });

  it('is refused on a public install (BASE_URL https)', async () => {
    const t = await createTestApp({ env: { BASE_URL: 'https://lifeline.example.org' } });
    expect(await demoSeedRefusal(t.db, t.app.config)).toMatch(
      /BASE_URL is https:\/\/lifeline\.example\.org, a public install.*Pass --force/,
    );
  });

  it('is refused on a database with members besides the demo ones', async () => {
    const t = await createTestApp({ env: { BASE_URL: 'http://localhost:3000' } });
    await t.createUser({ role: 'STAFF' });
    expect(await demoSeedRefusal(t.db, testConfig())).toMatch(
      /holds 1 member besides the demo ones.*Pass --force/,
    );
  });

  it('npm run seed:demo stops on a public install and adds nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-seed-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      BASE_URL: 'https://lifeline.example.org',
    };
    if (testEngine() === 'postgres') {
      const scratch = await createScratchDatabase('seed_guard');
      cleanups.push(() => scratch.drop());
      env.DATABASE_URL = scratch.url;
    }
    const refused = await runCommand('server/src/db/seed-demo.ts', [], env);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(/a public install.*Pass --force/);
    const handle = await openConfiguredDatabase({
      databaseUrl: env.DATABASE_URL ?? null,
      dataDir,
    });
    const [members] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from users`,
    );
    await handle.close();
    expect(members?.n).toBe(0);
  }, 120_000);
});
