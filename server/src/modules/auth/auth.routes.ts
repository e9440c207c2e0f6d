import type { FastifyPluginCallback } from 'fastify';
import { loginBodySchema } from '@contract/auth';
import { messageSchema } from '@contract/common';
import { httpErrorSchema } from '@contract/errors';
import { userSchema } from '@contract/users';
import { defineRoute } from '../../lib/route';
import { login } from './auth.service';
import { clearSessionCookie, deleteSession, setSessionCookie } from './sessions.service';

const LOGIN_ADDRESS_LIMIT = { bucket: 'login:address', limit: 60, windowMs: 15 * 60_000 };

export const authRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'POST',
    url: '/login',
    access: 'public',
    summary: 'Sign in',
    description:
      'Outcomes in order: 429 per-address limit, 422 validation, 429 locked e-mail, 404 unknown e-mail, 401 wrong password, 403 unverified / rejected or disabled / unapproved, 200 with a new session cookie.',
    body: loginBodySchema,
    rateLimit: LOGIN_ADDRESS_LIMIT,
    responses: {
      200: userSchema,
      401: { description: 'Wrong password', schema: httpErrorSchema },
      403: {
        description: 'Account not verified, approved, or rejected / disabled',
        schema: messageSchema,
      },
      404: { description: 'No user with this e-mail', schema: httpErrorSchema },
    },
    handler: async ({ request, reply, body }) => {
      const { user, sessionId } = await login(app, request, body);
      setSessionCookie(reply, sessionId, app.config.cookieSecure);
      return user;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/logout',
    access: 'public',
    summary: 'Sign out',
    description: 'Deletes the presented session, if any; always 200 with the clearing Set-Cookie.',
    responses: { 200: null },
    handler: async ({ request, reply }) => {
      if (request.presentedSessionId) await deleteSession(app, request.presentedSessionId);
      clearSessionCookie(reply, app.config.cookieSecure);
    },
  });
  done();
};
