import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { patientMessages, type Patient } from '@contract/patients';
import { apiRequester } from '../../testing/api-request';
import { insertAllergy, insertMedication } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { medications } from '../catalogs/catalogs.table';

/* Issue 23: allergy and medication details, 'none known' per list, high-risk medications. */

let t: TestApp;
let volunteer: { user: { id: string }; cookie: string };
let responder: { user: { id: string }; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: 'false' } });
  volunteer = await t.loginAs('VOLUNTEER');
  responder = await t.loginAs('FIRST_RESPONDER');
});

const request = apiRequester(() => t, '/patients');

async function registered(): Promise<string> {
  const id = crypto.randomUUID();
  const response = await request('POST', '', volunteer.cookie, { id });
  expect(response.statusCode).toBe(201);
  return id;
}

const patch = (id: string, body: unknown) => request('PATCH', `/${id}`, volunteer.cookie, body);
const read = async (id: string) =>
  (await request('GET', `/${id}`, responder.cookie)).json<Patient>();
const issues = (response: { json: <T>() => T }) =>
  response.json<{ message: { path: string; message: string }[] }>().message;

describe('medical list details', () => {
  it('stores an allergy reaction and criticality and a medication dose, read back on GET', async () => {
    const id = await registered();
    const allergy = await insertAllergy(t.db);
    const medication = await insertMedication(t.db);
    const response = await patch(id, {
      medicalData: {
        allergies: [allergy.id],
        medications: [medication.id],
        allergyDetails: [
          {
            allergyId: allergy.id,
            reaction: 'ANAPHYLAXIS',
            reactionNote: ' throat ',
            criticality: 'high',
          },
        ],
        medicationDetails: [
          {
            medicationId: medication.id,
            dose: '5 mg',
            frequency: 'twice a day',
            route: 'by mouth',
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = await read(id);
    expect(body.allergies).toEqual([
      expect.objectContaining({
        reaction: 'ANAPHYLAXIS',
        reactionNote: 'throat',
        criticality: 'high',
      }),
    ]);
    expect(body.medications).toEqual([
      expect.objectContaining({ dose: '5 mg', frequency: 'twice a day', route: 'by mouth' }),
    ]);
  });

  it('keeps the details of an entry that stays when its list is saved again', async () => {
    const id = await registered();
    const [first, second] = [await insertAllergy(t.db), await insertAllergy(t.db)];
    await patch(id, {
      medicalData: {
        allergies: [first.id],
        allergyDetails: [{ allergyId: first.id, criticality: 'low', reaction: 'RASH' }],
      },
    });
    await patch(id, { medicalData: { allergies: [second.id, first.id] } });
    const body = await read(id);
    expect(body.allergies.map((item) => [item.allergy.id, item.criticality ?? null])).toEqual([
      [second.id, null],
      [first.id, 'low'],
    ]);
  });

  it('sets details alone for entries already on the list, and refuses others with a 422', async () => {
    const id = await registered();
    const [linked, other] = [await insertMedication(t.db), await insertMedication(t.db)];
    await patch(id, { medicalData: { medications: [linked.id] } });
    const ok = await patch(id, {
      medicalData: { medicationDetails: [{ medicationId: linked.id, dose: '10 mg' }] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Patient>().medications[0]?.dose).toBe('10 mg');
    const stray = await patch(id, {
      medicalData: { medicationDetails: [{ medicationId: other.id, dose: '1 mg' }] },
    });
    expect(stray.statusCode).toBe(422);
    expect(issues(stray)).toEqual([
      {
        path: 'medicalData.medicationDetails',
        message: patientMessages.detailNotOnList('medications', other.id),
      },
    ]);
  });

  it('refuses a criticality FHIR does not name', async () => {
    const id = await registered();
    const allergy = await insertAllergy(t.db);
    const response = await patch(id, {
      medicalData: {
        allergies: [allergy.id],
        allergyDetails: [{ allergyId: allergy.id, criticality: 'severe' }],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(issues(response)[0]?.path).toBe('medicalData.allergyDetails.0.criticality');
  });

  it('refuses a detail longer than 100 characters', async () => {
    const id = await registered();
    const medication = await insertMedication(t.db);
    const response = await patch(id, {
      medicalData: {
        medications: [medication.id],
        medicationDetails: [{ medicationId: medication.id, dose: 'x'.repeat(101) }],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(issues(response)[0]?.path).toBe('medicalData.medicationDetails.0.dose');
  });
});

describe('none known', () => {
  it('starts not recorded, then records who confirmed none known and when', async () => {
    const id = await registered();
    const before = await read(id);
    expect(before.allergiesNoneKnownAt).toBeNull();
    expect(before.allergiesNoneKnownById).toBeNull();

    t.clock.advance({ minutes: 5 });
    const response = await patch(id, { medicalData: { allergiesNoneKnown: true } });
    expect(response.statusCode).toBe(200);
    const body = await read(id);
    expect(body.allergiesNoneKnownAt).toBe(t.clock.now().toISOString());
    expect(body.allergiesNoneKnownById).toBe(volunteer.user.id);
    expect(body.medicationsNoneKnownAt).toBeNull();
    expect(body.allergies).toEqual([]);
  });

  it('clears none known when entries are saved, or when set to false', async () => {
    const id = await registered();
    await patch(id, { medicalData: { medicationsNoneKnown: true, conditionsNoneKnown: true } });
    const medication = await insertMedication(t.db);
    await patch(id, { medicalData: { medications: [medication.id] } });
    await patch(id, { medicalData: { conditionsNoneKnown: false } });
    const body = await read(id);
    expect(body.medicationsNoneKnownAt).toBeNull();
    expect(body.medicationsNoneKnownById).toBeNull();
    expect(body.conditionsNoneKnownAt).toBeNull();
    expect(body.medications).toHaveLength(1);
  });

  it('refuses none known sent with entries, with a message on the field', async () => {
    const id = await registered();
    const allergy = await insertAllergy(t.db);
    const response = await patch(id, {
      medicalData: { allergies: [allergy.id], allergiesNoneKnown: true },
    });
    expect(response.statusCode).toBe(422);
    expect(issues(response)).toEqual([
      {
        path: 'medicalData.allergiesNoneKnown',
        message: patientMessages.noneKnownWithEntries('allergies'),
      },
    ]);
  });

  it('refuses none known while saved entries stay, and changes nothing', async () => {
    const id = await registered();
    const allergy = await insertAllergy(t.db);
    await patch(id, { medicalData: { allergies: [allergy.id] } });
    const response = await patch(id, { medicalData: { allergiesNoneKnown: true } });
    expect(response.statusCode).toBe(422);
    expect(issues(response)[0]?.message).toBe(patientMessages.noneKnownWithEntries('allergies'));
    const body = await read(id);
    expect(body.allergiesNoneKnownAt).toBeNull();
    expect(body.allergies).toHaveLength(1);
  });

  it('takes none known with the emptied list in one body', async () => {
    const id = await registered();
    const allergy = await insertAllergy(t.db);
    await patch(id, { medicalData: { allergies: [allergy.id] } });
    const response = await patch(id, { medicalData: { allergies: [], allergiesNoneKnown: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json<Patient>().allergiesNoneKnownById).toBe(volunteer.user.id);
  });
});

describe('high-risk medications', () => {
  it('reads the catalog flag on the patient and on the catalog', async () => {
    const id = await registered();
    const medication = await insertMedication(t.db);
    await t.db
      .update(medications)
      .set({ highRisk: 'ANTICOAGULANT' })
      .where(eq(medications.id, medication.id));
    await patch(id, { medicalData: { medications: [medication.id] } });
    const body = await read(id);
    expect(body.medications[0]?.medication.highRisk).toBe('ANTICOAGULANT');
    const entry = await t.app.inject({
      method: 'GET',
      url: `/api/v1/medications/${medication.id}`,
      headers: { cookie: volunteer.cookie },
    });
    expect(entry.json<{ highRisk: unknown }>().highRisk).toBe('ANTICOAGULANT');
  });

  it('lets an admin flag and unflag a medication', async () => {
    const admin = await t.loginAs('ADMIN');
    const medication = await insertMedication(t.db);
    const flag = (highRisk: string | null) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/medications/${medication.id}`,
        headers: { cookie: admin.cookie },
        payload: { name: medication.name, highRisk },
      });
    expect((await flag('OPIOID')).json<{ highRisk: unknown }>().highRisk).toBe('OPIOID');
    expect((await flag(null)).json<{ highRisk: unknown }>().highRisk).toBeNull();
    expect((await flag('CHOCOLATE')).statusCode).toBe(422);
  });

  it('flags the shipped blood thinners and insulins in the seed', async () => {
    const { medications: shipped } = await import('../catalogs/data/medications');
    const byName = new Map(shipped.map((entry) => [entry.name, entry.highRisk]));
    expect(byName.get('warfarin')).toBe('ANTICOAGULANT');
    expect(byName.get('apixaban')).toBe('ANTICOAGULANT');
    expect(byName.get('insulin glargine')).toBe('INSULIN');
    expect(byName.get('levetiracetam')).toBe('ANTIEPILEPTIC');
    expect(byName.get('acetaminophen')).toBeNull();
  });
});
