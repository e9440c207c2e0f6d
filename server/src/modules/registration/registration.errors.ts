import { registrationMessages } from '@contract/registration';
import { createErrorFactory } from '../../lib/error-factory';

export const registrationErrors = {
  /** PATCH /users/verify: an unknown, used or malformed token. */
  verifyNotFound: createErrorFactory({ status: 404, message: registrationMessages.verifyNotFound }),
};
