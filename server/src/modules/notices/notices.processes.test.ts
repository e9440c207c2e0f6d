import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { hashPassword } from '../../lib/password';
import {
  api,
  serverCluster,
  PROCESS_ADMIN,
  type ServerProcess,
} from '../../testing/server-process';
import { testEngine } from '../../testing/test-db';
import { users } from '../users/users.table';
import { notices } from './notices.table';
import { eventually } from '../../testing/eventually';

/*
 * Issue 24 with real server processes on one PostgreSQL database: a server killed (SIGKILL)
 * between a change's commit and its notice's send, then two servers running the queue: the
 * notice is mailed once after the restart, and every later notice exactly once by the two.
 */

const cleanups: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** This file's pace: up to 60 s, asked every 200 ms. */
const waitFor = (probe: () => Promise<boolean>) => eventually(probe, 60, 200);

describe.skipIf(testEngine() !== 'postgres')('notices across server processes', () => {
  it('a kill between commit and send, then two servers: each notice mailed exactly once', async () => {
    const cluster = await serverCluster('notices_processes', cleanups);
    const { start, mails } = cluster;

    // The first server stores jobs and runs none, so it dies with the notice's job unsent.
    const first = await start({ JOB_WORKERS: 'false' });
    const handle = await openDatabase({ engine: 'postgres', url: cluster.url, poolSize: 1 });
    cleanups.push(() => handle.close());
    const editor = {
      email: `editor.${randomUUID()}@example.org`,
      password: 'Editor-strong-pass-1',
    };
    await handle.db.insert(users).values({
      firstName: 'Eddie',
      lastName: 'Editor',
      email: editor.email,
      passwordHash: await hashPassword(editor.password),
      role: 'STAFF',
      emailVerifiedAt: new Date(),
      approvedAt: new Date(),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const signIn = async (server: ServerProcess, who: { email: string; password: string }) => {
      const answer = await api(server.url, 'POST', '/auth/login', { body: who });
      expect(answer.status).toBe(200);
      return answer.cookie ?? '';
    };
    const admin = await signIn(first, PROCESS_ADMIN);
    const staff = await signIn(first, editor);
    const patientId = randomUUID();
    expect(
      (await api(first.url, 'POST', '/patients', { cookie: staff, body: { id: patientId } }))
        .status,
    ).toBe(201);
    expect(
      (await api(first.url, 'PUT', `/patients/${patientId}/follow`, { cookie: admin })).status,
    ).toBe(200);
    const patch = (server: ServerProcess) =>
      api(server.url, 'PATCH', `/patients/${patientId}`, {
        cookie: staff,
        body: { codeStatus: 'DNR' },
      });
    expect((await patch(first)).status).toBe(200);
    await first.stop('SIGKILL');
    expect(await mails()).toHaveLength(0);
    expect(await handle.db.select().from(notices)).toHaveLength(0);

    // Two servers with workers on the same database: the stored job runs once.
    const [b, c] = await Promise.all([start({}), start({})]);
    await waitFor(async () => (await mails()).length >= 1);
    for (let i = 0; i < 6; i += 1) expect((await patch(i % 2 === 0 ? b : c)).status).toBe(200);
    await waitFor(async () => {
      const rows = await handle.db.select().from(notices);
      return rows.length === 7 && rows.every((row) => row.emailedAt !== null);
    });
    // Time for a second send of any of them, were there one.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await mails()).toHaveLength(7);
    expect(await b.stop()).toBe(0);
    expect(await c.stop()).toBe(0);
  });
});
