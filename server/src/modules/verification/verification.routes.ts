import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { messageSchema } from '@contract/common';
import { patientIdParamsSchema, patientSchema } from '@contract/patients';
import {
  dueItemSchema,
  dueListQuerySchema,
  reviewIntervalSchema,
  verificationBodySchema,
} from '@contract/verification';
import { paramAsSent } from '../../lib/as-sent';
import { respondWithPage } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { patientErrors } from '../patients/patients.errors';
import { readFullPatient } from '../patients/patients.read';
import {
  listDue,
  readReviewInterval,
  verifyPatient,
  writeReviewInterval,
} from './verification.service';

const dueKeys = ['page', 'perPage', 'patient'] as const;

/** [ours] Issue 24: POST /patients/:id/verification and GET /patients/due, under /api/v1/patients. */
export const verificationRoutes: FastifyPluginCallback = (app, _options, done) => {
  const collectPhi = app.config.collectPhi;

  defineRoute(app, {
    method: 'POST',
    url: '/:id/verification',
    can: 'patient.verify',
    summary: 'Mark a patient record verified [ours]',
    description:
      'The member has gone through the record with the patient or a caregiver; `note` says how, in one line ("phone call with daughter"). Stamps verifiedAt/verifiedBy/verificationNote, writes the `patient.verify` audit event and answers the full form. A PATCH never verifies.',
    params: patientIdParamsSchema,
    body: verificationBodySchema,
    responses: { 200: patientSchema, 404: messageSchema },
    handler: async ({ request, params, body, db, user, now }) => {
      const done = await verifyPatient({ db, actor: user, now, request }, params.id, body.note);
      const patient = done ? await readFullPatient(db, params.id, collectPhi) : null;
      if (!patient) throw patientErrors.missing(paramAsSent(request, 'id'));
      return patient;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/due',
    can: 'review.list',
    summary: 'Patients due for review [ours]',
    description:
      'Records whose review falls due within 30 days or has passed (the last verification, or the creation, plus the review interval): overdue first, the longest overdue at the top, then by id. Searched like GET /patients (`patient`).',
    query: dueListQuerySchema,
    paginated: true,
    responses: { 200: z.array(dueItemSchema) },
    handler: async ({ request, reply, query, db, now }) =>
      respondWithPage({ request, reply, query }, dueKeys, (window) =>
        listDue(db, { term: query.patient, now }, window, collectPhi),
      ),
  });
  done();
};

/** [ours] Issue 24: the review interval, under /api/v1/settings. */
export const reviewSettingsRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/review-interval',
    can: 'review.list',
    summary: 'The review interval, in months [ours]',
    responses: { 200: reviewIntervalSchema },
    handler: async ({ db }) => ({ months: await readReviewInterval(db) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/review-interval',
    can: 'review.intervalUpdate',
    summary: 'Change the review interval [ours]',
    description:
      'A whole number of months, 1 to 60 (default 6). Audited as `settings.review_interval`.',
    body: reviewIntervalSchema,
    responses: { 200: reviewIntervalSchema },
    handler: async ({ request, body, db, user, now }) => ({
      months: await writeReviewInterval({ db, actor: user, now, request }, body.months),
    }),
  });
  done();
};
