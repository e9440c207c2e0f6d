import { licenceMessages } from '@contract/licences';
import { ApiError } from '../../lib/http-errors';
import { createErrorFactory } from '../../lib/error-factory';

/** GET /licenses answers (API.md §4.4). */
export const licenceErrors = {
  /** A string message, not the list form. */
  alreadyRegistered: createErrorFactory({
    status: 422,
    message: licenceMessages.alreadyRegistered,
  }),
  noMatch: createErrorFactory({ status: 404, message: licenceMessages.noMatch }),
  /** The framework-style 503 body, with the verifier's message. */
  unavailable: (message: string) =>
    new ApiError(503, { statusCode: 503, error: 'Service Unavailable', message }),
};
