import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../../db/app-settings.table';
import { queryRows } from '../../db/client';
import { insertMedication, insertPatient } from '../../testing/patient-data';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { createMailer, MailSendError, type Mailer } from '../mail/mailer';
import { readOutbox } from '../mail/outbox';
import { patients } from '../patients/patients.table';
import { users } from '../users/users.table';
import { buildDigest, digestPushPayload } from './digest.jobs';
import { digestWindow, planDigest, type DigestContent } from './digest.service';
import { REVIEW_INTERVAL_KEY } from '../verification/verification.service';
import { silentLog } from '../../testing/silent-log';
import { eventually } from '../../testing/eventually';

/*
 * Issue 24's daily review digest, on this engine (PGlite, or PostgreSQL with DATABASE_URL):
 * which records it names (the day's boundaries, month ends), what staff and followers are told
 * (never a name or a medication), and its delivery through the job queue: once per member and
 * day however often the digest runs, after a restart between store and send, retried when the
 * mail server fails, nothing when the member turned the digest's e-mail off.
 */

const fastJobs = { work: true, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } as const;
const DAY = '2026-03-10';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The dev outbox's messages with their text and HTML parts. */
async function mailsIn(dataDir: string) {
  const entries = await readOutbox(dataDir, 10_000);
  return Promise.all(
    entries.map(async (entry) => {
      const parsed = await simpleParser(await readFile(entry.file));
      return { ...entry, text: parsed.text ?? '', html: parsed.html || '' };
    }),
  );
}

/** Sets when the record's review counts from (created, or verified, at). */
async function reviewFrom(t: TestApp, id: string, at: { created?: string; verified?: string }) {
  await t.db
    .update(patients)
    .set({
      ...(at.created ? { createdAt: new Date(at.created) } : {}),
      ...(at.verified ? { verifiedAt: new Date(at.verified) } : {}),
    })
    .where(eq(patients.id, id));
}

describe('the records a digest names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('those that became due the day before: after the previous midnight, up to this one', async () => {
    const author = await t.createUser({ role: 'STAFF' });
    const staff = await t.createUser({ role: 'STAFF' });
    const admin = await t.createUser({ role: 'ADMIN' });
    const follower = await t.createUser({ role: 'VOLUNTEER' });
    const idle = await t.createUser({ role: 'VOLUNTEER' });
    const disabledStaff = await t.createUser({ role: 'STAFF', state: 'disabled' });
    const pendingStaff = await t.createUser({ role: 'STAFF', state: 'unapproved' });
    const disabledFollower = await t.createUser({ role: 'VOLUNTEER', state: 'disabled' });
    const make = async (at: { created?: string; verified?: string }) => {
      const row = await insertPatient(t.db, author.id, t.clock.now());
      await reviewFrom(t, row.id, at);
      return row.id;
    };
    // Six-month interval (the default): due in (2026-03-09, 2026-03-10] from review_from in
    // (2025-09-09, 2025-09-10].
    const justAfter = await make({ created: '2025-09-09T00:00:00.001Z' });
    const atMidnight = await make({ created: '2025-09-10T00:00:00.000Z' });
    const verified = await make({ created: '2024-01-01T00:00:00Z', verified: '2025-09-09T12:00Z' });
    const dayBefore = await make({ created: '2025-09-09T00:00:00.000Z' });
    const dayAfter = await make({ created: '2025-09-10T00:00:00.001Z' });
    const longOverdue = await make({ created: '2025-01-01T00:00:00Z' });
    // Created long ago, verified since: not due.
    await make({ created: '2024-01-01T00:00:00Z', verified: '2026-01-01T00:00:00Z' });
    const follow = async (userId: string, patientId: string) =>
      t.db.execute(
        sql`insert into patient_followers (patient_id, user_id, created_at) values (${patientId}, ${userId}, now())`,
      );
    await follow(follower.id, justAfter);
    await follow(follower.id, dayBefore);
    await follow(follower.id, longOverdue);
    await follow(staff.id, verified);
    await follow(idle.id, dayAfter);
    await follow(disabledFollower.id, atMidnight);

    const digests = await planDigest(t.db, digestWindow(DAY, 'UTC'));
    const byId = new Map(digests.map((digest) => [digest.recipientId, digest]));
    const staffPart = { becameDue: 3, due: 5 };
    // The author too is staff; disabled and unapproved staff, and idle followers, get none.
    expect([...byId.keys()].sort()).toEqual([author.id, staff.id, admin.id, follower.id].sort());
    expect(byId.get(admin.id)).toEqual({
      day: DAY,
      recipientId: admin.id,
      staff: staffPart,
      followed: null,
    });
    expect(byId.get(staff.id)).toEqual({
      day: DAY,
      recipientId: staff.id,
      staff: staffPart,
      followed: { count: 1, patientIds: [verified] },
    });
    expect(byId.get(follower.id)).toEqual({
      day: DAY,
      recipientId: follower.id,
      staff: null,
      followed: { count: 1, patientIds: [justAfter] },
    });
    for (const absent of [idle, disabledStaff, pendingStaff, disabledFollower])
      expect(byId.has(absent.id)).toBe(false);

    // The next day's digest names the one just after midnight; a quiet day tells staff nothing.
    const next = await planDigest(t.db, digestWindow('2026-03-11', 'UTC'));
    expect(next.map((digest) => digest.recipientId)).toContain(idle.id);
    expect(next.find((digest) => digest.recipientId === idle.id)?.followed).toEqual({
      count: 1,
      patientIds: [dayAfter],
    });
    expect(next.find((digest) => digest.recipientId === admin.id)?.staff).toEqual({
      becameDue: 1,
      due: 6,
    });
    expect(await planDigest(t.db, digestWindow('2026-04-20', 'UTC'))).toEqual([]);
  });

  it('a day in the digest’s time zone, and month ends as the Due for review list adds them', async () => {
    expect(digestWindow('2026-03-10', 'America/Los_Angeles')).toEqual({
      day: '2026-03-10',
      from: new Date('2026-03-09T07:00:00Z'),
      // Daylight saving time began on 8 March.
      to: new Date('2026-03-10T07:00:00Z'),
    });
    expect(digestWindow('2026-03-09', 'America/Los_Angeles').from).toEqual(
      new Date('2026-03-08T08:00:00Z'),
    );

    await t.db
      .insert(appSettings)
      .values({ key: REVIEW_INTERVAL_KEY, value: '1', createdAt: new Date() })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: '1' } });
    try {
      const author = await t.createUser({ role: 'VOLUNTEER' });
      const patient = await insertPatient(t.db, author.id, t.clock.now());
      await reviewFrom(t, patient.id, { created: '2026-02-27T12:00:00Z' });
      await t.db.execute(
        sql`insert into patient_followers (patient_id, user_id, created_at) values (${patient.id}, ${author.id}, now())`,
      );
      const mine = async (day: string) =>
        (await planDigest(t.db, digestWindow(day, 'UTC'))).find(
          (digest) => digest.recipientId === author.id,
        )?.followed?.patientIds;
      // 27 February + one month is 27 March: not due on 30 March, though 31 March − one month
      // − one day is 27 February.
      expect(await mine('2026-03-31')).toBeUndefined();
      expect(await mine('2026-03-28')).toEqual([patient.id]);
    } finally {
      await t.db.delete(appSettings).where(eq(appSettings.key, REVIEW_INTERVAL_KEY));
    }
  });

  it('a push that names no one and opens the page for the reader', () => {
    const followedOne: DigestContent = {
      day: DAY,
      recipientId: 'r',
      staff: null,
      followed: { count: 1, patientIds: ['0b8f8f55-7d6e-4c44-9a37-3f1f2e0d6c11'] },
    };
    expect(digestPushPayload(followedOne, 'en')).toEqual({
      kind: 'digest',
      title: 'Lifeline',
      body: 'Records due for review',
      url: '/patients/0b8f8f55-7d6e-4c44-9a37-3f1f2e0d6c11',
    });
    expect(digestPushPayload({ ...followedOne, staff: { becameDue: 2, due: 9 } }, 'es').url).toBe(
      '/due-for-review',
    );
    expect(
      digestPushPayload({ ...followedOne, followed: { count: 2, patientIds: ['a', 'b'] } }, 'en')
        .url,
    ).toBe('/patients');
  });
});

describe('sending the digest', () => {
  let database: TestDatabase;
  let dataDir: string;
  const attempts: string[] = [];
  let failuresLeft = 2;
  let failing: Mailer;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'lifeline-digest-'));
    const outboxMailer = createMailer({
      config: testConfig({ DATA_DIR: dataDir }),
      log: silentLog,
      now: () => new Date(),
    });
    // The digest's first two sends fail, then every one is delivered to the dev outbox.
    failing = {
      kind: 'outbox',
      close: () => outboxMailer.close(),
      send: async (template, recipient, ...rest) => {
        if (template === 'reviewDigest') attempts.push(recipient.email);
        if (template === 'reviewDigest' && failuresLeft > 0) {
          failuresLeft -= 1;
          throw new MailSendError('the mail server is down');
        }
        await outboxMailer.send(template, recipient, ...rest);
      },
    };
  });
  afterAll(() => database.destroy());

  it('once per member after a restart between store and send, retried, and never twice', async () => {
    // The first server stores the digest's jobs and runs none: it stops with them unsent.
    const first = await createTestApp({
      sharedDb: database,
      jobs: { work: false },
      env: { DATA_DIR: dataDir },
    });
    const staff = await first.loginAs('STAFF');
    const follower = await first.loginAs('VOLUNTEER');
    const quietFollower = await first.loginAs('VOLUNTEER');
    const warfarin = await insertMedication(first.db, 'Warfarin digest test');
    const patient = await insertPatient(
      first.db,
      staff.user.id,
      first.clock.now(),
      { firstName: 'Zebedee', lastName: 'Quartermaine' },
      { medicationIds: [warfarin.id] },
    );
    await reviewFrom(first, patient.id, { created: '2025-09-09T18:00:00Z' });
    for (const member of [follower, quietFollower]) {
      const followed = await first.app.inject({
        method: 'PUT',
        url: `/api/v1/patients/${patient.id}/follow`,
        headers: { cookie: member.cookie },
      });
      expect(followed.statusCode).toBe(200);
    }
    const off = await first.app.inject({
      method: 'PUT',
      url: '/api/v1/notices/preferences',
      headers: { cookie: quietFollower.cookie },
      payload: { digest: { email: false } },
    });
    expect(off.statusCode).toBe(200);
    // The test app's admin is staff too: every staff member and the follower, one each.
    const staffCount = (
      await queryRows<{ n: number }>(
        first.db,
        sql`select cast(count(*) as integer) as n from ${users} where role in ('STAFF', 'ADMIN') and disabled_at is null and approved_at is not null`,
      )
    )[0]!.n;
    const told = await buildDigest(first.app, { data: { day: DAY }, createdOn: new Date() });
    expect(told).toBe(staffCount + 2);
    // Run again (a retry, a second scheduler): nothing more is stored.
    await buildDigest(first.app, { data: { day: DAY }, createdOn: new Date() });
    await first.close();
    expect(await mailsIn(dataDir)).toHaveLength(0);

    const second = await createTestApp({
      sharedDb: database,
      jobs: fastJobs,
      mailer: failing,
      env: { DATA_DIR: dataDir },
    });
    // And the job itself, through the queue, for the same day.
    await second.app.jobs.send('review-digest', { day: DAY });
    await eventually(async () => (await mailsIn(dataDir)).length >= staffCount + 1, 60);
    // Time for a second send of any of them, were there one.
    await pause(2500);
    const mails = await mailsIn(dataDir);
    await second.close();
    expect(mails).toHaveLength(staffCount + 1);
    // Two failures, each retried.
    expect(attempts).toHaveLength(staffCount + 1 + 2);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length);
    expect(mails.some((mail) => mail.to.includes(quietFollower.user.email))).toBe(false);

    const toFollower = mails.find((mail) => mail.to.includes(follower.user.email));
    expect(toFollower?.subject).toBe('Records due for review');
    expect(toFollower?.text).toContain(`Patient ${patient.id.slice(0, 8).toUpperCase()}…`);
    expect(toFollower?.links.some((link) => link.endsWith(`/patients/${patient.id}`))).toBe(true);
    expect(toFollower?.text).toContain(
      '1 patient you follow became due for review on March 9, 2026',
    );
    const toStaff = mails.find((mail) => mail.to.includes(staff.user.email));
    expect(toStaff?.text).toContain('1 record became due for review on March 9, 2026.');
    expect(toStaff?.text).toContain('1 record is due for review in all.');
    expect(toStaff?.links.some((link) => link.endsWith('/due-for-review'))).toBe(true);
    for (const mail of mails)
      for (const part of [mail.text, mail.html, mail.subject])
        for (const secret of ['Zebedee', 'Quartermaine', 'Warfarin'])
          expect(part).not.toContain(secret);
  });

  it('is scheduled where workers run, in the configured zone, and unscheduled when off', async () => {
    const schedules = () =>
      queryRows<{ name: string; cron: string; timezone: string }>(
        database.handle.db,
        sql`select name, cron, timezone from pgboss.schedule`,
      );
    const on = await createTestApp({
      sharedDb: database,
      jobs: fastJobs,
      env: { DIGEST_CRON: '15 6 * * *', DIGEST_TZ: 'Asia/Manila' },
    });
    await on.close();
    expect(await schedules()).toEqual([
      { name: 'review-digest', cron: '15 6 * * *', timezone: 'Asia/Manila' },
    ]);
    const off = await createTestApp({ sharedDb: database, jobs: fastJobs });
    await off.close();
    expect(await schedules()).toEqual([]);
  });
});
