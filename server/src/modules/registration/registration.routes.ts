import type { FastifyPluginCallback } from 'fastify';
import { messageSchema } from '@contract/common';
import { validationErrorSchema } from '@contract/errors';
import { registerBodySchema, verifyEmailBodySchema } from '@contract/registration';
import { userSchema } from '@contract/users';
import { defineRoute } from '../../lib/route';
import { limitPerTarget } from '../../lib/target-limit';
import { normalizeEmail } from '../users/users.service';
import { toUser } from '../users/users.serializer';
import { register, verifyEmail } from './registration.service';
import { requestLanguage } from '../mail/mail-language';

const WINDOW_MS = 60 * 60_000;
/** API.md §1.9: 20 per address and 5 per e-mail in 60 minutes. */
const REGISTER_ADDRESS_LIMIT = { bucket: 'register:address', limit: 20, windowMs: WINDOW_MS };
const REGISTER_EMAIL_LIMIT = { bucket: 'register:email', limit: 5, windowMs: WINDOW_MS };

/** Sign-up and e-mail verification (API.md §4.2, §5.2, §5.3), under /api/v1/users. */
export const registrationRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'POST',
    url: '/register',
    access: 'public',
    summary: 'Sign up, with a licence or an invite',
    description:
      'Outcomes in order: 429 per-address limit, 422 validation, 429 per-e-mail limit, 422 business rules in one list (e-mail registered, password on the common/breached list, invite not valid, licence required / not verified / registered, also when a concurrent sign-up took the e-mail or licence), 201 User. The verify mail is sent after the account is saved; a failed send is only logged.',
    body: registerBodySchema,
    rateLimit: REGISTER_ADDRESS_LIMIT,
    responses: {
      201: userSchema,
      422: validationErrorSchema,
    },
    handler: async ({ request, reply, body, now }) => {
      await limitPerTarget(app, REGISTER_EMAIL_LIMIT, normalizeEmail(body.email));
      const user = await register(app, body, now, requestLanguage(request));
      reply.code(201);
      return toUser(user);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/verify',
    access: 'public',
    summary: 'Verify an e-mail address',
    description:
      '200 empty; 409 Email already verified for the token that already verified its address (the link followed again); an unknown, replaced or malformed token → 404.',
    body: verifyEmailBodySchema,
    responses: { 200: null, 404: messageSchema, 409: messageSchema },
    handler: async ({ body, now }) => {
      await verifyEmail(app, body.emailVerificationToken, now);
    },
  });
  done();
};
