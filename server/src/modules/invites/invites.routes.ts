import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { messageSchema } from '@contract/common';
import { validationErrorSchema } from '@contract/errors';
import {
  inviteCreateBodySchema,
  inviteIdParamsSchema,
  inviteListQuerySchema,
  invitePublicSchema,
  inviteSchema,
} from '@contract/invites';
import { foundOr } from '../../lib/http-errors';
import { respondWithPage } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { inviteErrors } from './invites.errors';
import { toInvite, toPublicInvite } from './invites.serializer';
import { createInvites, findInvite, listInvites, revokeInvite } from './invites.service';

const listKeys = ['page', 'perPage'] as const;

export const invitesRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/',
    can: 'invite.manage',
    summary: 'List invites',
    description: 'Every invite in any state, newest first.',
    query: inviteListQuerySchema,
    paginated: true,
    responses: { 200: z.array(inviteSchema) },
    handler: ({ request, reply, query, db }) =>
      respondWithPage({ request, reply, query }, listKeys, async (window) => {
        const { rows, total } = await listInvites(db, window);
        return { items: rows.map(toInvite), total };
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/',
    can: 'invite.manage',
    summary: 'Invite people',
    description:
      'Parses `recipients` (API.md §4.3); every problem is one 422 at `recipients` and nothing is created. Each recipient gets an invite valid 7 days; the invite mails are sent once the invites are saved, and a failed send is only logged (the invites stay; the rest of the batch is not tried).',
    body: inviteCreateBodySchema,
    responses: {
      201: z.array(inviteSchema),
      422: validationErrorSchema,
    },
    handler: async ({ request, reply, body, user, now }) => {
      const rows = await createInvites(app, request, user, now, body);
      reply.code(201);
      return rows.map(toInvite);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/:id',
    access: 'public',
    summary: 'Read an invite (public form)',
    description:
      'The nine public keys, whatever the state: the registration page decides validity.',
    params: inviteIdParamsSchema,
    responses: { 200: invitePublicSchema, 404: messageSchema },
    handler: async ({ params, db }) =>
      toPublicInvite(foundOr(await findInvite(db, params.id), inviteErrors.notFound)),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/:id',
    can: 'invite.manage',
    summary: 'Revoke an invite',
    description: 'A soft revoke: the row is kept, and a repeat keeps the first timestamp.',
    params: inviteIdParamsSchema,
    responses: { 200: inviteSchema, 404: messageSchema },
    handler: async ({ request, params, db, user, now }) => {
      const invite = foundOr(await findInvite(db, params.id), inviteErrors.notFound);
      return toInvite(await revokeInvite(db, request, user, now, invite));
    },
  });
  done();
};
