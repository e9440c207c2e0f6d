import { http } from 'msw';
import { z } from 'zod';
import {
  hospitalCreateSchema,
  hospitalListQuerySchema,
  hospitalMessages,
  hospitalPatchSchema,
  hospitalSchema,
  type Hospital,
} from '@contract/hospitals';
import { npiOrganizationSchema, npiQuerySchema } from '@contract/npi';
import { db } from './db';
import {
  api,
  byNameThenId,
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
 * duplicate or delete rule lives here: a test that needs one's outcome sets it up with
 * server.use(...).
 */

function findHospital(id: string): Hospital | Response {
  if (!isUuid(id)) return invalidItem('id', hospitalMessages.idFormat);
  return db.hospitals.get(id.toLowerCase()) ?? message(hospitalMessages.notFound, 404);
}

export const hospitalHandlers = [
  /** Every stored hospital; `physicianId` reads the stored links (no search by term). */
  http.get(api('/hospitals'), ({ request }) => {
    const params = guardedQuery(request, 'hospital.list', hospitalListQuerySchema);
    if (params instanceof Response) return params;
    const { physicianId, page, perPage } = params;
    const linked = physicianId ? (db.physicians.get(physicianId)?.hospitalIds ?? []) : null;
    const rows = [...db.hospitals.values()]
      .filter((h) => linked === null || linked.includes(h.id))
      .sort(byNameThenId);
    return paginate(rows, { page, perPage }, hospitalSchema);
  }),

  http.get(api('/hospitals/:id'), ({ request, params }) => {
    const denied = guard(request, 'hospital.view');
    if (denied) return denied;
    const found = findHospital(String(params.id));
    return found instanceof Response ? found : respond(hospitalSchema, found);
  }),

  http.post(api('/hospitals'), async ({ request }) => {
    const denied = guard(request, 'hospital.create');
    if (denied) return denied;
    const parsed = hospitalCreateSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const userId = db.currentUser()?.id ?? null;
    const hospital = db.addHospital({
      id: crypto.randomUUID(),
      name: parsed.data.name,
      address: parsed.data.address ?? null,
      phone: parsed.data.phone ?? null,
      email: parsed.data.email ?? null,
      createdAt: now(),
      updatedAt: now(),
      createdById: userId,
      updatedById: userId,
    });
    return respond(hospitalSchema, hospital, 201);
  }),

  http.patch(api('/hospitals/:id'), async ({ request, params }) => {
    const denied = guard(request, 'hospital.update');
    if (denied) return denied;
    const found = findHospital(String(params.id));
    if (found instanceof Response) return found;
    const parsed = hospitalPatchSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const next: Hospital = { ...found, ...definedOnly(parsed.data), updatedAt: now() };
    db.addHospital(next);
    return respond(hospitalSchema, next);
  }),

  http.delete(api('/hospitals/:id'), ({ request, params }) => {
    const denied = guard(request, 'hospital.delete');
    if (denied) return denied;
    const found = findHospital(String(params.id));
    if (found instanceof Response) return found;
    db.hospitals.delete(found.id);
    return message(hospitalMessages.deleted, 200);
  }),

  /** The stored NPI answers as they are: the registry's matching is not ours to copy. */
  http.get(api('/npi'), ({ request }) => {
    const params = guardedQuery(request, 'npi.search', npiQuerySchema);
    if (params instanceof Response) return params;
    return respond(z.array(npiOrganizationSchema), db.npiResults);
  }),
];
