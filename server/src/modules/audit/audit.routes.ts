import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { auditEventSchema, auditListQuerySchema } from '@contract/audit';
import { respondWithPage } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { listAuditEvents } from './audit.list';
import { toAuditEvent } from './audit.serializer';

/** The endpoint's query table order, for the Link header. */
const listKeys = ['patientId', 'userId', 'action', 'page', 'perPage'] as const;

export const auditRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/',
    can: 'audit.list',
    summary: 'The audit trail [ours]',
    description:
      'Newest first. `patientId`: events on that patient; `userId`: events whose actor or target user is that user; `action`: exact match.',
    query: auditListQuerySchema,
    paginated: true,
    responses: { 200: z.array(auditEventSchema) },
    handler: async ({ request, reply, query, db }) =>
      respondWithPage({ request, reply, query }, listKeys, async (window) => {
        const { rows, total } = await listAuditEvents(db, query, window);
        return { items: rows.map(toAuditEvent), total };
      }),
  });
  done();
};
