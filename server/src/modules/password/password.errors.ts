import { passwordMessages } from '@contract/password';
import { createErrorFactory } from '../../lib/error-factory';

export const passwordErrors = {
  emailNotFound: createErrorFactory({ status: 404, message: passwordMessages.emailNotFound }),
  linkInvalid: createErrorFactory({ status: 401, message: passwordMessages.linkInvalid }),
};
