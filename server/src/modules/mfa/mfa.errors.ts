import { mfaMessages } from '@contract/auth';
import { createErrorFactory } from '../../lib/error-factory';

/** Every error of two-factor sign-in and its settings, with its status. */
export const mfaErrors = {
  challengeExpired: createErrorFactory({ status: 401, message: mfaMessages.challengeExpired }),
  wrongCode: createErrorFactory({ status: 400, message: mfaMessages.wrongCode }),
  wrongRecoveryCode: createErrorFactory({ status: 400, message: mfaMessages.wrongRecoveryCode }),
  wrongPassword: createErrorFactory({ status: 400, message: mfaMessages.wrongPassword }),
  alreadyEnabled: createErrorFactory({ status: 409, message: mfaMessages.alreadyEnabled }),
  notEnabled: createErrorFactory({ status: 409, message: mfaMessages.notEnabled }),
  noSetup: createErrorFactory({ status: 409, message: mfaMessages.noSetup }),
  required: createErrorFactory({ status: 409, message: mfaMessages.required }),
  /** The secret was sealed under another SESSION_SECRET: only an admin reset helps. */
  unreadable: createErrorFactory({ status: 409, message: mfaMessages.unreadable }),
};
