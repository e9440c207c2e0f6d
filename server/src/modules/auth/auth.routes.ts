import type { FastifyPluginCallback } from 'fastify';
import { loginBodySchema, loginChallengeSchema } from '@contract/auth';
import { messageSchema } from '@contract/common';
import { httpErrorSchema } from '@contract/errors';
import { can } from '@contract/permissions';
import { isActiveUser, sessionProbeSchema, userSchema } from '@contract/users';
import { defineRoute } from '../../lib/route';
import { toUser } from '../users/users.serializer';
import { login } from './auth.service';
import { clearSessionCookie, deleteSession, setSessionCookie } from './sessions.service';

export const LOGIN_ADDRESS_LIMIT = { bucket: 'login:address', limit: 60, windowMs: 15 * 60_000 };

export const authRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'POST',
    url: '/login',
    access: 'public',
    summary: 'Sign in',
    description:
      'Outcomes in order: 429 per-address limit, 422 validation, 429 locked e-mail, 404 unknown e-mail, 401 wrong password, 403 unverified / rejected or disabled / unapproved, 200 with a new session cookie. [ours] An account with two-factor sign-in, or whose role must have it (MFA_REQUIRED_ROLES), gets 202 with a challenge and no cookie: see POST /auth/login/mfa and /auth/login/enrol.',
    body: loginBodySchema,
    rateLimit: LOGIN_ADDRESS_LIMIT,
    responses: {
      200: userSchema,
      202: {
        description:
          '[ours] Password right, second step needed: `step` code (two-factor on) or enrol (required by role); no cookie yet',
        schema: loginChallengeSchema,
      },
      401: { description: 'Wrong password', schema: httpErrorSchema },
      403: {
        description: 'Account not verified, approved, or rejected / disabled',
        schema: messageSchema,
      },
      404: { description: 'No user with this e-mail', schema: httpErrorSchema },
    },
    handler: async ({ request, reply, body }) => {
      const result = await login(app, request, body);
      if ('challenge' in result) {
        reply.code(202);
        return result.challenge;
      }
      setSessionCookie(reply, result.sessionId, app.config.cookieSecure);
      return result.user;
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
  defineRoute(app, {
    method: 'GET',
    url: '/session',
    access: 'public',
    summary: 'The session, if any [ours]',
    description:
      "Always 200: `user` as GET /users/me answers it for a live session of an active account, else null (no session, an ended one, an inactive account). The SPA's start-up check, so a visitor's page logs no 401; an ended session's cookie is cleared as on every route.",
    responses: { 200: sessionProbeSchema },
    handler: ({ user }) => ({
      user: user && isActiveUser(user) && can(user, 'session.me') ? toUser(user) : null,
    }),
  });
  done();
};
