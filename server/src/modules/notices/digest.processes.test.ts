import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { serverCluster, type ServerProcess } from '../../testing/server-process';
import { testEngine } from '../../testing/test-db';
import { createJobQueue } from '../jobs/jobs';
import { patients } from '../patients/patients.table';
import { users } from '../users/users.table';
import { patientFollowers } from './notices.table';
import { silentLog } from '../../testing/silent-log';
import { eventually } from '../../testing/eventually';

/*
 * Issue 24's digest with real server processes on one PostgreSQL database: the digest's job
 * stored twice (two schedulers, or a rerun) while no server runs workers, the server killed,
 * then two servers with workers and the scheduler on: each member gets one digest, and the
 * scheduler makes one job per occurrence however many servers run it.
 */

const cleanups: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** This file's pace: up to 90 s, asked every 250 ms. */
const waitFor = (probe: () => Promise<boolean>) => eventually(probe, 90, 250);

describe.skipIf(testEngine() !== 'postgres')('the digest across server processes', () => {
  it('a kill before the send, then two servers: one digest per member, one job per occurrence', async () => {
    const cluster = await serverCluster('digest_processes', cleanups, {
      // Every minute, so the scheduler has an occurrence to make while the test runs.
      DIGEST_CRON: '* * * * *',
    });
    const { start, mails } = cluster;

    // The first server migrates the database and runs no workers.
    const first: ServerProcess = await start({ JOB_WORKERS: 'false' });
    const handle = await openDatabase({ engine: 'postgres', url: cluster.url, poolSize: 2 });
    cleanups.push(() => handle.close());
    const now = new Date();
    const member = async (role: 'STAFF' | 'VOLUNTEER') => {
      const [row] = await handle.db
        .insert(users)
        .values({
          firstName: role === 'STAFF' ? 'Stella' : 'Victor',
          lastName: 'Member',
          email: `${role.toLowerCase()}.${randomUUID()}@example.org`,
          passwordHash: await hashPassword('Member-strong-pass-1'),
          role,
          emailVerifiedAt: now,
          approvedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    };
    const staff = await member('STAFF');
    const follower = await member('VOLUNTEER');
    // Due on 9 March 2026 (six months after): told in the digest of 10 March.
    const becameDue = randomUUID();
    const stamps = { createdById: staff.id, updatedById: staff.id, updatedAt: now };
    await handle.db.insert(patients).values([
      { id: becameDue, createdAt: new Date('2025-09-09T15:00:00Z'), ...stamps },
      { id: randomUUID(), createdAt: new Date('2025-01-01T00:00:00Z'), ...stamps },
    ]);
    await handle.db
      .insert(patientFollowers)
      .values({ patientId: becameDue, userId: follower.id, createdAt: now });

    // The digest of 10 March stored twice, as two schedulers or a rerun would: two jobs.
    const queue = createJobQueue({ db: handle.db, log: silentLog, work: false });
    await queue.start();
    expect(await queue.store('review-digest', { day: '2026-03-10' })).not.toBeNull();
    expect(await queue.store('review-digest', { day: '2026-03-10' })).not.toBeNull();
    await queue.stop();
    await first.stop('SIGKILL');
    expect(await mails()).toHaveLength(0);

    const [b, c] = await Promise.all([start({}), start({})]);
    // The process admin, the staff member and the follower.
    await waitFor(async () => (await mails()).length >= 3);
    // The scheduler has made its first occurrence's job (the first pass runs on start).
    const scheduled = () =>
      queryRows<{ minute: string; jobs: number }>(
        handle.db,
        sql`select to_char(created_on, 'YYYY-MM-DD HH24:MI') as minute, cast(count(*) as integer) as jobs from pgboss.job where name = 'review-digest' and (data ->> 'day') is null group by 1`,
      );
    await waitFor(async () => (await scheduled()).length >= 1);
    // Time for a second send of any digest, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const sent = await mails();
    expect(sent).toHaveLength(3);
    const recipients = sent.map((mail) => mail.to);
    expect(new Set(recipients).size).toBe(3);
    for (const who of [staff, follower])
      expect(recipients.some((to) => to.includes(who.email))).toBe(true);
    for (const slot of await scheduled()) expect(slot.jobs).toBe(1);
    expect(await b.stop()).toBe(0);
    expect(await c.stop()).toBe(0);
  }, 150_000);
});
