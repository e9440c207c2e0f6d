import { hospitalMessages } from '@contract/hospitals';
import { createErrorFactory } from '../../lib/error-factory';

/** Every error of the hospitals module, with its status (API.md §4.8). */
export const hospitalErrors = {
  notFound: createErrorFactory({ status: 404, message: hospitalMessages.notFound }),
  /** The duplicate rule answers 422 with a string message, not the list form. */
  duplicate: createErrorFactory({ status: 422, message: hospitalMessages.duplicate }),
  hasPatients: createErrorFactory({ status: 400, message: hospitalMessages.hasPatients }),
  hasPhysicians: createErrorFactory({ status: 400, message: hospitalMessages.hasPhysicians }),
};
