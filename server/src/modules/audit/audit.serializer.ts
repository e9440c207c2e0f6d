import { auditActionSchema, auditTargetTypeSchema, type AuditEvent } from '@contract/audit';
import { iso } from '../../lib/iso';
import type { AuditListRow } from './audit.list';

/** An event as GET /audit sends it (API.md §2.10): every key, null for unset values. */
export function toAuditEvent({ event, actor }: AuditListRow): AuditEvent {
  return {
    id: event.id,
    createdAt: iso(event.createdAt),
    action: auditActionSchema.parse(event.action),
    actorId: event.actorId,
    actorRole: event.actorRole,
    actor: actor ? { ...actor, middleName: actor.middleName || null } : null,
    targetType: event.targetType === null ? null : auditTargetTypeSchema.parse(event.targetType),
    targetId: event.targetId,
    clientAddress: event.clientAddress,
    userAgent: event.userAgent,
    details: event.details,
  };
}
