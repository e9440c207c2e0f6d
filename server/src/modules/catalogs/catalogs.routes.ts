import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { z, type ZodTypeAny } from 'zod';
import {
  allergyIdParamsSchema,
  allergyListQuerySchema,
  allergyPatchSchema,
  allergyRegisterSchema,
  allergySchema,
  catalogMessages,
  catalogTermKey,
  conditionListQuerySchema,
  conditionRegisterSchema,
  conditionSchema,
  medicationListQuerySchema,
  medicationRegisterSchema,
  medicationSchema,
  type CatalogKind,
} from '@contract/catalogs';
import { deleteAnswerSchema, messageSchema } from '@contract/common';
import { paramAsSent } from '../../lib/as-sent';
import { messageError } from '../../lib/http-errors';
import { pageWindow, sendPage } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { catalogSerializers, toAllergy, type CatalogRows } from './catalogs.serializer';
import {
  deleteAllergy,
  findAllergy,
  listCatalog,
  registerCatalogEntry,
  updateAllergy,
  type RegisterBodies,
} from './catalogs.service';

const schemas = {
  allergies: {
    entry: allergySchema,
    list: allergyListQuerySchema,
    register: allergyRegisterSchema,
    noun: 'allergy',
  },
  medications: {
    entry: medicationSchema,
    list: medicationListQuerySchema,
    register: medicationRegisterSchema,
    noun: 'medication',
  },
  conditions: {
    entry: conditionSchema,
    list: conditionListQuerySchema,
    register: conditionRegisterSchema,
    noun: 'condition',
  },
} as const satisfies Record<
  CatalogKind,
  { entry: ZodTypeAny; list: ZodTypeAny; register: ZodTypeAny; noun: string }
>;

/** GET /<kind> and POST /<kind>/register, registered once per catalog with its prefix. */
export function catalogRoutes<K extends CatalogKind>(kind: K): FastifyPluginCallback {
  return (app, _options, done) => {
    const { entry, list, register, noun } = schemas[kind];
    const termKey = catalogTermKey[kind];
    const serialize = catalogSerializers[kind] as (row: CatalogRows[K]) => z.infer<typeof entry>;

    defineRoute(app, {
      method: 'GET',
      url: '/',
      can: 'catalog.list',
      summary: `List ${kind}`,
      description: `\`${termKey}\`: the name contains the trimmed term, case-insensitively.`,
      query: list,
      paginated: true,
      responses: { 200: z.array(entry) },
      handler: async ({ request, reply, query, db }) => {
        const values = query as Record<string, unknown>;
        const term = values[termKey];
        const window = pageWindow(query);
        const { rows, total } = await listCatalog(
          db,
          kind,
          typeof term === 'string' ? term : undefined,
          window,
        );
        return sendPage(request, reply, {
          items: rows.map(serialize),
          total,
          window,
          query: values,
          keys: ['page', 'perPage', termKey],
        });
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: '/register',
      can: 'catalog.register',
      summary: `Register a ${noun}, or find the existing one`,
      description: `201 with a new ${noun}; 200 with the existing one of the same name${kind === 'allergies' ? ' and type' : ''}.`,
      body: register,
      responses: { 200: entry, 201: entry, 400: messageSchema },
      handler: async ({ reply, body, db, user, now }) => {
        const { row, created } = await registerCatalogEntry(
          db,
          kind,
          body as RegisterBodies[K],
          user.id,
          now,
        );
        reply.code(created ? 201 : 200);
        return serialize(row);
      },
    });
    done();
  };
}

/** The allergy-only routes: GET, PATCH and DELETE by id. */
export const allergyRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineAllergyRoutes(app);
  done();
};

function defineAllergyRoutes(app: FastifyInstance): void {
  const notFound = () => messageError(404, catalogMessages.allergyNotFound);

  defineRoute(app, {
    method: 'GET',
    url: '/:id',
    can: 'catalog.view',
    summary: 'One allergy',
    params: allergyIdParamsSchema,
    responses: { 200: allergySchema, 404: messageSchema },
    handler: async ({ params, db }) => {
      const row = await findAllergy(db, params.id);
      if (!row) throw notFound();
      return toAllergy(row);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/:id',
    can: 'catalog.update',
    summary: 'Rename or recode an allergy',
    description:
      '`name` and `type` are required; absent `system`/`code` are unchanged, null clears.',
    params: allergyIdParamsSchema,
    body: allergyPatchSchema,
    responses: { 200: allergySchema, 400: messageSchema, 404: messageSchema, 409: messageSchema },
    handler: async ({ params, body, db, user, now }) => {
      const row = await updateAllergy(db, params.id, body, user.id, now);
      if (!row) throw notFound();
      return toAllergy(row);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/:id',
    can: 'catalog.delete',
    summary: 'Delete an allergy and its patient links',
    params: allergyIdParamsSchema,
    responses: { 200: deleteAnswerSchema, 404: messageSchema },
    handler: async ({ request, params, db }) => {
      if (!(await deleteAllergy(db, params.id)))
        throw messageError(404, catalogMessages.allergyMissing(paramAsSent(request, 'id')));
      return { message: catalogMessages.allergyDeleted };
    },
  });
}
