import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LABEL_COUNT_MAX } from '@contract/labels';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { patients } from '../patients/patients.table';
import { freshPatientIds } from './labels.service';

const BASE_URL = 'https://labels.example.org';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let volunteer: { user: { id: string }; cookie: string };

beforeAll(async () => {
  // A trailing slash on BASE_URL is ignored (API.md §6).
  t = await createTestApp({ env: { BASE_URL: `${BASE_URL}/` } });
  volunteer = await t.loginAs('VOLUNTEER');
});

const generate = (query: string, cookie = volunteer.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/v1/patients/generate${query}`, headers: { cookie } });

const labelEvents = () =>
  t.db.select().from(auditEvents).where(eq(auditEvents.action, 'label.print'));

describe('GET /patients/generate', () => {
  it('answers count label URLs under BASE_URL, each a fresh UUID v4', async () => {
    const response = await generate('?count=20');
    expect(response.statusCode).toBe(200);
    const urls = response.json<string[]>();
    expect(urls).toHaveLength(20);
    for (const url of urls) {
      expect(url.startsWith(`${BASE_URL}/patients/`)).toBe(true);
      expect(url.slice(`${BASE_URL}/patients/`.length)).toMatch(UUID_V4);
    }
    expect(new Set(urls).size).toBe(20);
  });

  it(`serves up to ${LABEL_COUNT_MAX} labels in one call`, async () => {
    const response = await generate(`?count=${LABEL_COUNT_MAX}`);
    expect(response.statusCode).toBe(200);
    expect(new Set(response.json<string[]>()).size).toBe(LABEL_COUNT_MAX);
  });

  it.each([
    ['', 'Expected number, received nan'],
    ['?count=', 'Expected number, received nan'],
    ['?count=twelve', 'Expected number, received nan'],
    ['?count=1.5', 'Expected integer, received float'],
    ['?count=0', 'Count must be a positive integer'],
    ['?count=-4', 'Count must be a positive integer'],
    ['?count=1001', 'Count must be at most 1000'],
    ['?count=1&count=2', 'Expected string, received array'],
  ])('refuses %j with 422 %j at count', async (query, message) => {
    const response = await generate(query);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'count', message }],
    });
  });

  it('needs a session and the VOLUNTEER role', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/patients/generate?count=1',
    });
    expect(anonymous.statusCode).toBe(401);
    const responder = await t.loginAs('FIRST_RESPONDER');
    expect((await generate('?count=1', responder.cookie)).statusCode).toBe(403);
    const staff = await t.loginAs('STAFF');
    expect((await generate('?count=1', staff.cookie)).statusCode).toBe(200);
  });

  it('records label.print with the count and the caller, and stores nothing else', async () => {
    const before = await labelEvents();
    const patientsBefore = await t.db.select({ id: patients.id }).from(patients);
    await generate('?count=7');
    const after = await labelEvents();
    expect(after).toHaveLength(before.length + 1);
    const event = after.find((candidate) => !before.some((old) => old.id === candidate.id));
    expect(event).toMatchObject({
      actorId: volunteer.user.id,
      actorRole: 'VOLUNTEER',
      targetType: 'label',
      targetId: null,
      details: { count: 7 },
    });
    expect(await t.db.select({ id: patients.id }).from(patients)).toEqual(patientsBefore);
  });

  it('writes no event for a refused count', async () => {
    const before = (await labelEvents()).length;
    await generate('?count=0');
    expect(await labelEvents()).toHaveLength(before);
  });
});

describe('fresh patient ids', () => {
  it('never hands out an existing patient id: a collision is replaced', async () => {
    const existing = '3f6c1d2e-8a4b-4c9d-9e0f-1a2b3c4d5e6f';
    const fresh = ['7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3'];
    await t.db.insert(patients).values({
      id: existing,
      createdById: volunteer.user.id,
      updatedById: volunteer.user.id,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    // The generator first offers the stored id (in upper case) and a repeat, then fresh ones.
    const offered = [existing.toUpperCase(), fresh[0]!, fresh[0]!, fresh[1]!];
    const ids = await freshPatientIds(t.db, 2, () => offered.shift() ?? 'exhausted');
    expect(ids.sort()).toEqual([...fresh].sort());
  });
});

describe('GET /labels/printed', () => {
  const printed = (query: string, cookie = volunteer.cookie) =>
    t.app.inject({ method: 'GET', url: `/api/v1/labels/printed${query}`, headers: { cookie } });

  it('sums the labels of the print runs since `from`, and counts the runs', async () => {
    const before = (await printed('?from=2000-01-01')).json<{ labels: number; runs: number }>();
    expect((await generate('?count=3')).statusCode).toBe(200);
    expect((await generate('?count=5')).statusCode).toBe(200);
    // A refused count prints nothing and is not counted.
    expect((await generate('?count=0')).statusCode).toBe(422);
    const response = await printed('?from=2000-01-01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ labels: before.labels + 8, runs: before.runs + 2 });
  });

  it('leaves out the runs before `from`', async () => {
    t.clock.advance({ hours: 1 });
    const from = t.clock.now().toISOString();
    expect((await printed(`?from=${from}`)).json()).toEqual({ labels: 0, runs: 0 });
    expect((await generate('?count=2')).statusCode).toBe(200);
    expect((await printed(`?from=${from}`)).json()).toEqual({ labels: 2, runs: 1 });
    const later = new Date(t.clock.now().getTime() + 1).toISOString();
    expect((await printed(`?from=${later}`)).json()).toEqual({ labels: 0, runs: 0 });
  });

  it.each(['', '?from=yesterday', '?from=2025-02-30'])('answers 422 for %s', async (query) => {
    const response = await printed(query);
    expect(response.statusCode).toBe(422);
  });
});
