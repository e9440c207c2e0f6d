import { loginMessages } from '@contract/auth';
import { createErrorFactory } from '../../lib/error-factory';
import { notFound, tooManyAttempts, unauthorized } from '../../lib/http-errors';

/** Every error of sign-in, with its status, in API.md §4.1's order. */
export const authErrors = {
  /** 429 with Retry-After: the e-mail is locked for that many more seconds. */
  locked: tooManyAttempts,
  /** The framework's 404 body. */
  unknownEmail: notFound,
  /** The framework's 401 body. */
  wrongPassword: unauthorized,
  unverified: createErrorFactory({ status: 403, message: loginMessages.unverified }),
  rejectedOrDisabled: createErrorFactory({
    status: 403,
    message: loginMessages.rejectedOrDisabled,
  }),
  unapproved: createErrorFactory({ status: 403, message: loginMessages.unapproved }),
};
