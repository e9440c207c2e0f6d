import { http, HttpResponse } from 'msw';
import {
  auditEventSchema,
  auditExportQuerySchema,
  auditInstant,
  auditListQuerySchema,
  type AuditEvent,
} from '@contract/audit';
import { auditStore } from './audit-store';
import { api, guardedQuery, paginate } from './handler-utils';

interface Filters {
  patientId?: string | undefined;
  userId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** API.md §4.10's filters with AND, newest first (the test sets up the events it needs). */
function matching(filters: Filters): AuditEvent[] {
  return auditStore.events
    .filter(
      (event) =>
        (!filters.patientId ||
          (event.targetType === 'patient' && event.targetId === filters.patientId)) &&
        (!filters.userId ||
          event.actorId === filters.userId ||
          (event.targetType === 'user' && event.targetId === filters.userId)) &&
        (!filters.action || event.action === filters.action) &&
        (!filters.from || new Date(event.createdAt) >= auditInstant(filters.from)) &&
        (!filters.to || new Date(event.createdAt) < auditInstant(filters.to)),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

/** GET /audit and GET /audit/export: guard, parse the query, answer from auditStore. */
export const auditHandlers = [
  http.get(api('/audit/export'), ({ request }) => {
    const query = guardedQuery(request, 'audit.export', auditExportQuerySchema);
    if (query instanceof Response) return query;
    const lines = ['createdAt,action', ...matching(query).map((e) => `${e.createdAt},${e.action}`)];
    return new HttpResponse(lines.join('\r\n'), { headers: { 'Content-Type': 'text/csv' } });
  }),
  http.get(api('/audit'), ({ request }) => {
    const query = guardedQuery(request, 'audit.list', auditListQuerySchema);
    if (query instanceof Response) return query;
    return paginate(matching(query), query, auditEventSchema.strict());
  }),
];
