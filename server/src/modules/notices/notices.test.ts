import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/outbox';
import { SCAN_NOTICE_THROTTLE_SECONDS } from './notices.jobs';
import { insertAllergy, insertPatient } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { eventually } from '../../testing/eventually';

/*
 * Issue 24: follow a patient, be told of its changes and scans, through the durable job queue
 * (pg-boss on this engine's own database). Runs on PGlite and, with DATABASE_URL, PostgreSQL.
 */

const fastJobs = { work: true, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } as const;

/** Waits (polling) until `probe` answers true; fails after `seconds`. */
/** This file's pace: up to 20 s, asked every 100 ms. */
const waitFor = (probe: () => Promise<boolean>) => eventually(probe, 20, 100);

const outboxCount = async (t: TestApp) => (await readOutbox(t.config.dataDir, 1000)).length;

async function noticesOf(t: TestApp, cookie: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/notices',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    notices: { id: string; kind: string; sections: string[]; actor: { id: string } | null }[];
    unreadCount: number;
  }>();
}

const follow = (t: TestApp, cookie: string, id: string, method: 'PUT' | 'DELETE' | 'GET' = 'PUT') =>
  t.app.inject({ method, url: `/api/v1/patients/${id}/follow`, headers: { cookie } });

describe('notices: follow, change and scan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobs: fastJobs });
  });
  afterAll(() => t.close());

  it('follows and unfollows, 404 for an unknown patient', async () => {
    const volunteer = await t.loginAs('VOLUNTEER');
    const patient = await insertPatient(t.db, volunteer.user.id, t.clock.now());
    expect((await follow(t, volunteer.cookie, patient.id, 'GET')).json()).toEqual({
      following: false,
    });
    expect((await follow(t, volunteer.cookie, patient.id)).json()).toEqual({ following: true });
    expect((await follow(t, volunteer.cookie, patient.id)).json()).toEqual({ following: true });
    expect((await follow(t, volunteer.cookie, patient.id, 'GET')).json()).toEqual({
      following: true,
    });
    expect((await follow(t, volunteer.cookie, patient.id, 'DELETE')).json()).toEqual({
      following: false,
    });
    const unknown = await follow(t, volunteer.cookie, '6a0f4e0e-1c7b-4f7e-9a51-0d7a4b6f1e21');
    expect(unknown.statusCode).toBe(404);
    const responder = await t.loginAs('FIRST_RESPONDER');
    expect((await follow(t, responder.cookie, patient.id)).statusCode).toBe(403);
  });

  it('tells each follower, never the actor, which sections changed and by whom, not the values', async () => {
    const follower = await t.loginAs('VOLUNTEER');
    const staff = await t.loginAs('STAFF');
    const patient = await insertPatient(t.db, staff.user.id, t.clock.now());
    const allergy = await insertAllergy(t.db, 'Zebulon nut');
    await follow(t, follower.cookie, patient.id);
    await follow(t, staff.cookie, patient.id);
    const before = await outboxCount(t);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/patients/${patient.id}`,
      headers: { cookie: staff.cookie },
      payload: { medicalData: { allergies: [allergy.id] }, codeStatus: 'DNR' },
    });
    expect(patch.statusCode).toBe(200);
    await waitFor(async () => (await noticesOf(t, follower.cookie)).notices.length === 1);
    const list = await noticesOf(t, follower.cookie);
    expect(list.unreadCount).toBe(1);
    expect(list.notices[0]).toMatchObject({
      kind: 'change',
      sections: ['medicalData', 'codeStatus'],
      actor: { id: staff.user.id },
    });
    expect(JSON.stringify(list)).not.toContain('Zebulon');
    // The actor follows too, and is not told of their own change.
    expect((await noticesOf(t, staff.cookie)).notices).toHaveLength(0);

    await waitFor(async () => (await outboxCount(t)) === before + 1);
    const [mail] = await readOutbox(t.config.dataDir, 1);
    expect(mail?.to).toContain(follower.user.email);
    expect(mail?.links).toContain(`${t.config.baseUrl}/patients/${patient.id}`);
    const raw = await readFile(mail!.file, 'utf8');
    expect(raw).not.toContain('Zebulon');
    expect(raw).not.toContain('DNR');

    // Mark read: one, then all.
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notices/read',
      headers: { cookie: follower.cookie },
      payload: { ids: [list.notices[0]!.id] },
    });
    expect(read.json()).toEqual({ unreadCount: 0 });
  });

  it('tells followers of a responder scan once per throttle window', async () => {
    const follower = await t.loginAs('STAFF');
    const responder = await t.loginAs('FIRST_RESPONDER');
    const patient = await insertPatient(t.db, follower.user.id, t.clock.now());
    await follow(t, follower.cookie, patient.id);
    for (let i = 0; i < 3; i++) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/patients/${patient.id}`,
        headers: { cookie: responder.cookie },
      });
      expect(read.statusCode).toBe(200);
    }
    await waitFor(async () => (await noticesOf(t, follower.cookie)).notices.length >= 1);
    // The throttled reads stored no job: give a worker the time to run one, were there any.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const list = await noticesOf(t, follower.cookie);
    expect(list.notices).toHaveLength(1);
    expect(list.notices[0]).toMatchObject({
      kind: 'scan',
      sections: [],
      actor: { id: responder.user.id },
    });
    // Across processes the queue's own throttle decides: a second scan job for the patient
    // within the window is not stored.
    const other = await insertPatient(t.db, follower.user.id, t.clock.now());
    const scan = {
      kind: 'scan',
      patientId: other.id,
      sections: [],
      actorId: null,
      at: new Date().toISOString(),
    };
    const throttle = { singletonKey: other.id, singletonSeconds: SCAN_NOTICE_THROTTLE_SECONDS };
    expect(await t.app.jobs.send('notice-scan', scan, throttle)).not.toBeNull();
    expect(await t.app.jobs.send('notice-scan', scan, throttle)).toBeNull();
  });

  it('answers bad input with a 4xx and a message, never a 500', async () => {
    const volunteer = await t.loginAs('VOLUNTEER');
    const headers = { cookie: volunteer.cookie };
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['nope'] },
      { all: false },
      { all: true, x: 1 },
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/notices/read',
        headers,
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(answer.json()).toHaveProperty('message');
    }
    for (const query of ['perPage=1000', 'page=0', 'page=x']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/notices?${query}`,
        headers,
      });
      expect(answer.statusCode, query).toBe(422);
    }
    const badId = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/patients/not-an-id/follow',
      headers,
    });
    expect(badId.statusCode).toBe(422);
    // Another member's notice ids are ignored: nothing of theirs is marked read.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notices/read',
      headers,
      payload: { ids: ['6a0f4e0e-1c7b-4f7e-9a51-0d7a4b6f1e21'] },
    });
    expect(other.json()).toEqual({ unreadCount: 0 });
  });
});

describe('a scan by the label page', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A built SPA's shell, enough for the label page to read and serve its data.
    const dist = mkdtempSync(join(tmpdir(), 'lifeline-dist-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }),
    );
    t = await createTestApp({ jobs: fastJobs, env: { STATIC_DIR: dist }, labelPage: null });
  });
  afterAll(() => t.close());

  it("tells the followers when a responder opens the label's page, not when a volunteer does", async () => {
    const follower = await t.loginAs('STAFF');
    const volunteer = await t.loginAs('VOLUNTEER');
    const responder = await t.loginAs('FIRST_RESPONDER');
    const patient = await insertPatient(t.db, follower.user.id, t.clock.now());
    await follow(t, follower.cookie, patient.id);
    const open = (cookie: string) =>
      t.app.inject({ method: 'GET', url: `/patients/${patient.id}`, headers: { cookie } });
    expect((await open(volunteer.cookie)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await noticesOf(t, follower.cookie)).notices).toHaveLength(0);
    expect((await open(responder.cookie)).statusCode).toBe(200);
    await waitFor(async () => (await noticesOf(t, follower.cookie)).notices.length === 1);
    expect((await noticesOf(t, follower.cookie)).notices[0]).toMatchObject({
      kind: 'scan',
      patientId: patient.id,
    });
  });
});
