import type { FastifyPluginCallback } from 'fastify';
import { z, type ZodType, type ZodTypeDef } from 'zod';
import {
  allergyIdParamsSchema,
  allergyListQuerySchema,
  allergyPatchSchema,
  allergyRegisterSchema,
  allergySchema,
  catalogEntryMessages,
  catalogInUseSchema,
  catalogMergeAnswerSchema,
  catalogMergeBodySchema,
  catalogTermKey,
  catalogUsageSchema,
  conditionIdParamsSchema,
  conditionListQuerySchema,
  conditionPatchSchema,
  conditionRegisterSchema,
  conditionSchema,
  medicationIdParamsSchema,
  medicationListQuerySchema,
  medicationPatchSchema,
  medicationRegisterSchema,
  medicationSchema,
  type AllergyListQuery,
  type CatalogKind,
  type ConditionListQuery,
  type MedicationListQuery,
} from '@contract/catalogs';
import { deleteAnswerSchema, messageSchema } from '@contract/common';
import { validationErrorSchema } from '@contract/errors';
import { paramAsSent } from '../../lib/as-sent';
import { foundOr } from '../../lib/http-errors';
import { respondWithPage } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { catalogErrors } from './catalogs.errors';
import { catalogSerializers, type CatalogEntries } from './catalogs.serializer';
import { catalogEntryUsage, deleteCatalogEntry, mergeCatalogEntry } from './catalogs.integrity';
import {
  findCatalogEntry,
  listCatalog,
  registerCatalogEntry,
  updateCatalogEntry,
} from './catalogs.service';
import type { CatalogBodies } from './catalogs.store';

interface CatalogQueries {
  allergies: AllergyListQuery;
  medications: MedicationListQuery;
  conditions: ConditionListQuery;
}

/** A schema read for its output type; the input is whatever the client sent. */
type Reads<T> = ZodType<T, ZodTypeDef, unknown>;

interface CatalogSchemas<K extends CatalogKind> {
  entry: Reads<CatalogEntries[K]>;
  list: Reads<CatalogQueries[K]>;
  /** The list's search term. */
  term: (query: CatalogQueries[K]) => string | undefined;
  register: Reads<CatalogBodies[K]>;
  patch: Reads<CatalogBodies[K]>;
  params: Reads<{ id: string }>;
  noun: string;
  /** What PATCH requires and what makes two entries the same. */
  patchNote: string;
}

const schemas: { [K in CatalogKind]: CatalogSchemas<K> } = {
  allergies: {
    entry: allergySchema,
    list: allergyListQuerySchema,
    term: (query) => query.allergy,
    register: allergyRegisterSchema,
    patch: allergyPatchSchema,
    params: allergyIdParamsSchema,
    noun: 'allergy',
    patchNote: '`name` and `type` are required; another allergy of that name and type → 409.',
  },
  medications: {
    entry: medicationSchema,
    list: medicationListQuerySchema,
    term: (query) => query.medication,
    register: medicationRegisterSchema,
    patch: medicationPatchSchema,
    params: medicationIdParamsSchema,
    noun: 'medication',
    patchNote: '`name` is required; another medication of that name → 409.',
  },
  conditions: {
    entry: conditionSchema,
    list: conditionListQuerySchema,
    term: (query) => query.condition,
    register: conditionRegisterSchema,
    patch: conditionPatchSchema,
    params: conditionIdParamsSchema,
    noun: 'condition',
    patchNote: '`name` is required; another condition of that name → 409.',
  },
};

/**
 * One catalog's routes, registered once per kind with its prefix: the list, register, and
 * GET, PATCH and DELETE by id.
 */
export function catalogRoutes<K extends CatalogKind>(kind: K): FastifyPluginCallback {
  return (app, _options, done) => {
    const { entry, list, term, register, patch, params, noun, patchNote } = schemas[kind];
    const termKey = catalogTermKey[kind];
    const serialize = catalogSerializers[kind];
    const messages = catalogEntryMessages[kind];
    const notFound = catalogErrors.notFound[kind];

    defineRoute(app, {
      method: 'GET',
      url: '/',
      can: 'catalog.list',
      summary: `List ${kind}`,
      description:
        `\`${termKey}\`: the name contains the trimmed term, case-insensitively` +
        (kind === 'medications' ? ' (or the alternative names do).' : '.'),
      query: list,
      paginated: true,
      responses: { 200: z.array(entry) },
      handler: async ({ request, reply, query, db }) =>
        respondWithPage(
          { request, reply, query: { ...query } },
          ['page', 'perPage', termKey],
          async (window) => {
            const { rows, total } = await listCatalog(db, kind, term(query), window);
            return { items: rows.map(serialize), total };
          },
        ),
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
        const { row, created } = await registerCatalogEntry(db, kind, body, user.id, now);
        reply.code(created ? 201 : 200);
        return serialize(row);
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/:id',
      can: 'catalog.view',
      summary: `One ${noun}`,
      params,
      responses: { 200: entry, 404: messageSchema },
      handler: async ({ params: { id }, db }) =>
        serialize(foundOr(await findCatalogEntry(db, kind, id), notFound)),
    });

    defineRoute(app, {
      method: 'PATCH',
      url: '/:id',
      can: 'catalog.update',
      summary: `Rename or recode a ${noun}`,
      description: `${patchNote} Other keys: absent = unchanged, null = clear.`,
      params,
      body: patch,
      responses: { 200: entry, 400: messageSchema, 404: messageSchema, 409: messageSchema },
      handler: async ({ request, params: { id }, body, db, user, now }) =>
        serialize(await updateCatalogEntry({ db, request, actor: user, now }, kind, id, body)),
    });

    defineRoute(app, {
      method: 'DELETE',
      url: '/:id',
      can: 'catalog.delete',
      summary: `Delete a ${noun} no patient has`,
      description:
        `[ours, issue 23] While patients have the ${noun}: 409 with the message and \`patients\`, ` +
        'the count, and nothing changes; merge it into another entry instead.',
      params,
      responses: { 200: deleteAnswerSchema, 404: messageSchema, 409: catalogInUseSchema },
      handler: async ({ request, params: { id }, db, user, now }) => {
        if (!(await deleteCatalogEntry({ db, request, actor: user, now }, kind, id)))
          throw catalogErrors.missing[kind](paramAsSent(request, 'id'));
        return { message: messages.deleted };
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/:id/usage',
      can: 'catalog.delete',
      summary: `How many patients have the ${noun}`,
      description: '[ours, issue 23] For the delete and merge dialogs: a count, never who.',
      params,
      responses: { 200: catalogUsageSchema, 404: messageSchema },
      handler: async ({ params: { id }, db }) => ({
        patients: foundOr(await catalogEntryUsage(db, kind, id), notFound),
      }),
    });

    defineRoute(app, {
      method: 'POST',
      url: '/:id/merge',
      can: 'catalog.merge',
      summary: `Merge a ${noun} into another`,
      description:
        `[ours, issue 23] Moves every patient from this ${noun} to \`into\` and deletes it, in one ` +
        'transaction; a patient who had both keeps one, at the earlier position. Unknown entry or ' +
        '`into` → 404; `into` the entry itself → 422' +
        (kind === 'allergies' ? '; an allergy of another type → 409.' : '.'),
      params,
      body: catalogMergeBodySchema,
      responses: {
        200: catalogMergeAnswerSchema,
        404: messageSchema,
        409: messageSchema,
        422: {
          description:
            'Validation failure (list form), or `into` the entry itself (string message)',
          schema: z.union([validationErrorSchema, messageSchema]),
        },
      },
      handler: async ({ request, params: { id }, body, db, user, now }) => {
        const sent = (request.body as { into?: unknown } | null)?.into;
        const merged = await mergeCatalogEntry(
          { db, request, actor: user, now },
          kind,
          id,
          body.into,
          typeof sent === 'string' ? sent : body.into,
        );
        return foundOr(merged, () => catalogErrors.missing[kind](paramAsSent(request, 'id')));
      },
    });
    done();
  };
}
