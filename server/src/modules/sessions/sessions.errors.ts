import { accountSecurityMessages } from '@contract/sessions';
import { createErrorFactory } from '../../lib/error-factory';

/** Every error of the sessions module, with its status. */
export const sessionErrors = {
  notFound: createErrorFactory({ status: 404, message: accountSecurityMessages.sessionNotFound }),
  currentSession: createErrorFactory({
    status: 409,
    message: accountSecurityMessages.currentSession,
  }),
};
