import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../client';
import {
  api,
  createScratchDatabase,
  PROCESS_ADMIN,
  startServerProcess,
  type ServerProcess,
} from '../../testing/server-process';
import { testEngine } from '../../testing/test-db';
import { backupContents, backupToFile } from './backup-files';
import { restoreDatabase } from './backup-restore';
import { tableContents } from './backup-tables';
import { requestBackup } from './control-socket';

/*
 * Real server processes on real data: a stream of writes, a backup taken while they run, a
 * SIGKILL mid-stream, and a restart that must find every write the server acknowledged. The
 * backup is then restored into a fresh database, which must hold exactly the backup's rows,
 * and those rows must be one snapshot (the patient counter, kept by triggers, matches the
 * patients; each patient has its creation event, and no event lacks its patient).
 */

const engine = testEngine();
const cleanups: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function signIn(server: ServerProcess): Promise<string> {
  const login = await api(server.url, 'POST', '/auth/login', { body: PROCESS_ADMIN });
  expect(login.status, server.output()).toBe(200);
  if (!login.cookie) throw new Error('no session cookie');
  return login.cookie;
}

const until = async (condition: () => boolean, what: string, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A fresh, empty database of the engine under test, to restore into. */
async function freshDatabase(): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ engine: 'pglite', dataDir: null });
    cleanups.push(() => handle.close());
    return handle;
  }
  const scratch = await createScratchDatabase('datasafe_restore');
  const handle = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 2 });
  cleanups.push(async () => {
    await handle.close();
    await scratch.drop();
  });
  return handle;
}

describe(`a killed server keeps every acknowledged write, and a live backup is one snapshot (${engine})`, () => {
  it('SIGKILL mid-stream, restart, find every acknowledged write; restore the mid-stream backup', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-durability-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      RATE_LIMIT_MULTIPLIER: '0',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
    };
    if (engine === 'postgres') {
      const scratch = await createScratchDatabase('datasafe_crash');
      cleanups.push(() => scratch.drop());
      env.DATABASE_URL = scratch.url;
    }

    const first = await startServerProcess(env);
    cleanups.push(() => first.stop('SIGKILL'));
    const cookie = await signIn(first);

    const acknowledged: string[] = [];
    const refused: number[] = [];
    let running = true;
    const writer = async () => {
      while (running) {
        const id = randomUUID();
        const answer = await api(first.url, 'POST', '/patients', { cookie, body: { id } }).catch(
          () => null, // the connection died with the process: not acknowledged
        );
        if (answer?.status === 201) acknowledged.push(id);
        else if (answer) refused.push(answer.status);
      }
    };
    const writers = Array.from({ length: 4 }, () => writer());

    await until(() => acknowledged.length >= 20, 'the first writes');
    const file = join(dataDir, 'mid-stream.jsonl.gz');
    const backupStarted = performance.now();
    const beforeBackup = acknowledged.length;
    if (engine === 'pglite') {
      await requestBackup(dataDir, file);
    } else {
      const handle = await openDatabase({ engine: 'postgres', url: env.DATABASE_URL ?? '' });
      await backupToFile(handle, file).finally(() => handle.close());
    }
    const backupMs = performance.now() - backupStarted;
    const atBackup = acknowledged.length;
    const duringBackup = atBackup - beforeBackup;
    await until(() => acknowledged.length >= atBackup + 30, 'writes after the backup');

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    running = false;
    await Promise.all(writers);
    expect(refused).toEqual([]);

    // The same data, a new process: every acknowledged patient is there.
    const second = await startServerProcess(env);
    cleanups.push(() => second.stop('SIGKILL'));
    const reader = await signIn(second);
    const listed = new Set<string>();
    for (let page = 1; ; page += 1) {
      const answer = await api(second.url, 'GET', `/patients?perPage=100&page=${page}`, {
        cookie: reader,
      });
      expect(answer.status).toBe(200);
      const rows = answer.body as Array<{ id: string }>;
      for (const row of rows) listed.add(row.id);
      if (rows.length < 100) break;
    }
    const missing = acknowledged.filter((id) => !listed.has(id));
    expect(missing).toEqual([]);
    console.info(
      `[durability ${engine}] ${acknowledged.length} acknowledged writes before SIGKILL, ${acknowledged.length - missing.length} found after restart (${listed.size} patients listed); mid-stream backup ${statSync(file).size} bytes in ${backupMs.toFixed(0)} ms (${duringBackup} writes acknowledged meanwhile)`,
    );
    expect(await second.stop()).toBe(0);

    // The mid-stream backup, restored into a fresh database, holds exactly its rows...
    const target = await freshDatabase();
    await restoreDatabase(target, file);
    expect(await tableContents(target.db)).toEqual(await backupContents(file));

    // ...and they are one snapshot, taken while patients were being written.
    const [counts] = await queryRows<{ counted: number; total: number }>(
      target.db,
      sql`select (select count(*)::int from patients) as counted,
                 (select total::int from patient_count) as total`,
    );
    console.info(
      `[durability ${engine}] the backup holds ${counts?.counted} patients; ${beforeBackup} were acknowledged when it was asked for, ${atBackup} when it arrived`,
    );
    expect(counts?.counted).toBeGreaterThanOrEqual(20);
    expect(counts?.counted).toBeLessThan(acknowledged.length);
    expect(counts?.total).toBe(counts?.counted);
    const orphans = await queryRows<{ id: string }>(
      target.db,
      sql`select e.target_id as id from audit_events e
           where e.action = 'patient.create'
             and not exists (select 1 from patients p where p.id::text = e.target_id)
          union all
          select p.id::text from patients p
           where not exists (select 1 from audit_events e
                              where e.action = 'patient.create' and e.target_id = p.id::text)`,
    );
    expect(orphans).toEqual([]);
    // The counter keeps counting after a restore: its triggers are back on.
    await target.db
      .execute(sql`insert into patients (id, created_at, updated_at, created_by_id, updated_by_id)
          select ${randomUUID()}, now(), now(), id, id from users limit 1`);
    const [after] = await queryRows<{ total: number }>(
      target.db,
      sql`select total::int as total from patient_count`,
    );
    expect(after?.total).toBe((counts?.total ?? 0) + 1);
  }, 240_000);
});
