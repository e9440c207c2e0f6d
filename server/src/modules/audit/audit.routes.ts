import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { auditEventSchema, auditExportQuerySchema, auditListQuerySchema } from '@contract/audit';
import { can } from '@contract/permissions';
import { respondWithPage } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { auditCsvStream } from './audit.export';
import { listAuditEvents } from './audit.list';
import { toAuditEvent } from './audit.serializer';
import { recordAudit } from './audit.service';

/** The endpoint's query table order, for the Link header. */
const listKeys = ['patientId', 'userId', 'action', 'from', 'to', 'page', 'perPage'] as const;

const filtersDescription =
  '`patientId`: events on that patient; `userId`: events whose actor or target user is that user; `action`: exact match; [ours] `from` (inclusive) and `to` (exclusive): ISO 8601 instants with an offset, or `YYYY-MM-DD` (00:00 UTC).';

export const auditRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/',
    can: 'audit.list',
    summary: 'The audit trail [ours]',
    description: `Newest first. ${filtersDescription}`,
    query: auditListQuerySchema,
    paginated: true,
    responses: { 200: z.array(auditEventSchema) },
    handler: async ({ request, reply, query, db, user }) =>
      respondWithPage({ request, reply, query }, listKeys, async (window) => {
        // Names as the lists show them: members to who may list them, patients to who may
        // list them and only while PHI is collected.
        const nameRules = {
          members: can(user, 'user.list'),
          patients: app.config.collectPhi && can(user, 'patient.list'),
        };
        const { rows, total, names } = await listAuditEvents(db, query, window, nameRules);
        return { items: rows.map((row) => toAuditEvent(row, names)), total };
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/export',
    can: 'audit.export',
    summary: 'The filtered audit trail as CSV [ours]',
    description: `Every matching event, newest first, streamed as \`text/csv\` (header row, RFC 4180 quoting; a cell starting with = + - @ gets a leading apostrophe). ${filtersDescription} Writes the \`audit.export\` event first.`,
    query: auditExportQuerySchema,
    responses: {
      200: { description: 'CSV', contentType: 'text/csv', schema: z.string() },
    },
    handler: async ({ request, reply, query, db, user, now }) => {
      const filters = Object.keys(query).filter(
        (key) => query[key as keyof typeof query] !== undefined,
      );
      await recordAudit(db, request, now, {
        action: 'audit.export',
        actor: user,
        details: { filters },
      });
      const day = now.toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="lifeline-audit-${day}.csv"`);
      return auditCsvStream(db, query);
    },
  });
  done();
};
