import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { deleteAnswerSchema, messageSchema } from '@contract/common';
import {
  physicianCreateSchema,
  physicianIdParamsSchema,
  physicianListQuerySchema,
  physicianMessages,
  physicianPatchSchema,
  physicianSchema,
} from '@contract/physicians';
import { bodyIdAsSent, paramAsSent } from '../../lib/as-sent';
import { foundOr } from '../../lib/http-errors';
import { respondWithPage } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { physicianErrors } from './physicians.errors';
import { toPhysician } from './physicians.serializer';
import {
  createPhysician,
  deletePhysician,
  findPhysician,
  listPhysicians,
  updatePhysician,
} from './physicians.service';

/** The endpoint's query table order, for the Link header. */
const listKeys = ['page', 'perPage', 'physician', 'hospitalId'] as const;

export const physiciansRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineListAndRead(app);
  defineWrites(app);
  done();
};

function defineListAndRead(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/',
    can: 'physician.list',
    summary: 'List physicians',
    description:
      'One word matches first, middle or last name; several words: first name contains the first and last name the last.',
    query: physicianListQuerySchema,
    paginated: true,
    responses: { 200: z.array(physicianSchema) },
    handler: async ({ request, reply, query, db }) =>
      respondWithPage({ request, reply, query }, listKeys, async (window) => {
        const { items, total } = await listPhysicians(
          db,
          { term: query.physician, hospitalId: query.hospitalId },
          window,
        );
        return { items: items.map((item) => toPhysician(item.physician, item.hospitals)), total };
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/:id',
    can: 'physician.view',
    summary: 'One physician, with their hospitals',
    params: physicianIdParamsSchema,
    responses: { 200: physicianSchema, 404: messageSchema },
    handler: async ({ request, params, db }) => {
      const found = foundOr(await findPhysician(db, params.id), () =>
        physicianErrors.missing(paramAsSent(request, 'id')),
      );
      return toPhysician(found.physician, found.hospitals);
    },
  });
}

function defineWrites(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/',
    can: 'physician.create',
    summary: 'Create a physician',
    description: 'Validation (422), then the duplicate rule (400), then the hospital ids (404).',
    body: physicianCreateSchema,
    responses: { 201: physicianSchema, 400: messageSchema, 404: messageSchema },
    handler: async ({ request, reply, body, db, user, now }) => {
      const created = await createPhysician(
        { db, actor: user, now, request },
        body,
        bodyIdAsSent(request, 'hospitalIds'),
      );
      reply.code(201);
      return toPhysician(created.physician, created.hospitals);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/:id',
    can: 'physician.update',
    summary: 'Update a physician',
    description: 'Absent keys are unchanged; `hospitalIds` replaces the hospital links.',
    params: physicianIdParamsSchema,
    body: physicianPatchSchema,
    responses: { 200: physicianSchema, 400: messageSchema, 404: messageSchema },
    handler: async ({ request, params, body, db, user, now }) => {
      const updated = await updatePhysician(
        { db, actor: user, now, request },
        params.id,
        body,
        bodyIdAsSent(request, 'hospitalIds'),
      );
      if (!updated) throw physicianErrors.missing(paramAsSent(request, 'id'));
      return toPhysician(updated.physician, updated.hospitals);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/:id',
    can: 'physician.delete',
    summary: 'Delete a physician with no patients and no hospitals',
    params: physicianIdParamsSchema,
    responses: { 200: deleteAnswerSchema, 400: messageSchema, 404: messageSchema },
    handler: async ({ request, params, db, user, now }) => {
      const idAsSent = paramAsSent(request, 'id');
      if (
        (await deletePhysician({ db, actor: user, now, request }, params.id, idAsSent)) ===
        'missing'
      )
        throw physicianErrors.missing(idAsSent);
      return { message: physicianMessages.deleted };
    },
  });
}
