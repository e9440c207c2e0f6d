import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uuidSchema } from '@contract/common';
import { LABEL_PAGE_DATA_ID } from '@contract/label-page';
import { can } from '@contract/permissions';
import { isActiveUser, type User } from '@contract/users';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions.service';
import { patientRead } from '../notices/notices.jobs';
import { prepareViewPatient } from '../patients/patients.read';
import { toUser } from '../users/users.serializer';
import type { UserRow } from '../users/users.table';

/** What a label page's request has read: the member, and the patient as the API answers it. */
export interface LabelPageData {
  /** The member as GET /users/me answers. */
  user: User;
  /** The member's row, for the server render (role, language, name). */
  actor: UserRow;
  /** The id as the address spells it. */
  patientId: string;
  /** The patient as GET /patients/:id answers, as JSON text. */
  patient: string;
}

/** The request carried a session cookie that is no longer live (ended elsewhere, or expired). */
export interface SessionEnded {
  sessionEnded: true;
}

/**
 * What a label page's request can carry so the page paints without asking first: for
 * `GET /patients/<id>` with a live session of a role that may view patients, the user (as
 * GET /users/me answers) and the patient (as GET /patients/:id answers, read and audited as a
 * `patient.view` by the same statement, with the same PHI rule). Anything else carries nothing:
 * HEAD, no or an expired session, an inactive account, a role below the view's minimum, a
 * malformed or unknown id. Returns the data or null, or SessionEnded for a cookie with no live
 * session behind it (the caller sends the login page, which says so); the caller renders data
 * once (server render or data block). `patientId` is the address's id as the router decoded it.
 */
export function labelPageDataReader(app: FastifyInstance) {
  const viewPatient = prepareViewPatient(app.db, app.config.collectPhi);
  return async (
    request: FastifyRequest,
    patientId: string,
  ): Promise<LabelPageData | SessionEnded | null> => {
    const rawId = request.cookies[SESSION_COOKIE];
    if (request.method !== 'GET' || rawId === undefined) return null;
    const live = await resolveSession(app, rawId);
    if (!live) return { sessionEnded: true };
    const id = uuidSchema.safeParse(patientId);
    if (!id.success) return null;
    if (!isActiveUser(live.user) || !can(live.user, 'patient.view')) return null;
    const patient = await viewPatient({
      id: id.data.toLowerCase(),
      now: app.now(),
      actorId: live.user.id,
      actorRole: live.user.role,
      clientAddress: request.clientAddress || null,
      userAgent: request.headers['user-agent']?.slice(0, 255) ?? null,
    });
    if (patient === null) return null;
    // Issue 24: a responder's scan tells the patient's followers (a job; never awaited here).
    void patientRead(app, {
      patientId: id.data.toLowerCase(),
      actorId: live.user.id,
      actorRole: live.user.role,
      at: app.now(),
    });
    return { user: toUser(live.user), actor: live.user, patientId, patient };
  };
}

/**
 * The SPA's data block: `<script type="application/json">` with the user and the patient, which
 * src/app/page-data.ts reads. The patient is JSON text from the database, placed as it is; `<`
 * escaped in all of it, so no value can close the element. A JSON block is never executed: the
 * CSP is unchanged.
 */
export function pageDataBlock(data: LabelPageData): string {
  const json = `{"user":${JSON.stringify(data.user)},"patientId":${JSON.stringify(data.patientId)},"patient":${data.patient}}`;
  return `<script type="application/json" id="${LABEL_PAGE_DATA_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}
