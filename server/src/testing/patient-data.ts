import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import {
  allergies,
  conditions,
  medications,
  type AllergyRow,
  type ConditionRow,
  type MedicationRow,
} from '../modules/catalogs/catalogs.table';
import {
  emergencyContacts,
  patientAllergies,
  patientConditions,
  patientMedications,
  patients,
  type NewPatientRow,
  type PatientRow,
} from '../modules/patients/patients.table';

/** Rows straight into the database, for tests that need patients to read, list or delete. */

let sequence = 0;

export async function insertAllergy(db: Database, name?: string): Promise<AllergyRow> {
  sequence += 1;
  const [row] = await db
    .insert(allergies)
    .values({ name: name ?? `Test allergy ${sequence}`, type: 'DRUG' })
    .returning();
  if (!row) throw new Error('insertAllergy: no row');
  return row;
}

export async function insertMedication(db: Database, name?: string): Promise<MedicationRow> {
  sequence += 1;
  const [row] = await db
    .insert(medications)
    .values({ name: name ?? `Test medication ${sequence}` })
    .returning();
  if (!row) throw new Error('insertMedication: no row');
  return row;
}

export async function insertCondition(db: Database, name?: string): Promise<ConditionRow> {
  sequence += 1;
  const [row] = await db
    .insert(conditions)
    .values({ name: name ?? `Test condition ${sequence}` })
    .returning();
  if (!row) throw new Error('insertCondition: no row');
  return row;
}

interface PatientLinks {
  allergyIds?: readonly string[];
  medicationIds?: readonly string[];
  conditionIds?: readonly string[];
  contact?: { firstName?: string; lastName?: string; phone?: string; email?: string };
}

/** A patient written by `authorId` at `now`, with optional lists (in order) and contact. */
export async function insertPatient(
  db: Database,
  authorId: string,
  now: Date,
  values: Partial<NewPatientRow> = {},
  links: PatientLinks = {},
): Promise<PatientRow> {
  const stamps = { createdAt: now, updatedAt: now, createdById: authorId, updatedById: authorId };
  let emergencyContactId: string | null = null;
  if (links.contact) {
    const [contact] = await db
      .insert(emergencyContacts)
      .values({ ...links.contact, ...stamps })
      .returning();
    emergencyContactId = contact?.id ?? null;
  }
  const [row] = await db
    .insert(patients)
    .values({ id: randomUUID(), emergencyContactId, ...stamps, ...values })
    .returning();
  if (!row) throw new Error('insertPatient: no row');
  const patientId = row.id;
  const ids = (list: readonly string[] | undefined) => list ?? [];
  if (ids(links.allergyIds).length > 0)
    await db
      .insert(patientAllergies)
      .values(
        ids(links.allergyIds).map((allergyId, position) => ({ patientId, allergyId, position })),
      );
  if (ids(links.medicationIds).length > 0)
    await db.insert(patientMedications).values(
      ids(links.medicationIds).map((medicationId, position) => ({
        patientId,
        medicationId,
        position,
      })),
    );
  if (ids(links.conditionIds).length > 0)
    await db.insert(patientConditions).values(
      ids(links.conditionIds).map((conditionId, position) => ({
        patientId,
        conditionId,
        position,
      })),
    );
  return row;
}
