import { registrationMessages } from '@contract/registration';
import { createErrorFactory } from '../../lib/error-factory';

export const registrationErrors = {
  /** PATCH /users/verify: an unknown, used or malformed token. */
  verifyNotFound: createErrorFactory({ status: 404, message: registrationMessages.verifyNotFound }),
  /** PATCH /users/verify: the token that already verified the address, followed again. */
  alreadyVerified: createErrorFactory({
    status: 409,
    message: registrationMessages.alreadyVerified,
  }),
};
