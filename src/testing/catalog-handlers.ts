import { http } from 'msw';
import { z } from 'zod';
import {
  allergyPatchSchema,
  allergySchema,
  conditionSchema,
  medicationSchema,
  allergyRegisterSchema,
  catalogKindValues,
  catalogMergeBodySchema,
  catalogMessages,
  catalogTermKey,
  conditionRegisterSchema,
  medicationRegisterSchema,
  type CatalogKind,
} from '@contract/catalogs';
import { paginationQuerySchema } from '@contract/common';
import { db, type CatalogEntries } from './db';
import {
  api,
  byNameThenId,
  guard,
  guardedQuery,
  invalid,
  invalidItem,
  isUuid,
  message,
  now,
  paginate,
  readBody,
  respond,
} from './handler-utils';

const registerSchemas = {
  allergies: allergyRegisterSchema,
  medications: medicationRegisterSchema,
  conditions: conditionRegisterSchema,
} as const;

/*
 * Thin: parse with the contract, guard with the permission table, store and return. No search
 * or duplicate rule lives here (register always creates): a test that needs one's outcome sets
 * it up with server.use(...).
 */

const entrySchemas = {
  allergies: allergySchema,
  medications: medicationSchema,
  conditions: conditionSchema,
} as const;

const defaults = {
  allergies: { type: 'OTHER', system: null, code: null },
  medications: { altNames: null, system: null, code: null },
  conditions: { category: null, system: null, code: null },
} as const;

function entries<K extends CatalogKind>(kind: K): Map<string, CatalogEntries[K]> {
  return db.catalogs[kind] as Map<string, CatalogEntries[K]>;
}

function listHandler(kind: CatalogKind) {
  return http.get(api(`/${kind}`), ({ request }) => {
    const schema = paginationQuerySchema.extend({ [catalogTermKey[kind]]: z.string().optional() });
    const params = guardedQuery(request, 'catalog.list', schema);
    if (params instanceof Response) return params;
    const rows = [...entries(kind).values()].sort(byNameThenId);
    return paginate(rows, params, entrySchemas[kind]);
  });
}

function registerHandler(kind: CatalogKind) {
  return http.post(api(`/${kind}/register`), async ({ request }) => {
    const denied = guard(request, 'catalog.register');
    if (denied) return denied;
    const parsed = registerSchemas[kind].safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const name = parsed.data.name.trim();
    const userId = db.currentUser()?.id ?? null;
    const entry = {
      ...defaults[kind],
      ...parsed.data,
      id: crypto.randomUUID(),
      name,
      createdAt: now(),
      updatedAt: now(),
      createdById: userId,
      updatedById: userId,
    } as CatalogEntries[typeof kind];
    db.addCatalogEntry(kind, entry);
    return respond(entrySchemas[kind], entry, 201);
  });
}

export const catalogHandlers = [
  ...catalogKindValues.flatMap((kind) => [listHandler(kind), registerHandler(kind)]),

  http.patch(api('/allergies/:id'), async ({ request, params }) => {
    const denied = guard(request, 'catalog.update');
    if (denied) return denied;
    const id = String(params.id);
    if (!isUuid(id)) return invalidItem('id', catalogMessages.allergyIdFormat);
    const parsed = allergyPatchSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const found = db.catalogs.allergies.get(id.toLowerCase());
    if (!found) return message(catalogMessages.allergyNotFound, 404);
    const next = {
      ...found,
      ...parsed.data,
      name: parsed.data.name.trim(),
      system: parsed.data.system === undefined ? found.system : parsed.data.system,
      code: parsed.data.code === undefined ? found.code : parsed.data.code,
      updatedAt: now(),
    };
    db.addCatalogEntry('allergies', next);
    return respond(allergySchema, next);
  }),

  http.delete(api('/allergies/:id'), ({ request, params }) => {
    const denied = guard(request, 'catalog.delete');
    if (denied) return denied;
    const id = String(params.id);
    if (!isUuid(id)) return invalidItem('id', catalogMessages.allergyIdFormat);
    const found = db.catalogs.allergies.get(id.toLowerCase());
    if (!found) return message(catalogMessages.allergyMissing(id), 404);
    // [ours, issue 23] An entry stored patients have is refused with the count.
    const total = patientsWith(found.id).length;
    if (total > 0)
      return Response.json(
        { message: catalogMessages.inUse(found.name, String(total)), patients: total },
        { status: 409 },
      );
    db.catalogs.allergies.delete(found.id);
    return message(catalogMessages.allergyDeleted, 200);
  }),

  http.get(api('/allergies/:id/usage'), ({ request, params }) => {
    const denied = guard(request, 'catalog.delete');
    if (denied) return denied;
    const found = db.catalogs.allergies.get(String(params.id).toLowerCase());
    if (!found) return message(catalogMessages.allergyNotFound, 404);
    return Response.json({ patients: patientsWith(found.id).length });
  }),

  /** Stores the move: each stored patient's list names `into` once, where the first was. */
  http.post(api('/allergies/:id/merge'), async ({ request, params }) => {
    const denied = guard(request, 'catalog.merge');
    if (denied) return denied;
    const parsed = catalogMergeBodySchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const found = db.catalogs.allergies.get(String(params.id).toLowerCase());
    const into = db.catalogs.allergies.get(parsed.data.into);
    if (!found) return message(catalogMessages.allergyMissing(String(params.id)), 404);
    if (!into) return message(catalogMessages.mergeTargetMissing(parsed.data.into), 404);
    const moved = patientsWith(found.id);
    for (const patient of moved) {
      const ids = patient.allergyIds.map((allergyId) =>
        allergyId === found.id ? into.id : allergyId,
      );
      patient.allergyIds = ids.filter((allergyId, index) => ids.indexOf(allergyId) === index);
    }
    db.catalogs.allergies.delete(found.id);
    return Response.json({
      message: catalogMessages.merged(found.name, into.name, String(moved.length)),
      patients: moved.length,
    });
  }),
];

function patientsWith(allergyId: string) {
  return [...db.patients.values()].filter((patient) => patient.allergyIds.includes(allergyId));
}
