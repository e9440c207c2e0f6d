import { beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '@contract/patients';
import { seedShippedCatalogs } from '../modules/catalogs/catalogs.seed';
import { patients } from '../modules/patients/patients.table';
import { apiRequester } from '../testing/api-request';
import { createTestApp, type TestApp } from '../testing/test-app';
import { demoPatients, seedDemoPatients } from './demo-patients';
import { seedDemoReferenceData } from './demo-reference-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: 'true' } });
});

const call = apiRequester(() => t);

describe('seedDemoPatients', () => {
  it('adds invented patients linked to the demo hospitals, physicians and catalogs, once', async () => {
    await seedDemoReferenceData(t.db);
    await seedShippedCatalogs(t.db);
    const author = await t.createUser({ role: 'VOLUNTEER' });
    expect(await seedDemoPatients(t.db, author.id)).toBe(demoPatients.length);
    expect(await seedDemoPatients(t.db, author.id)).toBe(0);
    expect(await t.db.select().from(patients)).toHaveLength(demoPatients.length);

    const responder = (await t.loginAs('FIRST_RESPONDER')).cookie;
    for (const demo of demoPatients) {
      const response = await call('GET', `/patients/${demo.id}`, responder);
      expect(response.statusCode).toBe(200);
      const patient = response.json<Patient>();
      expect(`${patient.firstName} ${patient.lastName}`).toMatch(/Demo/);
      expect(patient.hospital?.name).toBe(demo.hospital);
      expect(patient.physician?.email).toBe(demo.physicianEmail);
      expect(patient.emergencyContact?.lastName).toMatch(/^Demo-/);
      expect(patient.allergies.map((a) => a.allergy.name)).toEqual(demo.allergies);
      expect(patient.medications.map((m) => m.medication.name)).toEqual(demo.medications);
      expect(patient.conditions.map((c) => c.condition.name)).toEqual(demo.conditions);
    }
  });
});
