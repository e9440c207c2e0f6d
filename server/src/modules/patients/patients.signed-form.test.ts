import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Patient, PatientCreated } from '@contract/patients';
import { signedFormMessages } from '@contract/signed-form';
import { apiRequester } from '../../testing/api-request';
import { insertPatient } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { patients } from './patients.table';

/**
 * Issue 23: the signed form (kind, date signed, where the original is, a POLST's decisions) and
 * the special circumstances, through PATCH `patientData` and every read, with PHI on and off.
 */

let on: TestApp;
let off: TestApp;
let onStaff: { user: { id: string }; cookie: string };
let offStaff: { user: { id: string }; cookie: string };

beforeAll(async () => {
  on = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: 'true' } });
  off = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: 'false' } });
  onStaff = await on.loginAs('STAFF');
  offStaff = await off.loginAs('STAFF');
});

const requestOn = apiRequester(() => on, '/patients');
const requestOff = apiRequester(() => off, '/patients');

const polst = {
  signedFormKind: 'POLST',
  signedFormDate: '2025-03-03',
  signedFormLocation: '  Envelope on the fridge ',
  polstCpr: 'DO_NOT_ATTEMPT',
  polstTreatment: 'COMFORT',
  circumstances: ['CREW_DANGER', 'OXYGEN', 'OXYGEN'],
  circumstancesNote: 'Large dog in the yard',
  accessInstructions: 'Lockbox by the back door, code 1234',
};

describe('the signed form with PHI on', () => {
  it('round-trips through PATCH and GET, and the POLST decides the code status', async () => {
    const { id } = await insertPatient(on.db, onStaff.user.id, on.clock.now(), {
      codeStatus: 'FULL',
    });
    const patched = await requestOn('PATCH', `/${id}`, onStaff.cookie, { patientData: polst });
    expect(patched.statusCode).toBe(200);
    const expected = {
      signedFormKind: 'POLST',
      signedFormDate: '2025-03-03',
      signedFormLocation: 'Envelope on the fridge',
      polstCpr: 'DO_NOT_ATTEMPT',
      polstTreatment: 'COMFORT',
      // Deduplicated and in the order the page shows them.
      circumstances: ['OXYGEN', 'CREW_DANGER'],
      circumstancesNote: 'Large dog in the yard',
      accessInstructions: 'Lockbox by the back door, code 1234',
      codeStatus: 'COMFORT',
    };
    expect(patched.json<Patient>()).toMatchObject(expected);
    const read = await requestOn('GET', `/${id}`, onStaff.cookie);
    expect(read.json<Patient>()).toMatchObject(expected);
    const listed = await requestOn('GET', '?perPage=100', onStaff.cookie);
    const item = listed.json<PatientCreated[]>().find((p) => p.id === id);
    expect(item).toMatchObject(expected);
  });

  it('keeps the form’s code status over a top-level codeStatus sent with it', async () => {
    const { id } = await insertPatient(on.db, onStaff.user.id, on.clock.now());
    const response = await requestOn('PATCH', `/${id}`, onStaff.cookie, {
      patientData: { signedFormKind: 'DNR_FORM' },
      codeStatus: 'FULL',
    });
    expect(response.json<Patient>().codeStatus).toBe('DNR');
  });

  it('clears with null and "", leaves absent keys, and a recorded "none" stays []', async () => {
    const { id } = await insertPatient(on.db, onStaff.user.id, on.clock.now());
    await requestOn('PATCH', `/${id}`, onStaff.cookie, { patientData: polst });
    const response = await requestOn('PATCH', `/${id}`, onStaff.cookie, {
      patientData: { signedFormDate: '', signedFormLocation: null, circumstances: [] },
    });
    expect(response.json<Patient>()).toMatchObject({
      signedFormKind: 'POLST',
      signedFormDate: null,
      signedFormLocation: null,
      circumstances: [],
      accessInstructions: polst.accessInstructions,
    });
  });

  it('reads a patient that has none of them as not recorded (null)', async () => {
    const { id } = await insertPatient(on.db, onStaff.user.id, on.clock.now());
    const body = (await requestOn('GET', `/${id}`, onStaff.cookie)).json<Patient>();
    expect(body).toMatchObject({
      signedFormKind: null,
      signedFormDate: null,
      polstCpr: null,
      circumstances: null,
      accessInstructions: null,
    });
  });

  it.each([
    [{ signedFormKind: 'LIVING_WILL' }, 'patientData.signedFormKind', /Invalid enum value/],
    [{ polstCpr: 'MAYBE' }, 'patientData.polstCpr', /Invalid enum value/],
    [{ polstTreatment: 'SOME' }, 'patientData.polstTreatment', /Invalid enum value/],
    [{ circumstances: ['PARROT'] }, 'patientData.circumstances.0', /Invalid enum value/],
    [{ circumstances: 'OXYGEN' }, 'patientData.circumstances', /Expected array/],
    [{ signedFormDate: '2025-02-30' }, 'patientData.signedFormDate', /^Invalid date$/],
    [
      { signedFormDate: '2999-01-01' },
      'patientData.signedFormDate',
      new RegExp(`^${signedFormMessages.futureSignedDate}$`),
    ],
    [{ accessInstructions: 'x'.repeat(256) }, 'patientData.accessInstructions', /at most 255/],
    [
      { polstCpr: 'ATTEMPT', polstTreatment: 'COMFORT' },
      'patientData.polstTreatment',
      /requires full treatment/,
    ],
  ])('refuses %j with a 422 at its field', async (patientData, path, message) => {
    const { id } = await insertPatient(on.db, onStaff.user.id, on.clock.now());
    const response = await requestOn('PATCH', `/${id}`, onStaff.cookie, { patientData });
    expect(response.statusCode).toBe(422);
    const items = response.json<{ message: { path: string; message: string }[] }>().message;
    const item = items.find((entry) => entry.path === path);
    expect(item?.message).toMatch(message);
    const [row] = await on.db.select().from(patients).where(eq(patients.id, id));
    expect(row?.signedFormKind).toBeNull();
  });
});

describe('the signed form with PHI off', () => {
  it('drops the signature date unread, and keeps the kind, decisions and location', async () => {
    const { id } = await insertPatient(off.db, offStaff.user.id, off.clock.now());
    const response = await requestOff('PATCH', `/${id}`, offStaff.cookie, {
      patientData: { ...polst, signedFormDate: 'not even a date' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Patient>()).toMatchObject({
      signedFormKind: 'POLST',
      signedFormDate: null,
      signedFormLocation: 'Envelope on the fridge',
      polstCpr: 'DO_NOT_ATTEMPT',
      polstTreatment: 'COMFORT',
      circumstances: ['OXYGEN', 'CREW_DANGER'],
    });
    const [row] = await off.db.select().from(patients).where(eq(patients.id, id));
    expect(row?.signedFormDate).toBeNull();
  });

  it('never returns a date stored while PHI was on', async () => {
    const { id } = await insertPatient(off.db, offStaff.user.id, off.clock.now(), {
      signedFormKind: 'POLST',
      signedFormDate: '2025-03-03',
    });
    const read = await requestOff('GET', `/${id}`, offStaff.cookie);
    expect(read.json<Patient>()).toMatchObject({ signedFormKind: 'POLST', signedFormDate: null });
    const listed = await requestOff('GET', '?perPage=100', offStaff.cookie);
    const item = listed.json<PatientCreated[]>().find((p) => p.id === id);
    expect(item).toMatchObject({ signedFormKind: 'POLST', signedFormDate: null });
  });
});
