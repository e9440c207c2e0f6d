import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogMessages } from '@contract/catalogs';
import { hospitalMessages } from '@contract/hospitals';
import type { Patient } from '@contract/patients';
import { physicianMessages } from '@contract/physicians';
import { apiRequester } from '../../testing/api-request';
import {
  insertAllergy,
  insertCondition,
  insertMedication,
  insertPatient,
} from '../../testing/patient-data';
import { insertHospital, insertPhysician } from '../../testing/reference-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { patients } from './patients.table';

/** The reference data's delete rules that depend on patients (API.md §4.7–4.9). */

let t: TestApp;
let admin: { user: { id: string }; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
});

const request = apiRequester(() => t);
const patientWith = (values: Parameters<typeof insertPatient>[3], links = {}) =>
  insertPatient(t.db, admin.user.id, t.clock.now(), values, links);

describe('deleting a hospital or physician that patients name', () => {
  it('refuses a hospital with patients, then deletes it once they are gone', async () => {
    const hospital = await insertHospital(t.db);
    const patient = await patientWith({ hospitalId: hospital.id });
    const refused = await request('DELETE', `/hospitals/${hospital.id}`, admin.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: hospitalMessages.hasPatients });
    await t.db.update(patients).set({ hospitalId: null }).where(eq(patients.id, patient.id));
    expect((await request('DELETE', `/hospitals/${hospital.id}`, admin.cookie)).statusCode).toBe(
      200,
    );
  });

  it('refuses a physician with patients, then deletes it once they are gone', async () => {
    const physician = await insertPhysician(t.db);
    const patient = await patientWith({ physicianId: physician.id });
    const refused = await request('DELETE', `/physicians/${physician.id}`, admin.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: physicianMessages.hasLinks(physician.id) });
    await request('DELETE', `/patients/${patient.id}`, admin.cookie);
    expect((await request('DELETE', `/physicians/${physician.id}`, admin.cookie)).statusCode).toBe(
      200,
    );
  });
});

describe('deleting a catalog entry that patients list [ours, issue 23]', () => {
  it('refuses an allergy, a medication and a condition with patients, and changes nothing', async () => {
    const [a1, a2] = [await insertAllergy(t.db), await insertAllergy(t.db)];
    const [m1, m2] = [await insertMedication(t.db), await insertMedication(t.db)];
    const [c1, c2] = [await insertCondition(t.db), await insertCondition(t.db)];
    const patient = await patientWith(
      {},
      {
        allergyIds: [a1.id, a2.id],
        medicationIds: [m2.id, m1.id],
        conditionIds: [c1.id, c2.id],
      },
    );
    const deletions = [
      [`/allergies/${a1.id}`, a1.name],
      [`/medications/${m2.id}`, m2.name],
      [`/conditions/${c2.id}`, c2.name],
    ] as const;
    for (const [path, name] of deletions) {
      const response = await request('DELETE', path, admin.cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: catalogMessages.inUse(name, '1'), patients: 1 });
    }
    const body = (await request('GET', `/patients/${patient.id}`, admin.cookie)).json<Patient>();
    expect(body.allergies.map((item) => item.allergy.id)).toEqual([a1.id, a2.id]);
    expect(body.medications.map((item) => item.medication.id)).toEqual([m2.id, m1.id]);
    expect(body.conditions.map((item) => item.condition.id)).toEqual([c1.id, c2.id]);
  });
});
