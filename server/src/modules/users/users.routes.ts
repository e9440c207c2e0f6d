import type { FastifyPluginCallback } from 'fastify';
import { userSchema } from '@contract/users';
import { defineRoute } from '../../lib/route';
import { toUser } from './users.serializer';

export const usersRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/me',
    can: 'session.me',
    summary: 'The signed-in user',
    responses: { 200: userSchema },
    handler: ({ user }) => toUser(user),
  });
  done();
};
