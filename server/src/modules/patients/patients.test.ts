import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Patient, PatientCreated } from '@contract/patients';
import { patientMessages } from '@contract/patients';
import { PHONE_MESSAGE } from '@contract/reference';
import { apiRequester } from '../../testing/api-request';
import {
  insertAllergy,
  insertCondition,
  insertMedication,
  insertPatient,
} from '../../testing/patient-data';
import { insertHospital, insertPhysician } from '../../testing/reference-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { emergencyContacts, patientAllergies, patients } from './patients.table';

let t: TestApp;
let volunteer: { user: { id: string }; cookie: string };
let responder: { user: { id: string }; cookie: string };
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: 'true' } });
  volunteer = await t.loginAs('VOLUNTEER');
  responder = await t.loginAs('FIRST_RESPONDER');
  admin = (await t.loginAs('ADMIN')).cookie;
});

const request = apiRequester(() => t, '/patients');
const newId = () => crypto.randomUUID();
const missingId = '0b0e7a52-4a5c-4c35-9d8a-3f9d2f1c0e11';

const registration = (id: string) => ({
  id,
  firstName: ' Ada ',
  middleName: '',
  lastName: 'Lovelace',
  dateOfBirth: '1815-12-10',
  gender: 'FEMALE',
  language: 'ENGLISH',
  codeStatus: 'DNR',
});

const eventsFor = (id: string, action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, action)));

const scalarKeys = [
  'id',
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'gender',
  'language',
  'codeStatus',
  'codeStatusAttached',
  'hospitalId',
  'physicianId',
  'emergencyContactId',
  'createdAt',
  'updatedAt',
  'createdById',
  'updatedById',
  'signedFormKind',
  'signedFormDate',
  'signedFormLocation',
  'polstCpr',
  'polstTreatment',
  'circumstances',
  'circumstancesNote',
  'accessInstructions',
];

describe('POST /patients with PHI on', () => {
  it('registers the patient: trimmed, blank as null, codeStatus dropped, caller stamped', async () => {
    const id = newId();
    const response = await request('POST', '', volunteer.cookie, registration(id.toUpperCase()));
    expect(response.statusCode).toBe(201);
    const body = response.json<PatientCreated>();
    expect(Object.keys(body).sort()).toEqual([...scalarKeys].sort());
    expect(body).toMatchObject({
      id,
      firstName: 'Ada',
      middleName: null,
      lastName: 'Lovelace',
      dateOfBirth: '1815-12-10',
      gender: 'FEMALE',
      language: 'ENGLISH',
      codeStatus: null,
      createdById: volunteer.user.id,
      updatedById: volunteer.user.id,
      createdAt: '2025-03-10T12:00:00.000Z',
    });
    const [event] = await eventsFor(id, 'patient.create');
    expect(event).toMatchObject({ actorId: volunteer.user.id, targetType: 'patient', details: {} });
  });

  it('answers 409 for an existing id, quoting it as sent, and writes no event', async () => {
    const id = newId();
    expect((await request('POST', '', volunteer.cookie, registration(id))).statusCode).toBe(201);
    const again = await request('POST', '', volunteer.cookie, registration(id.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: `Patient with ID ${id.toUpperCase()} already exists in database.`,
    });
    expect(await eventsFor(id, 'patient.create')).toHaveLength(1);
  });

  it('requires the register fields, in the field table order', async () => {
    const response = await request('POST', '', volunteer.cookie, { id: 'x', firstName: ' ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        { path: 'id', message: 'Invalid uuid' },
        { path: 'firstName', message: 'Required' },
        { path: 'lastName', message: 'Required' },
        { path: 'dateOfBirth', message: 'Invalid date' },
        { path: 'gender', message: 'Required' },
        { path: 'language', message: 'Required' },
      ],
    });
  });

  it('refuses a date of birth after tomorrow by the server clock', async () => {
    const tooLate = await request('POST', '', volunteer.cookie, {
      ...registration(newId()),
      dateOfBirth: '2025-03-12',
    });
    expect(tooLate.json<{ message: unknown }>().message).toEqual([
      { path: 'dateOfBirth', message: 'Date of birth cannot be in the future' },
    ]);
    const tomorrow = await request('POST', '', volunteer.cookie, {
      ...registration(newId()),
      dateOfBirth: '2025-03-11',
    });
    expect(tomorrow.statusCode).toBe(201);
  });
});

describe('GET /patients/:id', () => {
  it('words a malformed id and an unknown one', async () => {
    const malformed = await request('GET', '/nope', responder.cookie);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<{ message: unknown }>().message).toEqual([
      { path: 'id', message: 'Invalid patient ID format' },
    ]);
    const unknown = await request('GET', `/${missingId.toUpperCase()}`, responder.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: `Patient with ID ${missingId.toUpperCase()} does not exist in database.`,
    });
  });

  it('answers the full form with every relation, lists in saved order', async () => {
    const [h1, h2] = [
      await insertHospital(t.db, { name: 'Zeta General' }),
      await insertHospital(t.db, { name: 'alpha clinic' }),
    ];
    const physician = await insertPhysician(t.db, { phone: '(415) 555-0199' }, [h1.id, h2.id]);
    const [a1, a2] = [await insertAllergy(t.db, 'Penicillin X'), await insertAllergy(t.db)];
    const m1 = await insertMedication(t.db);
    const c1 = await insertCondition(t.db);
    const patient = await insertPatient(
      t.db,
      volunteer.user.id,
      t.clock.now(),
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        dateOfBirth: '1906-12-09',
        gender: 'FEMALE',
        language: 'ENGLISH',
        codeStatus: 'DNR_DNI',
        codeStatusAttached: true,
        hospitalId: h1.id,
        physicianId: physician.id,
      },
      {
        allergyIds: [a2.id, a1.id],
        medicationIds: [m1.id],
        conditionIds: [c1.id],
        contact: { firstName: 'Vincent', phone: '(415) 555-0100' },
      },
    );
    const response = await request('GET', `/${patient.id}`, responder.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<Patient>();
    // 22 keys of API.md, issue 23's eight (signed form, circumstances), six none-known stamps
    // (PHI on) the signed form's pages and the photo, and issue 24's verification: verifiedAt,
    // verifiedBy, verificationNote, reviewDueAt.
    expect(Object.keys(body)).toHaveLength(42);
    expect(body).toMatchObject({ verifiedAt: null, verifiedBy: null, verificationNote: null });
    expect(body).toMatchObject({ documents: [], photo: null });
    expect(body).toMatchObject({
      id: patient.id,
      firstName: 'Grace',
      dateOfBirth: '1906-12-09',
      codeStatus: 'DNR_DNI',
      codeStatusAttached: true,
      createdAt: '2025-03-10T12:00:00.000Z',
      emergencyContact: { firstName: 'Vincent', phone: '(415) 555-0100', lastName: null },
      hospital: { id: h1.id, name: 'Zeta General' },
      physician: { id: physician.id, phone: '(415) 555-0199' },
    });
    expect(body.allergies.map((item) => item.allergy.id)).toEqual([a2.id, a1.id]);
    expect(body.allergies[1]?.allergy).toMatchObject({ name: 'Penicillin X', type: 'DRUG' });
    expect(body.medications.map((item) => item.medication.id)).toEqual([m1.id]);
    expect(body.conditions.map((item) => item.condition.id)).toEqual([c1.id]);
    expect(body.physician?.hospitals.map((h) => h.name)).toEqual(['alpha clinic', 'Zeta General']);
  });

  it('writes one patient.view per read, with no PHI in details', async () => {
    const patient = await insertPatient(t.db, volunteer.user.id, t.clock.now(), {
      firstName: 'Secret',
      lastName: 'Name',
    });
    await request('GET', `/${patient.id}`, responder.cookie);
    await request('GET', `/${patient.id}`, responder.cookie);
    const events = await eventsFor(patient.id, 'patient.view');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      actorId: responder.user.id,
      actorRole: 'FIRST_RESPONDER',
      targetType: 'patient',
      details: {},
    });
    expect(JSON.stringify(events)).not.toContain('Secret');
    expect(await eventsFor(missingId, 'patient.view')).toHaveLength(0);
  });

  it('fails with 500 and returns nothing when the view cannot be logged', async () => {
    const patient = await insertPatient(t.db, volunteer.user.id, t.clock.now(), {
      firstName: 'Unlogged',
    });
    await t.db.execute(
      sql`alter table audit_events add constraint no_views check (action <> 'patient.view') not valid`,
    );
    try {
      const response = await request('GET', `/${patient.id}`, responder.cookie);
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('Unlogged');
    } finally {
      await t.db.execute(sql`alter table audit_events drop constraint no_views`);
    }
  });
});

describe('PATCH /patients/:id', () => {
  const patch = (id: string, body: unknown) => request('PATCH', `/${id}`, volunteer.cookie, body);
  const registered = async () => {
    const id = newId();
    await request('POST', '', volunteer.cookie, registration(id));
    return id;
  };

  it('answers 404 for a malformed or unknown id, never 422', async () => {
    const malformed = await patch('nope', { codeStatus: 'FULL' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({
      message: 'Patient with ID nope does not exist in database.',
    });
    expect((await patch(missingId, { codeStatus: 'FULL' })).statusCode).toBe(404);
  });

  it('needs at least one section', async () => {
    const response = await patch(await registered(), { unknown: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'body', message: patientMessages.noSection },
    ]);
  });

  it('updates patientData: trims, clears, ignores relation ids, and stamps once', async () => {
    const id = await registered();
    const other = await t.loginAs('STAFF');
    t.clock.advance({ minutes: 5 });
    const response = await request('PATCH', `/${id}`, other.cookie, {
      patientData: {
        firstName: ' Augusta ',
        middleName: 'Ada',
        codeStatusAttached: true,
        hospitalId: missingId,
        id: missingId,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Patient>()).toMatchObject({
      id,
      firstName: 'Augusta',
      middleName: 'Ada',
      lastName: 'Lovelace',
      codeStatusAttached: true,
      hospitalId: null,
      updatedById: other.user.id,
      updatedAt: '2025-03-10T12:05:00.000Z',
      createdAt: '2025-03-10T12:00:00.000Z',
    });
    const [event] = await eventsFor(id, 'patient.update');
    expect(event?.details).toEqual({ sections: ['patientData'] });
  });

  it('refuses clearing a required field with PHI on', async () => {
    const response = await patch(await registered(), {
      patientData: { lastName: ' ', gender: null },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'patientData.lastName', message: 'Required' },
      { path: 'patientData.gender', message: 'Required' },
    ]);
  });

  it('creates, updates, clears and deletes the emergency contact', async () => {
    const id = await registered();
    const created = await patch(id, {
      contactData: { firstName: 'Charles', phone: '(415) 555-0123', relationship: 'SPOUSE' },
    });
    const contact = created.json<Patient>().emergencyContact;
    expect(contact).toMatchObject({
      firstName: 'Charles',
      phone: '(415) 555-0123',
      relationship: 'SPOUSE',
      createdById: volunteer.user.id,
    });
    expect(created.json<Patient>().emergencyContactId).toBe(contact?.id);

    const updated = await patch(id, { contactData: { phone: '', lastName: 'Babbage' } });
    expect(updated.json<Patient>().emergencyContact).toMatchObject({
      id: contact?.id,
      firstName: 'Charles',
      lastName: 'Babbage',
      phone: null,
    });

    const emptied = await patch(id, {
      contactData: { firstName: null, lastName: '', relationship: ' ' },
    });
    expect(emptied.json<Patient>()).toMatchObject({
      emergencyContact: null,
      emergencyContactId: null,
    });
    const rows = await t.db
      .select()
      .from(emergencyContacts)
      .where(eq(emergencyContacts.id, contact?.id ?? ''));
    expect(rows).toHaveLength(0);
  });

  it('treats contactData {} as a no-op that stamps nothing', async () => {
    const id = await registered();
    t.clock.advance({ minutes: 1 });
    const response = await patch(id, { contactData: {} });
    expect(response.statusCode).toBe(200);
    const body = response.json<Patient>();
    expect(body.updatedAt).toBe(body.createdAt);
    const events = await eventsFor(id, 'patient.update');
    expect(events[0]?.details).toEqual({ sections: [] });
  });

  it('checks the contact phone', async () => {
    const response = await patch(await registered(), { contactData: { phone: '555-0123' } });
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'contactData.phone', message: PHONE_MESSAGE },
    ]);
  });

  it('replaces the medical lists in the order sent, keeping a repeated id first', async () => {
    const id = await registered();
    const [a1, a2] = [await insertAllergy(t.db), await insertAllergy(t.db)];
    const m1 = await insertMedication(t.db);
    const response = await patch(id, {
      medicalData: { allergies: [a2.id, a1.id.toUpperCase(), a2.id], medications: [m1.id] },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Patient>();
    expect(body.allergies.map((item) => item.allergy.id)).toEqual([a2.id, a1.id]);
    expect(body.medications.map((item) => item.medication.id)).toEqual([m1.id]);

    const emptied = await patch(id, { medicalData: { allergies: [] } });
    expect(emptied.json<Patient>().allergies).toEqual([]);
    expect(emptied.json<Patient>().medications).toHaveLength(1);
  });

  it('answers 404 for an unknown list entry and rolls every section back', async () => {
    const id = await registered();
    const known = await insertAllergy(t.db);
    const unknown = missingId.toUpperCase();
    const response = await patch(id, {
      patientData: { firstName: 'Changed' },
      medicalData: { allergies: [known.id, unknown] },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: `allergies with ID ${unknown} does not exist in database.`,
    });
    const [row] = await t.db.select().from(patients).where(eq(patients.id, id));
    expect(row?.firstName).toBe('Ada');
    const links = await t.db
      .select()
      .from(patientAllergies)
      .where(eq(patientAllergies.patientId, id));
    expect(links).toEqual([]);
    expect(await eventsFor(id, 'patient.update')).toHaveLength(0);
  });

  it('sets and clears healthcare choices, answering with the physician and hospitals', async () => {
    const id = await registered();
    const hospital = await insertHospital(t.db);
    const physician = await insertPhysician(t.db, {}, [hospital.id]);
    const set = await patch(id, {
      healthcareChoices: { hospitalId: hospital.id.toUpperCase(), physicianId: physician.id },
    });
    expect(set.json<Patient>()).toMatchObject({
      hospitalId: hospital.id,
      physicianId: physician.id,
      hospital: { id: hospital.id },
      physician: { id: physician.id, hospitals: [{ id: hospital.id }] },
    });
    const cleared = await patch(id, { healthcareChoices: { hospitalId: '' } });
    expect(cleared.json<Patient>()).toMatchObject({
      hospitalId: null,
      hospital: null,
      physicianId: physician.id,
    });
  });

  it('answers 404 for an unknown hospital or physician, as sent', async () => {
    const id = await registered();
    const hospital = await patch(id, {
      healthcareChoices: { hospitalId: missingId.toUpperCase() },
    });
    expect(hospital.statusCode).toBe(404);
    expect(hospital.json()).toEqual({
      message: `Hospital with ID ${missingId.toUpperCase()} does not exist in database.`,
    });
    const physician = await patch(id, { healthcareChoices: { physicianId: missingId } });
    expect(physician.json()).toEqual({
      message: `Physician with ID ${missingId} does not exist in database.`,
    });
  });

  it('lets codeStatus win over patientData.codeStatus, and names every applied section', async () => {
    const id = await registered();
    const allergy = await insertAllergy(t.db);
    const hospital = await insertHospital(t.db);
    const response = await patch(id, {
      patientData: { codeStatus: 'DNR' },
      contactData: { firstName: 'Pat' },
      medicalData: { allergies: [allergy.id] },
      healthcareChoices: { hospitalId: hospital.id, physicianId: null },
      codeStatus: 'COMFORT',
    });
    expect(response.json<Patient>().codeStatus).toBe('COMFORT');
    const [event] = await eventsFor(id, 'patient.update');
    expect(event?.details).toEqual({
      sections: ['patientData', 'contactData', 'medicalData', 'healthcareChoices', 'codeStatus'],
    });
    expect(JSON.stringify(event?.details)).not.toContain('Pat');
  });

  it('reports issues of several sections in section order', async () => {
    const response = await patch(await registered(), {
      codeStatus: null,
      healthcareChoices: {},
      medicalData: { conditions: ['x'] },
      patientData: { dateOfBirth: '2025-02-30' },
    });
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'patientData.dateOfBirth', message: 'Invalid date' },
      { path: 'medicalData.conditions.0', message: 'Invalid condition ID format' },
      { path: 'healthcareChoices', message: patientMessages.noHealthcareChoice },
      {
        path: 'codeStatus',
        message: "Expected 'COMFORT' | 'DNR' | 'DNI' | 'DNR_DNI' | 'FULL', received null",
      },
    ]);
  });
});

describe('DELETE /patients/:id', () => {
  it('words a malformed id and an unknown one', async () => {
    const malformed = await request('DELETE', '/nope', admin);
    expect(malformed.json<{ message: unknown }>().message).toEqual([
      { path: 'id', message: 'Invalid patient ID format' },
    ]);
    const unknown = await request('DELETE', `/${missingId}`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: patientMessages.missing(missingId) });
  });

  it('deletes the patient, its links and its contact, and keeps its events', async () => {
    const allergy = await insertAllergy(t.db);
    const patient = await insertPatient(
      t.db,
      volunteer.user.id,
      t.clock.now(),
      {},
      { allergyIds: [allergy.id], contact: { firstName: 'Kin' } },
    );
    await request('GET', `/${patient.id}`, responder.cookie);
    const response = await request('DELETE', `/${patient.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Patient deleted successfully' });
    expect(await t.db.select().from(patients).where(eq(patients.id, patient.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(emergencyContacts)
        .where(eq(emergencyContacts.id, patient.emergencyContactId ?? '')),
    ).toEqual([]);
    expect(
      await t.db.select().from(patientAllergies).where(eq(patientAllergies.patientId, patient.id)),
    ).toEqual([]);
    expect(await eventsFor(patient.id, 'patient.delete')).toHaveLength(1);
    expect(await eventsFor(patient.id, 'patient.view')).toHaveLength(1);
    expect((await request('GET', `/${patient.id}`, responder.cookie)).statusCode).toBe(404);
  });
});
