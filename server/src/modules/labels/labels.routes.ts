import type { FastifyPluginCallback } from 'fastify';
import { auditInstant } from '@contract/audit';
import { labelsPrintedQuerySchema, labelsPrintedSchema } from '@contract/label-stats';
import { labelCountQuerySchema, labelUrlsSchema } from '@contract/labels';
import { recordAudit } from '../audit/audit.service';
import { defineRoute } from '../../lib/route';
import { freshPatientIds, labelsPrintedSince, labelUrl } from './labels.service';

/**
 * GET /patients/generate (API.md §4.6): label URLs for printing. Registered under the patients
 * prefix; the literal `/generate` wins over the patients module's `/:id`.
 */
export const labelsRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/generate',
    can: 'label.print',
    summary: 'Label URLs for a print run',
    description:
      '`count` URLs `<BASE_URL>/patients/<uuid v4>`, none an existing patient id. Nothing is stored but the `label.print` audit event.',
    tags: ['patients'],
    query: labelCountQuerySchema,
    responses: { 200: labelUrlsSchema },
    handler: async ({ request, query, user, db, now }) => {
      const ids = await freshPatientIds(db, query.count);
      await recordAudit(db, request, now, {
        action: 'label.print',
        actor: user,
        targetType: 'label',
        details: { count: query.count },
      });
      return ids.map((id) => labelUrl(app.config.baseUrl, id));
    },
  });
  done();
};

/**
 * [ours] GET /labels/printed (issue 22): how many labels were printed since `from`, for the
 * dashboards of those who print them. Registered under /api/v1/labels.
 */
export const labelStatsRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/printed',
    can: 'label.print',
    summary: 'Labels printed since an instant',
    description:
      'The labels handed out by `GET /patients/generate` since `from` (an ISO instant or a calendar date), summed from the `label.print` audit events, and the number of print runs.',
    tags: ['patients'],
    query: labelsPrintedQuerySchema,
    responses: { 200: labelsPrintedSchema },
    handler: ({ query, db }) => labelsPrintedSince(db, auditInstant(query.from)),
  });
  done();
};
