import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerCleanup } from '../../testing/cleanup';
import { insertPatient } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { licenses } from '../licences/licences.table';

/*
 * Issue 21: mail goes out after the transaction has committed. On embedded PGlite a
 * transaction holds the only connection, so a mail server that accepts and never answers must
 * not hold up anyone else's request (a responder's label page included) while it hangs.
 */

interface SilentSmtp {
  server: Server;
  open: Set<Socket>;
  /** Resolves when the next connection arrives. */
  nextConnection(): Promise<void>;
  /** Ends every hanging connection, so the waiting send fails at once. */
  hangUp(): void;
}

/** A listener that accepts connections and never says a word (no SMTP greeting). */
async function silentSmtp(): Promise<SilentSmtp> {
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  registerCleanup(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return {
    server,
    open,
    nextConnection: async () => {
      await once(server, 'connection');
    },
    hangUp: () => {
      for (const socket of open) socket.destroy();
    },
  };
}

let t: TestApp;
let smtp: SilentSmtp;
let memberCookie: string;
let adminCookie: string;
let patientId: string;

beforeAll(async () => {
  smtp = await silentSmtp();
  const { port } = smtp.server.address() as AddressInfo;
  // The app's own mail timeout (15 s) is kept: the test ends the hang itself.
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  const member = await t.loginAs('VOLUNTEER');
  memberCookie = member.cookie;
  adminCookie = (await t.loginAs('ADMIN')).cookie;
  patientId = (await insertPatient(t.db, member.user.id, t.clock.now(), { firstName: 'Ada' })).id;
  await t.db
    .insert(licenses)
    .values({ licenseNumber: 'HANG001', name: 'Hang, Ann', licenseType: 'EMT', status: 'Active' });
});

afterEach(() => smtp.hangUp());

const readPatient = () =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/patients/${patientId}`,
    headers: { cookie: memberCookie },
  });

/**
 * While `slow` waits on the silent mail server, a member reads a patient: the read must answer
 * first, with the mail connection still hanging.
 */
async function expectReadAnswersMeanwhile(slow: Promise<LightMyRequestResponse>) {
  const settled = slow.then(() => 'mail request' as const);
  await smtp.nextConnection();
  const read = readPatient();
  const first = await Promise.race([read.then(() => 'patient read' as const), settled]);
  expect(first).toBe('patient read');
  expect(smtp.open.size).toBeGreaterThan(0);
  expect((await read).statusCode).toBe(200);
  smtp.hangUp();
  return slow;
}

describe('mail to a server that never answers', () => {
  it('does not hold up GET /patients/:id during a registration', async () => {
    const registration = t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      remoteAddress: '10.21.0.1',
      payload: {
        firstName: 'Ann',
        lastName: 'Hang',
        email: 'ann.hang@example.org',
        password: 'Sign-up-pass-1',
        licenseNumber: 'hang001',
      },
    });
    const response = await expectReadAnswersMeanwhile(registration);
    // The account is saved; the failed mail is logged, not undone.
    expect(response.statusCode).toBe(201);
  });

  it('does not hold up GET /patients/:id during an invite batch', async () => {
    const batch = t.app.inject({
      method: 'POST',
      url: '/api/v1/invites',
      headers: { cookie: adminCookie },
      payload: { recipients: 'a.hang@example.org, b.hang@example.org', role: 'STAFF' },
    });
    const response = await expectReadAnswersMeanwhile(batch);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toHaveLength(2);
  });
});
