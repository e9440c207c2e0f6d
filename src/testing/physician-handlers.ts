import { http } from 'msw';
import {
  physicianCreateSchema,
  physicianListQuerySchema,
  physicianMessages,
  physicianPatchSchema,
  physicianSchema,
} from '@contract/physicians';
import { db, type StoredPhysician } from './db';
import {
  api,
  byName,
  definedOnly,
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

/*
 * Thin: parse with the contract, guard with the permission table, store and return. No search,
 * duplicate or link rule lives here: a test that needs one's outcome sets it up with
 * server.use(...).
 */

function findPhysician(id: string): StoredPhysician | Response {
  if (!isUuid(id)) return invalidItem('id', physicianMessages.idFormat);
  return db.physicians.get(id.toLowerCase()) ?? message(physicianMessages.missing(id), 404);
}

export const physicianHandlers = [
  http.get(api('/physicians'), ({ request }) => {
    const params = guardedQuery(request, 'physician.list', physicianListQuerySchema);
    if (params instanceof Response) return params;
    const { hospitalId, page, perPage } = params;
    const rows = [...db.physicians.values()]
      .filter((p) => !hospitalId || p.hospitalIds.includes(hospitalId))
      .sort(
        (a, b) =>
          byName(a.firstName, b.firstName) ||
          byName(a.lastName, b.lastName) ||
          a.id.localeCompare(b.id),
      )
      .map((p) => db.physicianView(p));
    return paginate(rows, { page, perPage }, physicianSchema);
  }),

  http.get(api('/physicians/:id'), ({ request, params }) => {
    const denied = guard(request, 'physician.view');
    if (denied) return denied;
    const found = findPhysician(String(params.id));
    return found instanceof Response ? found : respond(physicianSchema, db.physicianView(found));
  }),

  http.post(api('/physicians'), async ({ request }) => {
    const denied = guard(request, 'physician.create');
    if (denied) return denied;
    const parsed = physicianCreateSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const { hospitalIds, ...body } = parsed.data;
    const fields = {
      firstName: body.firstName ?? null,
      middleName: body.middleName ?? null,
      lastName: body.lastName ?? null,
      phone: body.phone ?? null,
      email: body.email ?? null,
    };
    const userId = db.currentUser()?.id ?? null;
    const stored: StoredPhysician = {
      id: crypto.randomUUID(),
      ...fields,
      createdAt: now(),
      updatedAt: now(),
      createdById: userId,
      updatedById: userId,
      hospitalIds: hospitalIds ?? [],
    };
    db.physicians.set(stored.id, stored);
    return respond(physicianSchema, db.physicianView(stored), 201);
  }),

  http.patch(api('/physicians/:id'), async ({ request, params }) => {
    const denied = guard(request, 'physician.update');
    if (denied) return denied;
    const found = findPhysician(String(params.id));
    if (found instanceof Response) return found;
    const parsed = physicianPatchSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const next: StoredPhysician = { ...found, ...definedOnly(parsed.data), updatedAt: now() };
    db.physicians.set(next.id, next);
    return respond(physicianSchema, db.physicianView(next));
  }),

  http.delete(api('/physicians/:id'), ({ request, params }) => {
    const denied = guard(request, 'physician.delete');
    if (denied) return denied;
    const found = findPhysician(String(params.id));
    if (found instanceof Response) return found;
    db.physicians.delete(found.id);
    return message(physicianMessages.deleted, 200);
  }),
];
