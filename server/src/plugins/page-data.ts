import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '@contract/permissions';
import { isActiveUser, type User } from '@contract/users';
import { uuidSchema } from '@contract/common';
import { resolveSession, SESSION_COOKIE } from '../modules/auth/sessions.service';
import { prepareViewPatient } from '../modules/patients/patients.read';
import { toUser } from '../modules/users/users.serializer';
import type { UserRow } from '../modules/users/users.table';

/** The id of the data block in index.html; src/app/page-data.ts reads it. */
export const PAGE_DATA_ID = 'lifeline-page-data';

/** `/patients/<id>` (a trailing slash allowed), never /patients/generate or …/edit. */
const PATIENT_PAGE = /^\/patients\/([^/?#]+)\/?$/;

/** What a label page's request has read: the member, and the patient as the API answers it. */
export interface PatientPageData {
  /** The member as GET /users/me answers. */
  user: User;
  /** The member's row, for the server render (role, language, name). */
  actor: UserRow;
  /** The id as the address spells it. */
  patientId: string;
  /** The patient as GET /patients/:id answers, as JSON text. */
  patient: string;
}

/**
 * What a page request can carry so the page paints without asking first: for
 * `GET /patients/<id>` with a live session of a role that may view patients, the user (as
 * GET /users/me answers) and the patient (as GET /patients/:id answers, read and audited as a
 * `patient.view` by the same statement, with the same PHI rule). Anything else carries nothing:
 * no or an expired session, an inactive account, a role below the view's minimum, a malformed
 * or unknown id. Returns the data or null; the caller renders it once (server render or block).
 */
export function patientPageReader(app: FastifyInstance) {
  const viewPatient = prepareViewPatient(app.db, app.config.collectPhi);
  return async (request: FastifyRequest): Promise<PatientPageData | null> => {
    if (request.method !== 'GET') return null;
    const path = request.url.split('?')[0] ?? '';
    const match = PATIENT_PAGE.exec(path);
    const rawId = request.cookies[SESSION_COOKIE];
    if (!match?.[1] || match[1] === 'generate' || rawId === undefined) return null;
    let spelled: string;
    try {
      spelled = decodeURIComponent(match[1]);
    } catch {
      return null;
    }
    const id = uuidSchema.safeParse(spelled);
    if (!id.success) return null;
    const live = await resolveSession(app, rawId);
    if (!live || !isActiveUser(live.user) || !can(live.user, 'patient.view')) return null;
    const patient = await viewPatient({
      id: id.data.toLowerCase(),
      now: app.now(),
      actorId: live.user.id,
      actorRole: live.user.role,
      clientAddress: request.clientAddress || null,
      userAgent: request.headers['user-agent']?.slice(0, 255) ?? null,
    });
    if (patient === null) return null;
    return { user: toUser(live.user), actor: live.user, patientId: spelled, patient };
  };
}

/**
 * The SPA's data block: `<script type="application/json">` with the user and the patient, which
 * src/app/page-data.ts reads. The patient is JSON text from the database, placed as it is; `<`
 * escaped in all of it, so no value can close the element. A JSON block is never executed: the
 * CSP is unchanged.
 */
export function pageDataBlock(data: PatientPageData): string {
  const json = `{"user":${JSON.stringify(data.user)},"patientId":${JSON.stringify(data.patientId)},"patient":${data.patient}}`;
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The route modules a visit to /patients/<id> runs (src/app/router.tsx), outermost first. */
export const PATIENT_ROUTE_MODULES = [
  'src/app/routes/signed-in-layout.tsx',
  'src/app/routes/patient.tsx',
];

/**
 * `<link>` tags that fetch the patient route's chunks (with their static imports and CSS) while
 * the entry still loads, instead of after it runs: read from the build's manifest
 * (dist/.vite/manifest.json). What index.html already loads is left out. '' without a manifest.
 */
export function routePreloadLinks(manifestText: string | null): string {
  if (manifestText === null) return '';
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
  } catch {
    return '';
  }
  const closure = (keys: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const loaded = closure(['index.html']);
  const links: string[] = [];
  for (const key of closure(PATIENT_ROUTE_MODULES)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" href="/${css}">`);
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return links.join('');
}
