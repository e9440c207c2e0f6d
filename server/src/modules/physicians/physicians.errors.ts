import { hospitalMessages } from '@contract/hospitals';
import { physicianMessages } from '@contract/physicians';
import { createErrorFactory } from '../../lib/error-factory';

/** Every error of the physicians module, with its status (API.md §4.7). Ids as the request spelled them. */
export const physicianErrors = {
  missing: createErrorFactory({ status: 404, message: physicianMessages.missing }),
  duplicate: createErrorFactory({ status: 400, message: physicianMessages.duplicate }),
  hasLinks: createErrorFactory({ status: 400, message: physicianMessages.hasLinks }),
  /** An id in `hospitalIds` that names no hospital. */
  unknownHospital: createErrorFactory({ status: 404, message: hospitalMessages.missing }),
};
