import { http, HttpResponse } from 'msw';
import { hospitalMessages } from '@contract/hospitals';
import {
  physicianCreateSchema,
  physicianListQuerySchema,
  physicianMessages,
  physicianPatchSchema,
} from '@contract/physicians';
import { db, type StoredPhysician } from './db';
import {
  api,
  byName,
  contains,
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
} from './handler-utils';

/** API §4.7: one word matches first or last name; several, the first and the last word. */
function matches(physician: StoredPhysician, term: string): boolean {
  const words = term.split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (first === undefined) return true;
  const last = rest.at(-1);
  if (last === undefined) {
    return contains(physician.firstName, first) || contains(physician.lastName, first);
  }
  return contains(physician.firstName, first) && contains(physician.lastName, last);
}

function duplicateParts(
  fields: Pick<StoredPhysician, 'phone' | 'email'>,
  exceptId?: string,
): string | null {
  for (const other of db.physicians.values()) {
    if (other.id === exceptId) continue;
    const parts: string[] = [];
    if (fields.phone !== null && fields.phone === other.phone) parts.push(`phone ${fields.phone}`);
    if (fields.email !== null && fields.email.toLowerCase() === other.email?.toLowerCase()) {
      parts.push(`email ${fields.email}`);
    }
    if (parts.length > 0) return parts.join(' and ');
  }
  return null;
}

function findPhysician(id: string): StoredPhysician | Response {
  if (!isUuid(id)) return invalidItem('id', physicianMessages.idFormat);
  return db.physicians.get(id.toLowerCase()) ?? message(physicianMessages.missing(id), 404);
}

const unknownHospital = (ids: readonly string[] | undefined) =>
  ids?.find((id) => !db.hospitals.has(id));

export const physicianHandlers = [
  http.get(api('/physicians'), ({ request }) => {
    const params = guardedQuery(request, 'physician.list', physicianListQuerySchema);
    if (params instanceof Response) return params;
    const { physician: term = '', hospitalId, page, perPage } = params;
    const rows = [...db.physicians.values()]
      .filter((p) => matches(p, term) && (!hospitalId || p.hospitalIds.includes(hospitalId)))
      .sort(
        (a, b) =>
          byName(a.firstName, b.firstName) ||
          byName(a.lastName, b.lastName) ||
          a.id.localeCompare(b.id),
      )
      .map((p) => db.physicianView(p));
    return paginate(rows, { page, perPage });
  }),

  http.get(api('/physicians/:id'), ({ request, params }) => {
    const denied = guard(request, 'physician.view');
    if (denied) return denied;
    const found = findPhysician(String(params.id));
    return found instanceof Response ? found : HttpResponse.json(db.physicianView(found));
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
    const duplicate = duplicateParts(fields);
    if (duplicate) return message(physicianMessages.duplicate(duplicate), 400);
    const missing = unknownHospital(hospitalIds);
    if (missing) return message(hospitalMessages.missing(missing), 404);
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
    return HttpResponse.json(db.physicianView(stored), { status: 201 });
  }),

  http.patch(api('/physicians/:id'), async ({ request, params }) => {
    const denied = guard(request, 'physician.update');
    if (denied) return denied;
    const found = findPhysician(String(params.id));
    if (found instanceof Response) return found;
    const parsed = physicianPatchSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const next: StoredPhysician = { ...found, ...definedOnly(parsed.data), updatedAt: now() };
    const duplicate = duplicateParts(next, found.id);
    if (duplicate) return message(physicianMessages.duplicate(duplicate), 400);
    const missing = unknownHospital(parsed.data.hospitalIds);
    if (missing) return message(hospitalMessages.missing(missing), 404);
    db.physicians.set(next.id, next);
    return HttpResponse.json(db.physicianView(next));
  }),

  http.delete(api('/physicians/:id'), ({ request, params }) => {
    const denied = guard(request, 'physician.delete');
    if (denied) return denied;
    const found = findPhysician(String(params.id));
    if (found instanceof Response) return found;
    if (found.hospitalIds.length > 0) return message(physicianMessages.hasLinks(found.id), 400);
    db.physicians.delete(found.id);
    return message(physicianMessages.deleted, 200);
  }),
];
