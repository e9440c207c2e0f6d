import { patientMessages, type MedicalListKey } from '@contract/patients';
import { createErrorFactory } from '../../lib/error-factory';
import { validationError } from '../../lib/http-errors';

/** Every error of the patients module, with its status (API.md §4.6). Ids as the request spelled them. */
export const patientErrors = {
  missing: createErrorFactory({ status: 404, message: patientMessages.missing }),
  exists: createErrorFactory({ status: 409, message: patientMessages.exists }),
  /** An id in a `medicalData` list that names no catalog entry. */
  listItemMissing: createErrorFactory({
    status: 404,
    message: (key: MedicalListKey, id: string) => patientMessages.listItemMissing(key, id),
  }),
  /** [ours, issue 23] 'None known' for a list whose saved entries stay. */
  noneKnownWithEntries: (key: MedicalListKey) =>
    validationError([
      { path: `medicalData.${key}NoneKnown`, message: patientMessages.noneKnownWithEntries(key) },
    ]),
  /** [ours, issue 23] Details for an entry not on the saved list. */
  detailNotOnList: (key: MedicalListKey, id: string) =>
    validationError([
      {
        path: `medicalData.${key === 'allergies' ? 'allergyDetails' : 'medicationDetails'}`,
        message: patientMessages.detailNotOnList(key, id),
      },
    ]),
  hospitalMissing: createErrorFactory({ status: 404, message: patientMessages.hospitalMissing }),
  physicianMissing: createErrorFactory({ status: 404, message: patientMessages.physicianMissing }),
};
