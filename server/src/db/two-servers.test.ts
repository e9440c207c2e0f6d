import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client';
import { migrationsFolder } from './migrate';
import { api, PROCESS_ADMIN, serverCluster, type ServerProcess } from '../testing/server-process';
import { testEngine } from '../testing/test-db';

/*
 * Two server processes on one PostgreSQL database, as behind a load balancer without sticky
 * sessions: started together on a fresh database, they migrate it once, and a journey whose
 * requests alternate between them sees one system (sessions, lockouts, rate limits, revocation).
 * PostgreSQL only: embedded PGlite is one process by design.
 */

const cleanups: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(testEngine() !== 'postgres')('two servers on one PostgreSQL database', () => {
  it('migrate once and share sessions, lockouts, rate limits and revocations', async () => {
    // One SESSION_SECRET and one Web Push pair for both, as the README asks (serverCluster);
    // rate limits on, as deployed.
    const cluster = await serverCluster('datasafe_two', cleanups, { RATE_LIMIT_MULTIPLIER: '1' });
    const start = () => cluster.start({});
    // Both are awaited, so one that started is stopped even when the other could not start.
    const started = await Promise.allSettled([start(), start()]);
    const [a, b] = started.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    }) as [ServerProcess, ServerProcess];

    // Migrated once, one first administrator, one session secret (of which the database keeps
    // only a fingerprint).
    const handle = await openDatabase({ engine: 'postgres', url: cluster.url, poolSize: 1 });
    cleanups.push(() => handle.close());
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [applied] = await queryRows<{ runs: number; distinct: number }>(
      handle.db,
      sql`select count(*)::int as runs, count(distinct hash)::int as distinct
            from drizzle.__drizzle_migrations`,
    );
    expect(applied).toEqual({ runs: journal.entries.length, distinct: journal.entries.length });
    const [once] = await queryRows<{ admins: number; secrets: number; fingerprints: number }>(
      handle.db,
      sql`select (select count(*)::int from users where role = 'ADMIN') as admins,
                 (select count(*)::int from app_settings where key = 'session_secret') as secrets,
                 (select count(*)::int from app_settings
                   where key = 'session_secret_fingerprint') as fingerprints`,
    );
    expect(once).toEqual({ admins: 1, secrets: 0, fingerprints: 1 });

    const servers = [a, b];
    const on = (i: number): ServerProcess => servers[i % 2] as ServerProcess;

    // A session made on A works on B.
    const signIn = await api(a.url, 'POST', '/auth/login', { body: PROCESS_ADMIN });
    expect(signIn.status).toBe(200);
    const cookie = signIn.cookie ?? '';
    expect((await api(b.url, 'GET', '/users/me', { cookie })).status).toBe(200);

    // The login lockout counts failures on both: ten, alternating, lock the e-mail everywhere.
    const stranger = {
      email: `nobody.${randomBytes(3).toString('hex')}@example.org`,
      password: 'x',
    };
    for (let i = 0; i < 10; i += 1) {
      expect((await api(on(i).url, 'POST', '/auth/login', { body: stranger })).status).toBe(404);
    }
    expect((await api(a.url, 'POST', '/auth/login', { body: stranger })).status).toBe(429);
    expect((await api(b.url, 'POST', '/auth/login', { body: stranger })).status).toBe(429);

    // A rate limit counts requests on both: 3 reset requests per e-mail per 15 minutes.
    const forgot = { email: PROCESS_ADMIN.email };
    for (let i = 0; i < 3; i += 1) {
      const answer = await api(on(i).url, 'POST', '/auth/password', { body: forgot });
      expect(answer.status).not.toBe(429);
      expect(answer.status).toBeLessThan(500);
    }
    const limited = await api(b.url, 'POST', '/auth/password', { body: forgot });
    expect(limited.status).toBe(429);

    // Revocation on A ends the session on B: a password change ends the member's other sessions.
    const second = await api(b.url, 'POST', '/auth/login', { body: PROCESS_ADMIN });
    expect(second.status).toBe(200);
    const other = second.cookie ?? '';
    expect((await api(a.url, 'GET', '/users/me', { cookie: other })).status).toBe(200);
    const changed = await api(a.url, 'PATCH', '/users/me/password', {
      cookie,
      body: { currentPassword: PROCESS_ADMIN.password, password: 'Another-strong-pass-42' },
    });
    expect(changed.status).toBe(200);
    expect((await api(b.url, 'GET', '/users/me', { cookie: other })).status).toBe(401);
    expect((await api(b.url, 'GET', '/users/me', { cookie })).status).toBe(200);
    // Signing out on B ends the session on A.
    expect((await api(b.url, 'GET', '/auth/logout', { cookie })).status).toBe(200);
    expect((await api(a.url, 'GET', '/users/me', { cookie })).status).toBe(401);

    expect(await a.stop()).toBe(0);
    expect(await b.stop()).toBe(0);
  }, 180_000);
});
