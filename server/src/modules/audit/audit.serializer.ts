import { auditActionSchema, auditTargetTypeSchema, type AuditEvent } from '@contract/audit';
import { iso } from '../../lib/iso';
import type { AuditListRow } from './audit.list';

/**
 * An event as GET /audit sends it (API.md §2.10): every key, null for unset values, and
 * `targetName` [ours] when the viewer may read it.
 */
export function toAuditEvent(
  { event, actor }: AuditListRow,
  names: ReadonlyMap<string, string> = new Map(),
): AuditEvent {
  const targetName = names.get(`${event.targetType}:${event.targetId}`);
  return {
    id: event.id,
    createdAt: iso(event.createdAt),
    action: auditActionSchema.parse(event.action),
    actorId: event.actorId,
    actorRole: event.actorRole,
    actor: actor ? { ...actor, middleName: actor.middleName || null } : null,
    targetType: event.targetType === null ? null : auditTargetTypeSchema.parse(event.targetType),
    targetId: event.targetId,
    ...(targetName === undefined ? {} : { targetName }),
    clientAddress: event.clientAddress,
    userAgent: event.userAgent,
    details: event.details,
  };
}
