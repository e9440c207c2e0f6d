import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countAll } from '../../lib/search';
import {
  patientAllergies,
  patientConditions,
  patientMedications,
  patients,
} from './patients.table';

/*
 * The reference data's delete rules (API.md §4.7–4.9) ask the patients module whether patients
 * still point at a record: a hospital or physician with patients is kept, and a catalog entry
 * is unlinked from every patient list before it goes. Each runs in the caller's transaction.
 */

export async function countPatientsLinkedToHospital(
  db: Queryable,
  hospitalId: string,
): Promise<number> {
  const [row] = await db
    .select({ total: countAll() })
    .from(patients)
    .where(eq(patients.hospitalId, hospitalId));
  return row?.total ?? 0;
}

export async function countPatientsLinkedToPhysician(
  db: Queryable,
  physicianId: string,
): Promise<number> {
  const [row] = await db
    .select({ total: countAll() })
    .from(patients)
    .where(eq(patients.physicianId, physicianId));
  return row?.total ?? 0;
}

export async function unlinkAllergyFromPatients(db: Queryable, allergyId: string): Promise<void> {
  await db.delete(patientAllergies).where(eq(patientAllergies.allergyId, allergyId));
}

export async function unlinkMedicationFromPatients(
  db: Queryable,
  medicationId: string,
): Promise<void> {
  await db.delete(patientMedications).where(eq(patientMedications.medicationId, medicationId));
}

export async function unlinkConditionFromPatients(
  db: Queryable,
  conditionId: string,
): Promise<void> {
  await db.delete(patientConditions).where(eq(patientConditions.conditionId, conditionId));
}
