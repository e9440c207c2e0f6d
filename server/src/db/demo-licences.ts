import { licenses } from '../modules/licences/licences.table';
import type { Database } from './client';

/**
 * Invented licences for the `registry` verifier, none held by a demo account, so a fresh
 * install can try the licence sign-up at once (docs/operations.md, "Demo licences"). The expired one shows
 * the refusal `Expired or unprocessable license data`.
 */
export const demoLicences = [
  {
    licenseNumber: 'P900001',
    name: 'Demo-Rivera, Alex Jordan',
    licenseType: 'Paramedic',
    status: 'Active',
  },
  { licenseNumber: 'E900002', name: 'Demo-Chen, Morgan', licenseType: 'EMT', status: 'Active' },
  {
    licenseNumber: 'A900003',
    name: 'Demo-Okafor, Sam Taylor',
    licenseType: 'Advanced EMT',
    status: 'Active',
  },
  { licenseNumber: 'E900004', name: 'Demo-Lindqvist, Pat', licenseType: 'EMT', status: 'Active' },
  { licenseNumber: 'E900009', name: 'Demo-Expired, Casey', licenseType: 'EMT', status: 'Expired' },
] as const;

/** Adds the demo licences that are not in the registry yet; returns the numbers added. */
export async function seedDemoLicences(db: Database, now: Date = new Date()): Promise<string[]> {
  const added = await db
    .insert(licenses)
    .values(demoLicences.map((licence) => ({ ...licence, createdAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ licenseNumber: licenses.licenseNumber });
  return added.map((row) => row.licenseNumber);
}
