import { inviteMessages } from '@contract/invites';
import { createErrorFactory } from '../../lib/error-factory';

export const inviteErrors = {
  notFound: createErrorFactory({ status: 404, message: inviteMessages.notFound }),
};
