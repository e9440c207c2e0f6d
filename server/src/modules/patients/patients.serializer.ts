import type { PatientCreated, PatientListItem } from '@contract/patients';
import { iso } from '../../lib/iso';
import { toUser } from '../users/users.serializer';
import type { UserRow } from '../users/users.table';
import type { PatientRow } from './patients.table';

/**
 * The 16 scalars (the created form). While PHI collection is off every PHI key is null, even
 * for a value stored while it was on (API.md §5.8).
 */
export function toPatientCreated(row: PatientRow, collectPhi: boolean): PatientCreated {
  return {
    id: row.id,
    firstName: collectPhi ? row.firstName : null,
    middleName: collectPhi ? row.middleName : null,
    lastName: collectPhi ? row.lastName : null,
    dateOfBirth: collectPhi ? row.dateOfBirth : null,
    gender: collectPhi ? row.gender : null,
    language: row.language,
    codeStatus: row.codeStatus,
    codeStatusAttached: row.codeStatusAttached,
    hospitalId: row.hospitalId,
    physicianId: row.physicianId,
    emergencyContactId: collectPhi ? row.emergencyContactId : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    createdById: row.createdById,
    updatedById: row.updatedById,
    signedFormKind: row.signedFormKind,
    signedFormDate: collectPhi ? row.signedFormDate : null,
    signedFormLocation: row.signedFormLocation,
    polstCpr: row.polstCpr,
    polstTreatment: row.polstTreatment,
    circumstances: row.circumstances,
    circumstancesNote: row.circumstancesNote,
    accessInstructions: row.accessInstructions,
  };
}

/** The list form: the scalars and their authors. */
export function toPatientListItem(
  row: { patient: PatientRow; createdBy: UserRow; updatedBy: UserRow },
  collectPhi: boolean,
): PatientListItem {
  return {
    ...toPatientCreated(row.patient, collectPhi),
    createdBy: toUser(row.createdBy),
    updatedBy: toUser(row.updatedBy),
  };
}
