import type { FastifyRequest } from 'fastify';
import { AUDIT_PATIENT_IDS_MAX, type AuditAction, type AuditTargetType } from '@contract/audit';
import type { Role } from '@contract/roles';
import type { Queryable } from '../../db/client';
import { auditEvents } from './audit.table';

interface AuditInput {
  /** One of the closed list in `@contract/audit` (API.md §4.10). */
  action: AuditAction;
  actor?: { id: string; role: Role } | null;
  targetType?: AuditTargetType | null;
  targetId?: string | null;
  /** Non-PHI facts only: counts, field names, a reason. */
  details?: Record<string, unknown>;
}

/** Appends one event, with the request's client address and user agent. */
export async function recordAudit(
  db: Queryable,
  request: FastifyRequest | null,
  now: Date,
  input: AuditInput,
): Promise<void> {
  await db.insert(auditEvents).values({
    createdAt: now,
    action: input.action,
    actorId: input.actor?.id ?? null,
    actorRole: input.actor?.role ?? null,
    targetType: input.targetType ?? null,
    targetId: input.targetId ?? null,
    clientAddress: request?.clientAddress || null,
    userAgent: request?.headers['user-agent']?.slice(0, 255) ?? null,
    details: input.details ?? {},
  });
}

/**
 * [ours, issue 23] The patients a change to shared data touched, for `details`: how many, and
 * their ids (never a name), the ids capped at AUDIT_PATIENT_IDS_MAX.
 */
export function affectedPatients(ids: readonly string[]): Record<string, unknown> {
  return {
    patients: ids.length,
    patientIds: ids.slice(0, AUDIT_PATIENT_IDS_MAX),
    ...(ids.length > AUDIT_PATIENT_IDS_MAX ? { patientIdsTruncated: true } : {}),
  };
}
