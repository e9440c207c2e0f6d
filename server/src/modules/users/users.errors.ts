import { userMessages } from '@contract/users';
import { createErrorFactory } from '../../lib/error-factory';
import { forbidden, validationError } from '../../lib/http-errors';

/** Every error of the users module, with its status (API.md §4.2). */
export const userErrors = {
  notFound: createErrorFactory({ status: 404, message: userMessages.notFound }),
  /** Acting on an ADMIN without being one: the framework's 403 body (API.md §1.4). */
  adminTarget: forbidden,
  ownRole: () => validationError([{ path: 'role', message: userMessages.ownRole }]),
  ownReject: () => validationError([{ path: 'id', message: userMessages.ownReject }]),
  ownDisable: () => validationError([{ path: 'id', message: userMessages.ownDisable }]),
  currentPasswordWrong: () =>
    validationError([{ path: 'currentPassword', message: userMessages.currentPasswordWrong }]),
};
