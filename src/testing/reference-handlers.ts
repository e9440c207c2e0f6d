import { http, HttpResponse } from 'msw';
import { catalogKindValues } from '@contract/catalogs';
import { httpErrors } from '@contract/errors';
import { hospitalPatchSchema } from '@contract/hospitals';
import { physicianPatchSchema } from '@contract/physicians';
import { db, type StoredPhysician } from './db';
import { api, definedOnly, guard, invalid, paginate, readBody } from './handler-utils';

/*
 * The same store answered as API.md §7.2 says the reference server answers: null keys left out,
 * `""` for an unset middle name, 500 for an unknown id, 403 for first responders on hospitals,
 * no `hospitals` on a single physician, and hospitalIds ignored on PATCH. Install with
 * `server.use(...referenceHandlers)`; the SPA must work against both.
 */

type Entry = Record<string, unknown>;

/** The reference leaves out keys it has no value for, the authors among them. */
function withoutNulls(record: object): Entry {
  return Object.fromEntries(
    Object.entries(record).filter(
      ([key, value]) => value !== null && key !== 'createdById' && key !== 'updatedById',
    ),
  );
}

const serverError = () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 });

/** The reference refuses hospitals to first responders (API.md §7.2). */
function refusesHospitals(): Response | null {
  return db.currentUser()?.role === 'FIRST_RESPONDER'
    ? HttpResponse.json(httpErrors.forbidden, { status: 403 })
    : null;
}

/** A physician without her links: the reference sends none outside lists. */
function physicianBody({ hospitalIds: _links, ...fields }: StoredPhysician): Entry {
  return { ...withoutNulls(fields), middleName: fields.middleName ?? '' };
}

export const referenceHandlers = [
  // The reference has no session probe [ours]: the SPA falls back to GET /users/me.
  http.get(api('/auth/session'), () => HttpResponse.json(httpErrors.notFound, { status: 404 })),
  http.get(api('/hospitals'), ({ request }) => {
    const denied = guard(request, 'hospital.list') ?? refusesHospitals();
    if (denied) return denied;
    const physicianId = new URL(request.url).searchParams.get('physicianId');
    const linked = physicianId ? (db.physicians.get(physicianId)?.hospitalIds ?? []) : null;
    const rows = [...db.hospitals.values()].filter((h) => linked === null || linked.includes(h.id));
    return paginate(rows.map(withoutNulls), {});
  }),

  http.get(api('/hospitals/:id'), ({ request, params }) => {
    const denied = guard(request, 'hospital.view') ?? refusesHospitals();
    if (denied) return denied;
    const found = db.hospitals.get(String(params.id));
    return found ? HttpResponse.json(withoutNulls(found)) : serverError();
  }),

  http.patch(api('/hospitals/:id'), async ({ request, params }) => {
    const denied = guard(request, 'hospital.update');
    if (denied) return denied;
    const found = db.hospitals.get(String(params.id));
    if (!found) return serverError();
    const parsed = hospitalPatchSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const next = { ...found, ...definedOnly(parsed.data) };
    db.addHospital(next);
    return HttpResponse.json(withoutNulls(next));
  }),

  /** Lists carry each physician's hospitals; a single physician does not. */
  http.get(api('/physicians'), ({ request }) => {
    const denied = guard(request, 'physician.list');
    if (denied) return denied;
    const rows = [...db.physicians.values()].map((stored) => ({
      ...physicianBody(stored),
      hospitals: db.physicianView(stored).hospitals.map(withoutNulls),
    }));
    return paginate(rows, {});
  }),

  http.get(api('/physicians/:id'), ({ request, params }) => {
    const denied = guard(request, 'physician.view');
    if (denied) return denied;
    const found = db.physicians.get(String(params.id));
    return found ? HttpResponse.json(physicianBody(found)) : serverError();
  }),

  http.patch(api('/physicians/:id'), async ({ request, params }) => {
    const denied = guard(request, 'physician.update');
    if (denied) return denied;
    const found = db.physicians.get(String(params.id));
    if (!found) return serverError();
    const parsed = physicianPatchSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    // The reference drops hospitalIds: the links stay as they were.
    const next: StoredPhysician = {
      ...found,
      ...definedOnly({ ...parsed.data, hospitalIds: undefined }),
    };
    db.physicians.set(next.id, next);
    return HttpResponse.json(physicianBody(next));
  }),

  ...catalogKindValues.map((kind) =>
    http.get(api(`/${kind}`), ({ request }) => {
      const denied = guard(request, 'catalog.list');
      if (denied) return denied;
      return paginate([...db.catalogs[kind].values()].map(withoutNulls), {});
    }),
  ),
];
