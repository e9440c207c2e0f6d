import { catalogMessages } from './catalogs';
import { hospitalMessages } from './hospitals';
import { physicianMessages } from './physicians';

/*
 * The patient endpoints' messages (the API's English: tests assert it byte for byte; the SPA
 * shows them translated from common.json's messages group).
 */

/** The three ordered medical lists, named as in the body and in the 404 message. */
export const medicalListKeys = ['allergies', 'medications', 'conditions'] as const;
export type MedicalListKey = (typeof medicalListKeys)[number];

export const patientMessages = {
  idFormat: 'Invalid patient ID format',
  missing: (id: string) => `Patient with ID ${id} does not exist in database.`,
  exists: (id: string) => `Patient with ID ${id} already exists in database.`,
  deleted: 'Patient deleted successfully',
  required: 'Required',
  invalidDate: 'Invalid date',
  futureDateOfBirth: 'Date of birth cannot be in the future',
  noSection: 'At least one field must be provided for update',
  noMedicalField: 'At least one medical field must be provided',
  noHealthcareChoice: 'At least one healthcare choice field must be provided',
  allergyIdFormat: catalogMessages.allergyIdFormat,
  medicationIdFormat: catalogMessages.medicationIdFormat,
  conditionIdFormat: catalogMessages.conditionIdFormat,
  hospitalIdFormat: hospitalMessages.idFormat,
  physicianIdFormat: physicianMessages.idFormat,
  /** `<key>` is literally `allergies`, `medications` or `conditions`. */
  listItemMissing: (key: MedicalListKey, id: string) =>
    `${key} with ID ${id} does not exist in database.`,
  /** [ours, issue 23] 'None known' asked for a list that has entries. */
  noneKnownWithEntries: (key: MedicalListKey) =>
    `${key} cannot be marked none known while the list has entries.`,
  /** [ours, issue 23] Details for an entry that is not on the patient's list. */
  detailNotOnList: (key: MedicalListKey, id: string) =>
    `Details were given for ${key} with ID ${id}, which is not on the patient's list.`,
  hospitalMissing: hospitalMessages.missing,
  physicianMissing: physicianMessages.missing,
} as const;
