import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey, clientIp } from '../lib/client-address';
import { isApiPath } from '../lib/request-path';
import {
  clearSessionCookie,
  resolveSession,
  SESSION_COOKIE,
} from '../modules/auth/sessions.service';

/**
 * Reads the `session` cookie on every /api request. A live session sets `request.session`
 * and `request.user`; a malformed, unknown or expired one counts as none, and the response
 * clears the cookie.
 */
export async function registerSessions(app: FastifyInstance): Promise<void> {
  await app.register(cookie, { hook: 'onRequest' });
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('presentedSessionId', null);
  app.decorateRequest('clientAddress', '');
  app.decorateRequest('readWithSession', null);

  app.addHook('onRequest', async (request, reply) => {
    request.clientAddress = clientAddressKey(clientIp(request));
    if (!isApiPath(request.url)) return;
    const rawId = request.cookies[SESSION_COOKIE];
    if (rawId === undefined) return;
    request.presentedSessionId = rawId;
    // A route may fold the lookup into its own statement (GET /patients/:id).
    const resolveWith = request.routeOptions.config.resolveSessionWith;
    const live = resolveWith ? await resolveWith(request, rawId) : await resolveSession(app, rawId);
    if (!live) {
      clearSessionCookie(reply, app.config.cookieSecure);
      return;
    }
    request.session = live.session;
    request.user = live.user;
  });
}
