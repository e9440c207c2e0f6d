import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/outbox';
import { insertPatient } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { patients } from '../patients/patients.table';
import { pushSubscriptions } from './notices.table';
import { pushPayloadOf } from './notices.jobs';
import { eventually } from '../../testing/eventually';

/*
 * Issue 24: Web Push, against a push service run here (HTTPS with a throwaway certificate): the
 * member's choices decide what is sent; each push carries the server's VAPID signature and an
 * encrypted body (never the payload in clear); a 410 removes the device, a 500 is retried.
 */

const fastJobs = { work: true, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service: records every request; `/gone/…` answers 410, `/flaky/…` 500 twice. */
function startPushService(): Promise<{ server: Server; origin: string; received: Received[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'lifeline-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
    ],
    { stdio: 'ignore' },
  );
  const received: Received[] = [];
  const failures = new Map<string, number>();
  const server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        if (path.startsWith('/gone/')) return void response.writeHead(410).end();
        if (path.startsWith('/flaky/')) {
          const failed = failures.get(path) ?? 0;
          if (failed < 2) {
            failures.set(path, failed + 1);
            return void response.writeHead(500).end();
          }
        }
        response.writeHead(201).end();
      });
    },
  );
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `https://localhost:${port}`, received });
    });
  });
}

/** A browser's subscription keys: a P-256 key pair and 16 random bytes. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** Checks `vapid t=<jwt>, k=<public key>`: the JWT signed by that key, for the service's origin. */
function checkVapid(authorization: string, publicKey: string, origin: string) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization);
  expect(match).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(publicKey);
  const [header, claims, signature] = jwt!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(ok).toBe(true);
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string };
  expect(body.aud).toBe(origin);
}

describe('Web Push', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    push = await startPushService();
    t = await createTestApp({
      jobs: fastJobs,
      pushAgent: new Agent({ rejectUnauthorized: false }),
    });
  });
  afterAll(async () => {
    await t.close();
    push.server.close();
  });

  async function member(role: 'VOLUNTEER' | 'STAFF', path: string | null, choices: object) {
    const login = await t.loginAs(role);
    if (path) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/v1/notices/push/subscriptions',
        headers: { cookie: login.cookie },
        payload: { endpoint: `${push.origin}${path}`, expirationTime: null, keys: deviceKeys() },
      });
      expect(saved.json()).toEqual({ devices: 1 });
    }
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notices/preferences',
      headers: { cookie: login.cookie },
      payload: choices,
    });
    expect(chosen.statusCode).toBe(200);
    return login;
  }

  async function followAndChange(followers: { cookie: string }[]) {
    const staff = await t.loginAs('STAFF');
    const patient = await insertPatient(t.db, staff.user.id, t.clock.now());
    for (const follower of followers) {
      const followed = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/patients/${patient.id}/follow`,
        headers: { cookie: follower.cookie },
      });
      expect(followed.statusCode).toBe(200);
    }
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/patients/${patient.id}`,
      headers: { cookie: staff.cookie },
      payload: { codeStatus: 'DNR' },
    });
    expect(patched.statusCode).toBe(200);
    return patient;
  }

  it('gives a new member the defaults, and keeps what they choose', async () => {
    const login = await t.loginAs('VOLUNTEER');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notices/preferences',
      headers: { cookie: login.cookie },
    });
    expect(read.json()).toEqual({
      change: { email: true, push: false },
      scan: { email: true, push: false },
      digest: { email: true, push: false },
    });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notices/preferences',
      headers: { cookie: login.cookie },
      payload: { scan: { push: true }, digest: { email: false } },
    });
    expect(changed.json()).toEqual({
      change: { email: true, push: false },
      scan: { email: true, push: true },
      digest: { email: false, push: false },
    });
    const key = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notices/push/key',
      headers: { cookie: login.cookie },
    });
    expect(key.json()).toEqual({ publicKey: t.app.push.publicKey });
    expect(t.app.push.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('pushes to those who chose push, mails those who chose e-mail, signed and encrypted', async () => {
    const pushOnly = await member('VOLUNTEER', '/ok/a', { change: { email: false, push: true } });
    const mailOnly = await member('STAFF', '/ok/b', {});
    const before = (await readOutbox(t.config.dataDir, 1000)).length;
    const patient = await followAndChange([pushOnly, mailOnly]);
    await eventually(() => push.received.some((r) => r.path === '/ok/a'));
    await eventually(async () => (await readOutbox(t.config.dataDir, 1000)).length === before + 1);
    await pause(1500);
    // mailOnly's device got nothing; pushOnly got no mail.
    expect(push.received.filter((r) => r.path === '/ok/b')).toHaveLength(0);
    const mails = await readOutbox(t.config.dataDir, 1000);
    expect(
      mails
        .slice(0, mails.length - before)
        .map((mail) => mail.to)
        .join(),
    ).toContain(mailOnly.user.email);
    expect(mails.map((mail) => mail.to).join()).not.toContain(pushOnly.user.email);

    const [sent] = push.received.filter((r) => r.path === '/ok/a');
    checkVapid(String(sent!.headers.authorization), t.app.push.publicKey, push.origin);
    expect(sent!.headers['content-encoding']).toBe('aes128gcm');
    expect(sent!.headers.ttl).toBeDefined();
    const plain = JSON.stringify(pushPayloadOf({ kind: 'change', patientId: patient.id }, 'en'));
    expect(sent!.body.length).toBeGreaterThan(plain.length);
    const body = sent!.body.toString('latin1');
    expect(body).not.toContain(patient.id);
    expect(body).not.toContain('Lifeline');
    expect(body).not.toContain('change');
  });

  it('pushes the daily digest once to a follower who chose it, to no one who kept it off', async () => {
    const wantsIt = await member('VOLUNTEER', '/ok/digest', { digest: { push: true } });
    const keptOff = await member('VOLUNTEER', '/ok/no-digest', { change: { push: true } });
    const staff = await t.loginAs('STAFF');
    const patient = await insertPatient(t.db, staff.user.id, t.clock.now());
    // Due on 9 March 2026: in the digest of 10 March.
    await t.db
      .update(patients)
      .set({ createdAt: new Date('2025-09-09T18:00:00Z') })
      .where(eq(patients.id, patient.id));
    for (const follower of [wantsIt, keptOff]) {
      const followed = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/patients/${patient.id}/follow`,
        headers: { cookie: follower.cookie },
      });
      expect(followed.statusCode).toBe(200);
    }
    await t.app.jobs.send('review-digest', { day: '2026-03-10' });
    await t.app.jobs.send('review-digest', { day: '2026-03-10' });
    await eventually(() => push.received.some((r) => r.path === '/ok/digest'));
    await pause(2000);
    expect(push.received.filter((r) => r.path === '/ok/digest')).toHaveLength(1);
    expect(push.received.filter((r) => r.path === '/ok/no-digest')).toHaveLength(0);
    expect(push.received.find((r) => r.path === '/ok/digest')?.body.toString()).not.toContain(
      'Records due for review',
    );
  });

  it('removes a device the push service says is gone, and retries one that failed', async () => {
    const gone = await member('VOLUNTEER', '/gone/c', { change: { push: true } });
    const flaky = await member('VOLUNTEER', '/flaky/d', { change: { push: true } });
    await followAndChange([gone, flaky]);
    await eventually(() => push.received.filter((r) => r.path === '/flaky/d').length === 3);
    await eventually(async () => {
      const rows = await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, gone.user.id));
      return rows.length === 0;
    });
    expect(push.received.filter((r) => r.path === '/gone/c')).toHaveLength(1);
    const kept = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, flaky.user.id));
    expect(kept).toHaveLength(1);
    // Retried until it was taken: two failures, then the push.
    expect(push.received.filter((r) => r.path === '/flaky/d')).toHaveLength(3);
  });

  it('removes a device on request, and never another member’s', async () => {
    const endpoint = `${push.origin}/ok/e`;
    const owner = await member('VOLUNTEER', '/ok/e', {});
    const other = await t.loginAs('STAFF');
    const remove = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/notices/push/subscriptions/remove',
        headers: { cookie },
        payload: { endpoint },
      });
    expect((await remove(other.cookie)).json()).toEqual({ devices: 0 });
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(1);
    expect((await remove(owner.cookie)).json()).toEqual({ devices: 0 });
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(0);
  });

  it('answers bad subscriptions and choices with a 4xx and a message', async () => {
    const login = await t.loginAs('VOLUNTEER');
    for (const [url, payload] of [
      [
        '/api/v1/notices/push/subscriptions',
        { endpoint: 'http://push.example/x', keys: deviceKeys() },
      ],
      [
        '/api/v1/notices/push/subscriptions',
        { endpoint: `${push.origin}/x`, keys: { p256dh: '!' } },
      ],
      ['/api/v1/notices/push/subscriptions/remove', { endpoint: 42 }],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: login.cookie },
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toHaveProperty('message');
    }
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notices/preferences',
      headers: { cookie: login.cookie },
      payload: { change: { sms: true } },
    });
    expect(bad.statusCode).toBe(422);
  });
});
