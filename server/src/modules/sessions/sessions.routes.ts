import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { messageSchema } from '@contract/common';
import {
  accountSecurityMessages,
  activeSessionSchema,
  sessionIdParamsSchema,
  sessionsEndedSchema,
} from '@contract/sessions';
import { userIdParamsSchema } from '@contract/users';
import { foundOr } from '../../lib/http-errors';
import { defineRoute } from '../../lib/route';
import { userErrors } from '../users/users.errors';
import { findUser } from '../users/users.service';
import { endOwnSession, endSessionsOf, listOwnSessions } from './sessions.service';

/** [ours] The member's active sessions, and the admin's "end all sessions" (issue 12). */
export const sessionsRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/me/sessions',
    can: 'session.manageOwn',
    summary: "The member's active sessions [ours]",
    description:
      'Live sessions of the signed-in member, this one first (`current`), then by last seen. Device from the user agent; the id is public, never the cookie. Not paginated: a member holds few sessions.',
    responses: { 200: z.array(activeSessionSchema) },
    handler: ({ request, db, user, now }) =>
      listOwnSessions({ db, actor: user, now, request }, app.config),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/me/sessions',
    can: 'session.manageOwn',
    summary: "End the member's other sessions [ours]",
    description:
      'Every session of the member except the one making the request ends. Audited as `user.sessions_end`.',
    responses: { 200: sessionsEndedSchema },
    handler: async ({ request, db, user, now }) => ({
      message: accountSecurityMessages.sessionsEnded,
      ended: await endSessionsOf({ db, actor: user, now, request }, user.id, 'others'),
    }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/me/sessions/:id',
    can: 'session.manageOwn',
    summary: 'End one other session of the member [ours]',
    description:
      "Outcomes in order: 422 bad id, 404 unknown (another member's session included), 409 the session making the request (sign out instead), 200. Audited as `user.sessions_end`.",
    params: sessionIdParamsSchema,
    responses: { 200: messageSchema, 404: messageSchema, 409: messageSchema },
    handler: async ({ request, params, db, user, now }) => {
      await endOwnSession({ db, actor: user, now, request }, params.id);
      return { message: accountSecurityMessages.sessionEnded };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/:id/sessions',
    can: 'user.endSessions',
    summary: "End all of a member's sessions [ours]",
    description:
      "Outcomes in order: 422 bad id, 404, 200: every session of the member ends (an admin targeting themself keeps the one making the request); the member's next request gets 401. Audited as `user.sessions_end`.",
    params: userIdParamsSchema,
    responses: { 200: sessionsEndedSchema, 404: messageSchema },
    handler: async ({ request, params, db, user, now }) => {
      const target = foundOr(await findUser(db, params.id), userErrors.notFound);
      return {
        message: accountSecurityMessages.sessionsEnded,
        ended: await endSessionsOf({ db, actor: user, now, request }, target.id, 'all'),
      };
    },
  });
  done();
};
