import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deleteAnswerSchema, messageSchema, uuidSchema } from '@contract/common';
import {
  patientCreatedSchema,
  patientCreateSchema,
  patientIdParamsSchema,
  patientListItemSchema,
  patientListQuerySchema,
  patientMessages,
  patientPatchParamsSchema,
  patientPatchSchema,
  patientSchema,
  type MedicalListKey,
} from '@contract/patients';
import { can } from '@contract/permissions';
import { roleValues } from '@contract/roles';
import { isActiveUser } from '@contract/users';
import { paramAsSent } from '../../lib/as-sent';
import { respondWithPage } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import {
  isLiveSessionExpired,
  refreshCutoff,
  resolveSession,
  sessionCutoffsJson,
  sessionIdHash,
  settleSession,
} from '../auth/sessions.service';
import { recordDeniedPatient } from '../audit/audit.denied';
import { patientErrors } from './patients.errors';
import { prepareSessionView, prepareViewPatient } from './patients.read';
import { toPatientCreated, toPatientListItem } from './patients.serializer';
import { createPatient, deletePatient, listPatients } from './patients.service';
import { updatePatient, type IdsAsSent } from './patients.update';
import { patientChanged, patientRead, sectionsApplied } from '../notices/notices.jobs';

const JSON_TYPE = 'application/json; charset=utf-8';

const userAgentOf = (request: FastifyRequest) =>
  request.headers['user-agent']?.slice(0, 255) ?? null;

/** The endpoint's query table order, for the Link header. */
const listKeys = ['page', 'perPage', 'patient', 'physicianId', 'hospitalId'] as const;

/** The PHI switch (API.md §5.8) and the clock, read once: every rule below depends on them. */
function rulesOf(app: FastifyInstance) {
  return { collectPhi: app.config.collectPhi, now: () => app.now() };
}

export const patientsRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineListAndRead(app);
  defineWrites(app);
  done();
};

function defineListAndRead(app: FastifyInstance): void {
  const { collectPhi } = rulesOf(app);

  defineRoute(app, {
    method: 'GET',
    url: '/',
    can: 'patient.list',
    summary: 'List patients',
    description:
      'PHI on: one word matches first or last name, or the start of the id; several words: first name contains the first and last name the last. PHI off: the term is an id prefix. Sorted by updatedAt desc, then id.',
    query: patientListQuerySchema,
    paginated: true,
    responses: { 200: z.array(patientListItemSchema) },
    handler: async ({ request, reply, query, db }) =>
      respondWithPage({ request, reply, query }, listKeys, async (window) => {
        const { rows, total } = await listPatients(
          db,
          { term: query.patient, physicianId: query.physicianId, hospitalId: query.hospitalId },
          window,
          collectPhi,
        );
        return { items: rows.map((row) => toPatientListItem(row, collectPhi)), total };
      }),
  });

  const viewPatient = prepareViewPatient(app.db, collectPhi);
  const sessionView = prepareSessionView(app.db, collectPhi);
  const readerRoles = roleValues.filter((role) => can(role, 'patient.view'));
  /** The session lookup and the audited read in one statement (patients.read.ts). */
  const resolveWithRead = async (request: FastifyRequest, rawId: string) => {
    const idHash = sessionIdHash(app, rawId);
    const params = patientIdParamsSchema.safeParse(request.params);
    // A malformed cookie or id: the ordinary lookup, then the guard's 401/403 before the 422.
    if (!idHash || !params.success) return resolveSession(app, rawId);
    const now = app.now();
    const row = await sessionView({
      idHash,
      id: params.data.id,
      now,
      cutoffs: sessionCutoffsJson(app, now, readerRoles),
      refreshBefore: refreshCutoff(now),
      clientAddress: request.clientAddress || null,
      userAgent: userAgentOf(request),
    });
    if (!row) return null;
    const live = { session: row.session, user: row.user };
    // Not read: expired, inactive or not allowed. The ordinary rules answer (delete, 401, 403).
    if (!row.read) return settleSession(app, idHash, live, now);
    if (row.refreshed) live.session.lastSeenAt = now;
    // The statement applied the guard's rules in SQL; were they ever to disagree, this read
    // would have been logged for a caller the guard refuses: fail loudly instead of answering.
    if (
      isLiveSessionExpired(app, live, now) ||
      !isActiveUser(live.user) ||
      !can(live.user, 'patient.view')
    )
      throw new Error('the folded patient view disagrees with the guard');
    request.readWithSession = { value: row.patient };
    return live;
  };
  defineRoute(app, {
    method: 'GET',
    url: '/:id',
    can: 'patient.view',
    onDenied: recordDeniedPatient('patient.view_denied'),
    summary: 'One patient, in full',
    description:
      'Writes the `patient.view` audit event in the same statement as the read: if it cannot be written, the call fails and nothing is returned.',
    params: patientIdParamsSchema,
    responses: { 200: patientSchema, 404: messageSchema },
    resolveSessionWith: resolveWithRead,
    handler: async ({ request, reply, params, user, now }) => {
      const folded = request.readWithSession;
      const patient = folded
        ? (folded.value as string | null)
        : await viewPatient({
            id: params.id,
            now,
            actorId: user.id,
            actorRole: user.role,
            clientAddress: request.clientAddress || null,
            userAgent: userAgentOf(request),
          });
      if (!patient) throw patientErrors.missing(paramAsSent(request, 'id'));
      void patientRead(app, {
        patientId: params.id,
        actorId: user.id,
        actorRole: user.role,
        at: now,
      });
      reply.type(JSON_TYPE);
      return patient;
    },
  });
}

/** How the PATCH body spelled an id that the schema lower-cased, for the 404 messages. */
function idsAsSent(request: FastifyRequest): IdsAsSent {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const section = (name: string) => {
    const value = body[name];
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  };
  const spelled = (candidates: unknown, id: string) => {
    const list = Array.isArray(candidates) ? candidates : [candidates];
    const sent = list.find(
      (item): item is string => typeof item === 'string' && item.toLowerCase() === id,
    );
    return sent ?? id;
  };
  return {
    listItem: (key: MedicalListKey, id) => spelled(section('medicalData')[key], id),
    hospitalId: (id) => spelled(section('healthcareChoices').hospitalId, id),
    physicianId: (id) => spelled(section('healthcareChoices').physicianId, id),
  };
}

function defineWrites(app: FastifyInstance): void {
  const rules = rulesOf(app);

  defineRoute(app, {
    method: 'POST',
    url: '/',
    can: 'patient.create',
    summary: "Register a label's patient",
    description:
      'PHI on: names, date of birth, gender and language are required. PHI off: only `id`; the PHI keys are dropped. 409 when the id exists.',
    body: patientCreateSchema(rules),
    responses: { 201: patientCreatedSchema, 409: messageSchema },
    handler: async ({ request, reply, body, db, user, now }) => {
      const sentId = (request.body as { id?: unknown }).id;
      const row = await createPatient(
        { db, actor: user, now, request },
        body,
        typeof sentId === 'string' ? sentId : body.id,
      );
      reply.code(201);
      return toPatientCreated(row, rules.collectPhi);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/:id',
    can: 'patient.update',
    onDenied: recordDeniedPatient('patient.update_denied'),
    summary: 'Update a patient by sections',
    description:
      'patientData, contactData, medicalData, healthcareChoices and codeStatus run in that order in one transaction. A malformed or unknown id is a 404.',
    params: patientPatchParamsSchema,
    body: patientPatchSchema(rules),
    responses: { 200: patientSchema, 404: messageSchema },
    handler: async ({ request, params, body, db, user, now }) => {
      const id = uuidSchema.safeParse(params.id);
      const updated = id.success
        ? await updatePatient(
            { db, actor: user, now, request },
            id.data.toLowerCase(),
            body,
            idsAsSent(request),
            rules.collectPhi,
          )
        : null;
      if (!updated) throw patientErrors.missing(params.id);
      // Issue 24: after the commit, one job tells the followers which sections changed.
      await patientChanged(app, {
        patientId: updated.id,
        sections: sectionsApplied(body, rules.collectPhi),
        actorId: user.id,
        at: now,
      });
      return updated;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/:id',
    can: 'patient.delete',
    onDenied: recordDeniedPatient('patient.delete_denied'),
    summary: 'Delete a patient, its list links and its emergency contact',
    params: patientIdParamsSchema,
    responses: { 200: deleteAnswerSchema, 404: messageSchema },
    handler: async ({ request, params, db, user, now }) => {
      if (!(await deletePatient({ db, actor: user, now, request }, params.id)))
        throw patientErrors.missing(paramAsSent(request, 'id'));
      return { message: patientMessages.deleted };
    },
  });
}
