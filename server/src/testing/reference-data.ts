import {
  hospitals,
  type HospitalRow,
  type NewHospitalRow,
} from '../modules/hospitals/hospitals.table';
import {
  physicianHospitals,
  physicians,
  type NewPhysicianRow,
  type PhysicianRow,
} from '../modules/physicians/physicians.table';
import type { Database } from '../db/client';

/** Rows straight into the database, for tests that need data to read, link or delete. */

let sequence = 0;

export async function insertHospital(
  db: Database,
  values: Partial<NewHospitalRow> = {},
): Promise<HospitalRow> {
  sequence += 1;
  const [row] = await db
    .insert(hospitals)
    .values({ name: `Test Hospital ${sequence}`, ...values })
    .returning();
  if (!row) throw new Error('insertHospital: no row');
  return row;
}

export async function insertPhysician(
  db: Database,
  values: Partial<NewPhysicianRow> = {},
  hospitalIds: readonly string[] = [],
): Promise<PhysicianRow> {
  sequence += 1;
  const [row] = await db
    .insert(physicians)
    .values({ firstName: 'Test', lastName: `Physician${sequence}`, ...values })
    .returning();
  if (!row) throw new Error('insertPhysician: no row');
  if (hospitalIds.length > 0)
    await db
      .insert(physicianHospitals)
      .values(hospitalIds.map((hospitalId) => ({ physicianId: row.id, hospitalId })));
  return row;
}
