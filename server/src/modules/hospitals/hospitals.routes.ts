import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { deleteAnswerSchema, messageSchema } from '@contract/common';
import { validationErrorSchema } from '@contract/errors';
import {
  hospitalCreateSchema,
  hospitalIdParamsSchema,
  hospitalListQuerySchema,
  hospitalMessages,
  hospitalPatchSchema,
  hospitalSchema,
} from '@contract/hospitals';
import { foundOr } from '../../lib/http-errors';
import { respondWithPage } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { hospitalErrors } from './hospitals.errors';
import { toHospital } from './hospitals.serializer';
import {
  createHospital,
  deleteHospital,
  findHospital,
  listHospitals,
  updateHospital,
} from './hospitals.service';

/** The endpoint's query table order, for the Link header. */
const listKeys = ['page', 'perPage', 'hospital', 'physicianId'] as const;

/** The duplicate rule answers 422 with a string message, not the list form. */
const duplicateOrInvalid = {
  description: 'Validation failure (list form), or the duplicate rule (string message)',
  schema: z.union([validationErrorSchema, messageSchema]),
};

export const hospitalsRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineHospitalRoutes(app);
  done();
};

function defineHospitalRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/',
    can: 'hospital.list',
    summary: 'List hospitals',
    description: 'Search by name (case-insensitive substring), or the hospitals of a physician.',
    query: hospitalListQuerySchema,
    paginated: true,
    responses: { 200: z.array(hospitalSchema) },
    handler: async ({ request, reply, query, db }) =>
      respondWithPage({ request, reply, query }, listKeys, async (window) => {
        const { rows, total } = await listHospitals(
          db,
          { term: query.hospital, physicianId: query.physicianId },
          window,
        );
        return { items: rows.map(toHospital), total };
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/:id',
    can: 'hospital.view',
    summary: 'One hospital',
    params: hospitalIdParamsSchema,
    responses: { 200: hospitalSchema, 404: messageSchema },
    handler: async ({ params, db }) =>
      toHospital(foundOr(await findHospital(db, params.id), hospitalErrors.notFound)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/',
    can: 'hospital.create',
    summary: 'Create a hospital',
    body: hospitalCreateSchema,
    responses: { 201: hospitalSchema, 422: duplicateOrInvalid },
    handler: async ({ request, reply, body, db, user, now }) => {
      const row = await createHospital({ db, actor: user, now, request }, body);
      reply.code(201);
      return toHospital(row);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/:id',
    can: 'hospital.update',
    summary: 'Update a hospital',
    description: 'Absent keys are unchanged; the duplicate rule applies against the others.',
    params: hospitalIdParamsSchema,
    body: hospitalPatchSchema,
    responses: { 200: hospitalSchema, 404: messageSchema, 422: duplicateOrInvalid },
    handler: async ({ request, params, body, db, user, now }) => {
      const row = await updateHospital({ db, actor: user, now, request }, params.id, body);
      return toHospital(foundOr(row, hospitalErrors.notFound));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/:id',
    can: 'hospital.delete',
    summary: 'Delete a hospital with no patients and no physicians',
    params: hospitalIdParamsSchema,
    responses: { 200: deleteAnswerSchema, 400: messageSchema, 404: messageSchema },
    handler: async ({ request, params, db, user, now }) => {
      if ((await deleteHospital({ db, actor: user, now, request }, params.id)) === 'missing')
        throw hospitalErrors.notFound();
      return { message: hospitalMessages.deleted };
    },
  });
}
