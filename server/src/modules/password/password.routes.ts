import type { FastifyPluginCallback } from 'fastify';
import { messageSchema } from '@contract/common';
import {
  passwordForgotBodySchema,
  passwordResetBodySchema,
  passwordTokenParamsSchema,
} from '@contract/password';
import { defineRoute } from '../../lib/route';
import { limitPerTarget } from '../../lib/target-limit';
import { normalizeEmail } from '../users/users.service';
import { refuseBreachedPassword } from '../../lib/breached-passwords';
import { checkPasswordResetToken, requestPasswordReset, resetPassword } from './password.service';

const WINDOW_MS = 15 * 60_000;
/** API.md §1.9: 10 per address and 3 per e-mail in 15 minutes. */
const FORGOT_ADDRESS_LIMIT = { bucket: 'password:address', limit: 10, windowMs: WINDOW_MS };
const FORGOT_EMAIL_LIMIT = { bucket: 'password:email', limit: 3, windowMs: WINDOW_MS };
/** [ours] Setting the new password costs a hash: as many per address as asking for links. */
const RESET_ADDRESS_LIMIT = { bucket: 'password-reset:address', limit: 10, windowMs: WINDOW_MS };

/** Password reset (API.md §4.1, §5.5), under /api/v1/auth beside login and logout. */
export const passwordRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'POST',
    url: '/password',
    access: 'public',
    summary: 'Request a password reset link',
    description:
      'Outcomes in order: 429 per-address limit, 422 validation, 429 per-e-mail limit, 404 unknown e-mail, 503 mail not sent (an earlier link stays valid), 200 with the passwordReset mail sent (link valid 30 minutes).',
    body: passwordForgotBodySchema,
    rateLimit: FORGOT_ADDRESS_LIMIT,
    responses: {
      200: null,
      404: { description: 'No user with this e-mail', schema: messageSchema },
      503: { description: 'The mail could not be sent', schema: messageSchema },
    },
    handler: async ({ request, body }) => {
      await limitPerTarget(app, FORGOT_EMAIL_LIMIT, normalizeEmail(body.email));
      await requestPasswordReset(app, request, body.email);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/password/:token',
    access: 'public',
    summary: 'Check a password reset link',
    description: '200 when a user holds this unexpired token; otherwise 401.',
    params: passwordTokenParamsSchema,
    responses: {
      200: null,
      401: { description: 'Unknown, expired, used or malformed token', schema: messageSchema },
    },
    handler: async ({ params }) => {
      await checkPasswordResetToken(app, params.token);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/password',
    access: 'public',
    summary: 'Set a new password with a reset link',
    description:
      'Outcomes in order: 429 per-address limit, 422 validation (a password on the common/breached list included), 401 unknown / expired / malformed token, 200: the password changes, every session of the user ends, the login lockout clears, and the passwordResetSuccess mail is sent (a failed send is only logged).',
    body: passwordResetBodySchema,
    rateLimit: RESET_ADDRESS_LIMIT,
    responses: {
      200: null,
      401: { description: 'Unknown, expired, used or malformed token', schema: messageSchema },
    },
    handler: async ({ request, body }) => {
      await refuseBreachedPassword(body.password);
      await resetPassword(app, request, body.passwordResetToken, body.password);
    },
  });
  done();
};
