import type { Queryable } from '../../db/client';

/*
 * The reference data's delete rules ask whether patients still point at a record. There is no
 * patients table yet: these answer "none" until the patients module replaces them with real
 * queries (and the allergy delete with the removal of its patient links).
 */

export function countPatientsLinkedToHospital(
  _db: Queryable,
  _hospitalId: string,
): Promise<number> {
  return Promise.resolve(0);
}

export function countPatientsLinkedToPhysician(
  _db: Queryable,
  _physicianId: string,
): Promise<number> {
  return Promise.resolve(0);
}

export function unlinkAllergyFromPatients(_db: Queryable, _allergyId: string): Promise<void> {
  return Promise.resolve();
}

export function unlinkMedicationFromPatients(_db: Queryable, _medicationId: string): Promise<void> {
  return Promise.resolve();
}

export function unlinkConditionFromPatients(_db: Queryable, _conditionId: string): Promise<void> {
  return Promise.resolve();
}
