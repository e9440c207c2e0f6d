import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rawClientOf } from '../../db/client';
import { createMailer, MailSendError, type Mailer } from '../mail/mailer';
import { readOutbox } from '../mail/outbox';
import { insertPatient } from '../../testing/patient-data';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { notices } from './notices.table';
import { silentLog } from '../../testing/silent-log';
import { eventually } from '../../testing/eventually';

/*
 * Issue 24's guarantees of the job queue, on this engine (PGlite, or PostgreSQL with
 * DATABASE_URL): a notice stored before a stop is sent once after the restart; two servers with
 * their own connections and workers on one database send each notice exactly once; a failing
 * mail server is retried with back-off, and the PATCH that caused the notice does not wait.
 */

const fastJobs = { work: true, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const outbox = (dataDir: string) => readOutbox(dataDir, 10_000);

async function follow(t: TestApp, cookie: string, patientId: string) {
  const followed = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/patients/${patientId}/follow`,
    headers: { cookie },
  });
  expect(followed.statusCode).toBe(200);
}

async function patch(t: TestApp, cookie: string, patientId: string) {
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/patients/${patientId}`,
    headers: { cookie },
    payload: { codeStatus: 'DNR' },
  });
  expect(patched.statusCode).toBe(200);
}

async function followAndPatch(
  apps: { follower: TestApp; editor: TestApp },
  followerCookie: string,
  editorCookie: string,
  patientId: string,
) {
  const followed = await apps.follower.app.inject({
    method: 'PUT',
    url: `/api/v1/patients/${patientId}/follow`,
    headers: { cookie: followerCookie },
  });
  expect(followed.statusCode).toBe(200);
  const patched = await apps.editor.app.inject({
    method: 'PATCH',
    url: `/api/v1/patients/${patientId}`,
    headers: { cookie: editorCookie },
    payload: { codeStatus: 'DNR' },
  });
  expect(patched.statusCode).toBe(200);
}

describe('a stop between the commit and the send', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('sends the notice once, after the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-restart-'));
    // The first server stores jobs and runs none: it stops with the notice's job unsent.
    const first = await createTestApp({
      sharedDb: database,
      jobs: { work: false },
      env: { DATA_DIR: dataDir },
    });
    const follower = await first.loginAs('VOLUNTEER');
    const staff = await first.loginAs('STAFF');
    const patient = await insertPatient(first.db, staff.user.id, first.clock.now());
    await followAndPatch(
      { follower: first, editor: first },
      follower.cookie,
      staff.cookie,
      patient.id,
    );
    await first.close();
    expect(await outbox(dataDir)).toHaveLength(0);
    expect(await database.handle.db.select().from(notices)).toHaveLength(0);

    const second = await createTestApp({
      sharedDb: database,
      jobs: fastJobs,
      env: { DATA_DIR: dataDir },
    });
    await eventually(async () => (await outbox(dataDir)).length === 1);
    // Time for a second send, were there one.
    await pause(2000);
    await second.close();
    const mails = await outbox(dataDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toContain(follower.user.email);
    const rows = await database.handle.db.select().from(notices);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.emailedAt).not.toBeNull();
  });
});

describe('two servers on one database', () => {
  let database: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const raw = rawClientOf(database.handle.db);
    // On PostgreSQL the second server has its own pool; PGlite is one process's database.
    second =
      raw?.engine === 'postgres'
        ? {
            handle: await openDatabase({
              engine: 'postgres',
              url: raw.pool.options.connectionString!,
              poolSize: 4,
            }),
            destroy: () => Promise.resolve(),
          }
        : database;
  });
  afterAll(async () => {
    if (second !== database) await second.handle.close();
    await database.destroy();
  });

  it('sends each notice exactly once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-two-'));
    // One DATA_DIR and one Web Push pair, as two servers on one database must have.
    const vapid = webpush.generateVAPIDKeys();
    const env = {
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    };
    const a = await createTestApp({ sharedDb: database, jobs: fastJobs, env });
    const b = await createTestApp({ sharedDb: second, jobs: fastJobs, env });
    const followers = [
      await a.loginAs('VOLUNTEER'),
      await b.loginAs('STAFF'),
      await a.loginAs('STAFF'),
    ];
    const editors = [await a.loginAs('STAFF'), await b.loginAs('VOLUNTEER')];
    const patients = await Promise.all(
      [0, 1, 2, 3].map(() => insertPatient(a.db, editors[0]!.user.id, a.clock.now())),
    );
    for (const patient of patients) {
      for (const follower of followers) await follow(a, follower.cookie, patient.id);
    }
    // Each patient changed once through each server: 4 × 2 changes, told to 3 followers each.
    for (const patient of patients) {
      await patch(a, editors[0]!.cookie, patient.id);
      await patch(b, editors[1]!.cookie, patient.id);
    }
    const expected = await eventuallyCount(database, dataDir);
    await pause(2000);
    await a.close();
    await b.close();
    const mails = await outbox(dataDir);
    expect(mails).toHaveLength(expected);
    const rows = await database.handle.db.select().from(notices);
    expect(rows.every((row) => row.emailedAt !== null)).toBe(true);
    // One mail per notice: recipients and counts agree.
    const perRecipient = new Map<string, number>();
    for (const row of rows)
      perRecipient.set(row.recipientId, (perRecipient.get(row.recipientId) ?? 0) + 1);
    for (const follower of followers) {
      const count = mails.filter((mail) => mail.to.includes(follower.user.email)).length;
      expect(count).toBe(perRecipient.get(follower.user.id) ?? 0);
    }
  });

  /** Waits until every notice has its mail; answers how many notices there are. */
  async function eventuallyCount(db: TestDatabase, dataDir: string): Promise<number> {
    let total = 0;
    await eventually(async () => {
      const rows = await db.handle.db.select().from(notices);
      total = rows.length;
      return (
        total > 0 &&
        rows.every((row) => row.emailedAt !== null) &&
        (await outbox(dataDir)).length >= total
      );
    }, 60);
    expect(total).toBe(4 * 2 * 3);
    return total;
  }
});

describe('a failing mail server', () => {
  let t: TestApp;
  const attempts: number[] = [];
  beforeAll(async () => {
    const config = testConfig();
    const outboxMailer = createMailer({ config, log: silentLog, now: () => new Date() });
    // Fails twice, then delivers to the dev outbox.
    const failing: Mailer = {
      kind: 'outbox',
      close: () => outboxMailer.close(),
      send: async (...args) => {
        attempts.push(Date.now());
        if (attempts.length <= 2) throw new MailSendError('the mail server is down');
        await outboxMailer.send(...args);
      },
    };
    t = await createTestApp({ jobs: fastJobs, mailer: failing, env: { DATA_DIR: config.dataDir } });
  });
  afterAll(() => t.close());

  it('is retried with back-off, and the PATCH answers without waiting for it', async () => {
    const follower = await t.loginAs('VOLUNTEER');
    const staff = await t.loginAs('STAFF');
    const patient = await insertPatient(t.db, staff.user.id, t.clock.now());
    await followAndPatch({ follower: t, editor: t }, follower.cookie, staff.cookie, patient.id);
    // The PATCH has answered 200 and no send was tried within it.
    expect(attempts).toHaveLength(0);
    await eventually(async () => (await outbox(t.config.dataDir)).length === 1);
    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts as [number, number, number];
    // retryDelay 1 s doubling: the second wait at least twice the first's floor.
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);
    const [row] = await t.db
      .select()
      .from(notices)
      .where(eq(notices.recipientId, follower.user.id));
    expect(row?.emailedAt).not.toBeNull();
  });
});
