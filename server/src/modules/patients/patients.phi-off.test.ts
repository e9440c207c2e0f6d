import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Patient, PatientCreated, PatientListItem } from '@contract/patients';
import { apiRequester } from '../../testing/api-request';
import { insertPatient } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { emergencyContacts, patients } from './patients.table';

/**
 * PHI collection off (API.md §5.8, the default): PHI is neither stored nor returned, the list
 * searches by id prefix, and registration needs only the id.
 */

let t: TestApp;
let volunteer: { user: { id: string }; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: 'false' } });
  volunteer = await t.loginAs('VOLUNTEER');
});

const request = apiRequester(() => t, '/patients');
const newId = () => crypto.randomUUID();
const rowOf = async (id: string) =>
  (await t.db.select().from(patients).where(eq(patients.id, id)))[0];

/** A patient whose PHI was stored while the switch was on. */
const storedWithPhi = () =>
  insertPatient(
    t.db,
    volunteer.user.id,
    t.clock.now(),
    {
      firstName: 'Stored',
      middleName: 'While',
      lastName: 'On',
      dateOfBirth: '1950-01-01',
      gender: 'MALE',
      language: 'SPANISH',
      codeStatus: 'DNR',
    },
    { contact: { firstName: 'Kith', phone: '(415) 555-0100' } },
  );

describe('POST /patients with PHI off', () => {
  it('needs only the id, and stores no PHI', async () => {
    const id = newId();
    const response = await request('POST', '', volunteer.cookie, {
      id,
      firstName: 'Never',
      lastName: 'Stored',
      dateOfBirth: 'not checked',
      gender: 'NOT CHECKED',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<PatientCreated>()).toMatchObject({
      id,
      firstName: null,
      lastName: null,
      dateOfBirth: null,
      gender: null,
      language: null,
    });
    expect(await rowOf(id)).toMatchObject({ firstName: null, lastName: null, gender: null });
  });

  it('keeps language, which is not PHI, and checks it', async () => {
    const id = newId();
    const ok = await request('POST', '', volunteer.cookie, { id, language: 'TAGALOG' });
    expect(ok.json<PatientCreated>().language).toBe('TAGALOG');
    const bad = await request('POST', '', volunteer.cookie, { id: newId(), language: 'X' });
    expect(bad.statusCode).toBe(422);
    const missing = await request('POST', '', volunteer.cookie, {});
    expect(missing.json<{ message: unknown }>().message).toEqual([
      { path: 'id', message: 'Required' },
    ]);
  });
});

describe('reads with PHI off', () => {
  it('returns no stored PHI in the full form', async () => {
    const patient = await storedWithPhi();
    const response = await request('GET', `/${patient.id}`, volunteer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<Patient>()).toMatchObject({
      firstName: null,
      middleName: null,
      lastName: null,
      dateOfBirth: null,
      gender: null,
      emergencyContactId: null,
      emergencyContact: null,
      language: 'SPANISH',
      codeStatus: 'DNR',
    });
    expect(response.body).not.toContain('Stored');
    expect(response.body).not.toContain('Kith');
  });

  it('returns no stored PHI in the list, and searches by id prefix only', async () => {
    const patient = await storedWithPhi();
    const byName = await request('GET', '?patient=stored', volunteer.cookie);
    expect(byName.json()).toEqual([]);
    const byId = await request(
      'GET',
      `?patient=${patient.id.slice(0, 13).toUpperCase()}`,
      volunteer.cookie,
    );
    const items = byId.json<PatientListItem[]>();
    expect(items.map((item) => item.id)).toEqual([patient.id]);
    expect(items[0]).toMatchObject({ firstName: null, lastName: null, dateOfBirth: null });
    expect(byId.body).not.toContain('Stored');
    const twoWords = await request('GET', `?patient=${patient.id.slice(0, 4)}+x`, volunteer.cookie);
    expect(twoWords.json()).toEqual([]);
  });
});

describe('PATCH /patients/:id with PHI off', () => {
  it('drops PHI keys unread and keeps the stored values', async () => {
    const patient = await storedWithPhi();
    const response = await request('PATCH', `/${patient.id}`, volunteer.cookie, {
      patientData: { firstName: null, dateOfBirth: 'bad', language: 'ENGLISH' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Patient>()).toMatchObject({ firstName: null, language: 'ENGLISH' });
    expect(await rowOf(patient.id)).toMatchObject({
      firstName: 'Stored',
      dateOfBirth: '1950-01-01',
      language: 'ENGLISH',
    });
  });

  it('lets language be cleared, since the register rules relax', async () => {
    const patient = await storedWithPhi();
    const response = await request('PATCH', `/${patient.id}`, volunteer.cookie, {
      patientData: { language: null },
    });
    expect(response.json<Patient>().language).toBeNull();
  });

  it('ignores contactData without validation, and does not count it as applied', async () => {
    const patient = await storedWithPhi();
    t.clock.advance({ minutes: 1 });
    const response = await request('PATCH', `/${patient.id}`, volunteer.cookie, {
      contactData: { phone: 'not a phone', firstName: 'Other' },
      patientData: { lastName: 'Dropped' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Patient>();
    expect(body.updatedAt).toBe(body.createdAt);
    const [contact] = await t.db
      .select()
      .from(emergencyContacts)
      .where(eq(emergencyContacts.id, patient.emergencyContactId ?? ''));
    expect(contact).toMatchObject({ firstName: 'Kith', phone: '(415) 555-0100' });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, patient.id));
    expect(event?.details).toEqual({ sections: [] });
  });
});
