import { beforeAll, describe, expect, it } from 'vitest';
import type { Hospital } from '@contract/hospitals';
import type { Physician } from '@contract/physicians';
import { hospitals } from '../modules/hospitals/hospitals.table';
import { physicianHospitals, physicians } from '../modules/physicians/physicians.table';
import { apiRequester } from '../testing/api-request';
import { createTestApp, type TestApp } from '../testing/test-app';
import { demoHospitals, demoPhysicians, seedDemoReferenceData } from './demo-reference-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const call = apiRequester(() => t);

const counts = async () => ({
  hospitals: (await t.db.select().from(hospitals)).length,
  physicians: (await t.db.select().from(physicians)).length,
  links: (await t.db.select().from(physicianHospitals)).length,
});

describe('seedDemoReferenceData', () => {
  it('adds the demo hospitals and physicians, linked, all marked as demo data', async () => {
    const result = await seedDemoReferenceData(t.db);
    const links = demoPhysicians.reduce((sum, p) => sum + p.hospitals.length, 0);
    expect(result).toEqual({
      hospitalsAdded: demoHospitals.length,
      physiciansAdded: demoPhysicians.length,
      linksAdded: links,
    });
    expect(demoHospitals.length).toBeGreaterThanOrEqual(4);
    expect(demoPhysicians.length).toBeGreaterThanOrEqual(6);
    expect(await counts()).toEqual({
      hospitals: demoHospitals.length,
      physicians: demoPhysicians.length,
      links,
    });

    const admin = (await t.loginAs('ADMIN')).cookie;
    const listed = await call('GET', '/hospitals?perPage=100', admin);
    for (const hospital of listed.json<Hospital[]>()) expect(hospital.name).toMatch(/^Demo /);
    const people = await call('GET', '/physicians?physician=Quillfeather', admin);
    const [avery] = people.json<Physician[]>();
    expect(avery?.lastName).toBe('Demo-Quillfeather');
    expect(avery?.hospitals.map((h) => h.name)).toEqual([
      'Demo Bayview General Hospital',
      'Demo Mission Hills Medical Center',
    ]);
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    expect(await seedDemoReferenceData(t.db)).toEqual({
      hospitalsAdded: 0,
      physiciansAdded: 0,
      linksAdded: 0,
    });
    expect(await counts()).toEqual(before);
  });

  it('restores a missing link without duplicating what exists', async () => {
    await t.db.delete(physicianHospitals);
    const result = await seedDemoReferenceData(t.db);
    expect(result.hospitalsAdded).toBe(0);
    expect(result.physiciansAdded).toBe(0);
    expect(result.linksAdded).toBeGreaterThan(0);
  });

  it('passes the contract rules a user would meet (phone format, name length)', () => {
    for (const { phone, name } of demoHospitals) {
      expect(name.length).toBeLessThanOrEqual(100);
      if (phone) expect(phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    }
    for (const { phone, email } of demoPhysicians) {
      if (phone) expect(phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(email).toMatch(/@demo\.example\.org$/);
    }
  });
});
