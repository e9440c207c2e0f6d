import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_ALPHABET, EMERGENCY_GRANT_COOKIE } from '@contract/emergency-access';
import { auditEvents } from '../audit/audit.table';
import { readOutbox } from '../mail/outbox';
import { insertPatient } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessCodeFor } from './emergency-access.service';
import { ADDRESS_ATTEMPTS, LABEL_ATTEMPTS } from './emergency-access.routes';
import { eventually } from '../../testing/eventually';

/*
 * Issue 25: emergency access on this engine (PGlite, or PostgreSQL with TEST_DB_ENGINE=postgres):
 * a grant with the label's code, its 60 minutes, its scope (that patient's view, nothing
 * else), the caps per label and per address, the audit events, the admins' mail, the switch
 * and a rotated code.
 */

const fastJobs = { work: true, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } as const;

const who = {
  name: 'Dana Reyes',
  agency: 'County Fire 12',
  badge: 'B-4411',
  reason: 'Unconscious',
};

let address = 0;
/** Each call comes from its own address unless told, so the per-address cap stays out of the way. */
const nextAddress = () => `198.51.100.${(address += 1)}`;

describe('emergency access', () => {
  let t: TestApp;
  let adminCookie: string;
  let adminEmails: string[];
  beforeAll(async () => {
    t = await createTestApp({ jobs: fastJobs });
    const first = await t.loginAs('ADMIN');
    const second = await t.loginAs('ADMIN');
    adminCookie = first.cookie;
    adminEmails = [first.user.email, second.user.email];
  });
  afterAll(() => t.close());

  const codeOf = (patientId: string, version = 0) =>
    accessCodeFor(t.app.sessionSecret, patientId, version);

  async function newPatient() {
    const staff = await t.createUser({ role: 'STAFF' });
    return insertPatient(t.db, staff.id, t.clock.now());
  }

  const ask = (patientId: string, code: string, from = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/emergency-access/grants',
      remoteAddress: from,
      payload: { ...who, patientId, code },
    });

  const grantCookie = (response: Awaited<ReturnType<typeof ask>>) => {
    const cookie = response.cookies.find((c) => c.name === EMERGENCY_GRANT_COOKIE);
    if (!cookie) throw new Error('no grant cookie');
    return `${EMERGENCY_GRANT_COOKIE}=${cookie.value}`;
  };

  const view = (patientId: string, cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/emergency-access/patients/${patientId}`,
      headers: { cookie },
    });

  const events = async (action: string, patientId: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, patientId)));

  it('derives a six-character code from the unambiguous alphabet, new with each version', () => {
    const id = '0b7e0c8a-4e5f-4c1e-9d2a-3f6b7c8d9e10';
    const code = codeOf(id);
    expect(code).toMatch(new RegExp(`^[${ACCESS_CODE_ALPHABET}]{6}$`));
    expect(codeOf(id.toUpperCase())).toBe(code);
    expect(codeOf(id, 1)).not.toBe(code);
  });

  it("grants 60 minutes of that one patient's view, audited, and tells every admin", async () => {
    const patient = await newPatient();
    const other = await newPatient();
    const mailsBefore = (await readOutbox(t.config.dataDir, 1000)).length;
    // Typed in lower case with a space: still the code.
    const code = codeOf(patient.id);
    const granted = await ask(patient.id, `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ patientId: patient.id });
    const cookie = grantCookie(granted);

    const read = await view(patient.id, cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ patient: { id: string } }>().patient.id).toBe(patient.id);
    expect((await view(other.id, cookie)).statusCode).toBe(401);
    expect(await events('emergency.grant', patient.id)).toHaveLength(1);
    expect(await events('emergency.view', patient.id)).toHaveLength(1);
    const [grantEvent] = await events('emergency.grant', patient.id);
    expect(JSON.stringify(grantEvent?.details)).not.toContain(code);

    await eventually(
      async () => (await readOutbox(t.config.dataDir, 1000)).length >= mailsBefore + 2,
    );
    const mails = await readOutbox(t.config.dataDir, 1000);
    for (const email of adminEmails)
      expect(mails.some((mail) => mail.to.includes(email))).toBe(true);
    const grantMails = mails.filter((mail) => mail.subject === 'Emergency access was granted');
    expect(grantMails.length).toBeGreaterThanOrEqual(2);

    // 59 minutes on: still open; 60: refused, and the refusal is audited.
    t.clock.advance({ minutes: 59 });
    expect((await view(patient.id, cookie)).statusCode).toBe(200);
    t.clock.advance({ minutes: 1 });
    expect((await view(patient.id, cookie)).statusCode).toBe(401);
    expect(
      (await events('emergency.refuse', patient.id)).some((e) => e.details.reason === 'grant'),
    ).toBe(true);

    // The admins' list names the grant.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/emergency-access/grants',
      headers: { cookie: adminCookie },
    });
    expect(list.json<{ grants: unknown[] }>().grants).toEqual(
      expect.arrayContaining([expect.objectContaining({ patientId: patient.id, ...who })]),
    );
  });

  it('refuses the grant on every other endpoint', async () => {
    const patient = await newPatient();
    const cookie = grantCookie(await ask(patient.id, codeOf(patient.id)));
    const routes = t.app.routeRegistry.list();
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      if (route.path.startsWith('/api/v1/emergency-access/patients/')) continue;
      const url = route.path.replace(/:\w+/g, patient.id);
      const response = await t.app.inject({
        method: route.method,
        url,
        headers: { cookie },
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
      });
      if (route.minRole === 'public') {
        // Public routes know nothing of the grant: nothing of the patient comes back.
        expect(response.body, `${route.method} ${url}`).not.toContain(patient.id);
      } else {
        expect(response.statusCode, `${route.method} ${url}`).toBe(401);
      }
    }
  });

  it('refuses a wrong code, an unregistered label, and caps attempts per label', async () => {
    const patient = await newPatient();
    const wrong = codeOf(patient.id) === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA';
    const refused = await ask(patient.id, wrong);
    expect(refused.statusCode).toBe(403);
    expect(refused.cookies.find((c) => c.name === EMERGENCY_GRANT_COOKIE)).toBeUndefined();
    const unregistered = '5f1d3c2b-8a7e-4d6c-9b5a-4e3f2d1c0b9a';
    expect((await ask(unregistered, codeOf(unregistered))).statusCode).toBe(403);
    for (let attempt = 2; attempt <= LABEL_ATTEMPTS.limit; attempt += 1) {
      expect((await ask(patient.id, wrong)).statusCode).toBe(403);
    }
    // Past the cap, even the right code waits.
    const capped = await ask(patient.id, codeOf(patient.id));
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBeDefined();
    const refusals = await events('emergency.refuse', patient.id);
    expect(refusals.map((e) => e.details.reason).sort()).toEqual([
      'capped',
      ...Array<string>(LABEL_ATTEMPTS.limit).fill('code'),
    ]);
    t.clock.advance({ minutes: 16 });
    expect((await ask(patient.id, codeOf(patient.id))).statusCode).toBe(200);
  });

  it('caps attempts per address across labels', async () => {
    const from = '203.0.113.77';
    const patients = await Promise.all(
      Array.from({ length: ADDRESS_ATTEMPTS.limit + 1 }, () => newPatient()),
    );
    for (const patient of patients.slice(0, ADDRESS_ATTEMPTS.limit)) {
      expect((await ask(patient.id, 'AAAAAA', from)).statusCode).toBe(403);
    }
    const last = patients[ADDRESS_ATTEMPTS.limit]!;
    expect((await ask(last.id, codeOf(last.id), from)).statusCode).toBe(429);
    expect((await ask(last.id, codeOf(last.id))).statusCode).toBe(200);
  });

  it('an admin turns emergency access off: no grant, live grants stop; then on again', async () => {
    const patient = await newPatient();
    const cookie = grantCookie(await ask(patient.id, codeOf(patient.id)));
    const setTo = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/emergency-access/settings',
        headers: { cookie: adminCookie },
        payload: { enabled },
      });
    expect((await setTo(false)).json()).toEqual({ enabled: false });
    expect((await ask(patient.id, codeOf(patient.id))).statusCode).toBe(403);
    expect((await view(patient.id, cookie)).statusCode).toBe(401);
    expect(
      (await events('emergency.refuse', patient.id)).some((e) => e.details.reason === 'off'),
    ).toBe(true);
    expect((await setTo(true)).json()).toEqual({ enabled: true });
    expect((await view(patient.id, cookie)).statusCode).toBe(200);
    const settingEvents = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'emergency.settings'));
    expect(settingEvents).toHaveLength(2);
  });

  it('rotates a label’s code: the old one no longer opens, the print codes follow', async () => {
    const patient = await newPatient();
    const old = codeOf(patient.id);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/emergency-access/labels/${patient.id}/rotate`,
      headers: { cookie: adminCookie },
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json<{ code: string }>().code;
    expect(fresh).toBe(codeOf(patient.id, 1));
    expect((await ask(patient.id, old)).statusCode).toBe(403);
    expect((await ask(patient.id, fresh)).statusCode).toBe(200);
    expect(await events('emergency.rotate', patient.id)).toHaveLength(1);

    const volunteer = await t.loginAs('VOLUNTEER');
    const unprinted = '7c6b5a49-3827-4165-a4f3-e2d1c0b9a887';
    const codes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/emergency-access/codes',
      headers: { cookie: volunteer.cookie },
      payload: { patientIds: [patient.id, unprinted] },
    });
    expect(codes.json()).toEqual({
      codes: { [patient.id]: fresh, [unprinted]: codeOf(unprinted) },
    });
  });

  it('admins review a grant: reviewed or flagged, with a note', async () => {
    const patient = await newPatient();
    await ask(patient.id, codeOf(patient.id));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/emergency-access/grants',
      headers: { cookie: adminCookie },
    });
    const grant = list
      .json<{ grants: { id: string; patientId: string }[] }>()
      .grants.find((g) => g.patientId === patient.id)!;
    const reviewed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/emergency-access/grants/${grant.id}`,
      headers: { cookie: adminCookie },
      payload: { review: 'flagged', note: 'Badge not on the county roster' },
    });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({
      review: 'flagged',
      reviewNote: 'Badge not on the county roster',
    });
    expect(await events('emergency.review', patient.id)).toHaveLength(1);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/emergency-access/grants/5f1d3c2b-8a7e-4d6c-9b5a-4e3f2d1c0b9a',
      headers: { cookie: adminCookie },
      payload: { review: 'reviewed' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
