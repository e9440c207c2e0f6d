import { http, HttpResponse } from 'msw';
import {
  hospitalCreateSchema,
  hospitalListQuerySchema,
  hospitalMessages,
  hospitalPatchSchema,
  type Hospital,
} from '@contract/hospitals';
import { npiQuerySchema } from '@contract/npi';
import { db } from './db';
import {
  api,
  byNameThenId,
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

type HospitalFields = Pick<Hospital, 'name' | 'address' | 'phone' | 'email'>;

/** API §4.8 duplicate rule: the parts that match the first other hospital sharing any field. */
function duplicateParts(fields: HospitalFields, exceptId?: string): string | null {
  const same = (a: string | null, b: string | null) =>
    a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
  for (const other of db.hospitals.values()) {
    if (other.id === exceptId) continue;
    const parts = (['name', 'address', 'phone', 'email'] as const)
      .filter((key) => same(fields[key], other[key]))
      .map((key) => `${key} ${fields[key] ?? ''}`);
    if (parts.length > 0) return parts.join(' and ');
  }
  return null;
}

function findHospital(id: string): Hospital | Response {
  if (!isUuid(id)) return invalidItem('id', hospitalMessages.idFormat);
  return db.hospitals.get(id.toLowerCase()) ?? message(hospitalMessages.notFound, 404);
}

export const hospitalHandlers = [
  http.get(api('/hospitals'), ({ request }) => {
    const params = guardedQuery(request, 'hospital.list', hospitalListQuerySchema);
    if (params instanceof Response) return params;
    const { hospital: term = '', physicianId, page, perPage } = params;
    const linked = physicianId ? (db.physicians.get(physicianId)?.hospitalIds ?? []) : null;
    const rows = [...db.hospitals.values()]
      .filter((h) => contains(h.name, term) && (linked === null || linked.includes(h.id)))
      .sort(byNameThenId);
    return paginate(rows, { page, perPage });
  }),

  http.get(api('/hospitals/:id'), ({ request, params }) => {
    const denied = guard(request, 'hospital.view');
    if (denied) return denied;
    const found = findHospital(String(params.id));
    return found instanceof Response ? found : HttpResponse.json(found);
  }),

  http.post(api('/hospitals'), async ({ request }) => {
    const denied = guard(request, 'hospital.create');
    if (denied) return denied;
    const parsed = hospitalCreateSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const fields: HospitalFields = {
      name: parsed.data.name,
      address: parsed.data.address ?? null,
      phone: parsed.data.phone ?? null,
      email: parsed.data.email ?? null,
    };
    const duplicate = duplicateParts(fields);
    if (duplicate) return message(hospitalMessages.duplicate(duplicate), 422);
    const userId = db.currentUser()?.id ?? null;
    const hospital = db.addHospital({
      id: crypto.randomUUID(),
      ...fields,
      createdAt: now(),
      updatedAt: now(),
      createdById: userId,
      updatedById: userId,
    });
    return HttpResponse.json(hospital, { status: 201 });
  }),

  http.patch(api('/hospitals/:id'), async ({ request, params }) => {
    const denied = guard(request, 'hospital.update');
    if (denied) return denied;
    const found = findHospital(String(params.id));
    if (found instanceof Response) return found;
    const parsed = hospitalPatchSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const next: Hospital = { ...found, ...definedOnly(parsed.data), updatedAt: now() };
    const duplicate = duplicateParts(next, found.id);
    if (duplicate) return message(hospitalMessages.duplicate(duplicate), 422);
    db.addHospital(next);
    return HttpResponse.json(next);
  }),

  http.delete(api('/hospitals/:id'), ({ request, params }) => {
    const denied = guard(request, 'hospital.delete');
    if (denied) return denied;
    const found = findHospital(String(params.id));
    if (found instanceof Response) return found;
    const isLinked = [...db.physicians.values()].some((p) => p.hospitalIds.includes(found.id));
    if (isLinked) return message(hospitalMessages.hasPhysicians, 400);
    db.hospitals.delete(found.id);
    return message(hospitalMessages.deleted, 200);
  }),

  http.get(api('/npi'), ({ request }) => {
    const params = guardedQuery(request, 'npi.search', npiQuerySchema);
    if (params instanceof Response) return params;
    return HttpResponse.json(db.npiResults.filter((org) => contains(org.name, params.name)));
  }),
];
