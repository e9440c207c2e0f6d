import { z } from 'zod';
import { idParamSchema, paginationQuerySchema, timestampSchema, uuidSchema } from './common';
import { roleSchema } from './roles';

/**
 * Every action the audit trail records, in the order of API.md §4.10's table: the enum message
 * of `GET /audit?action=` lists them in this order. Writing an event for anything else does
 * not type-check.
 */
export const auditActionValues = [
  'auth.login',
  'auth.login_failed',
  'auth.password_reset',
  'auth.mfa_enable',
  'auth.mfa_disable',
  'auth.mfa_recovery_codes',
  'auth.mfa_recovery_used',
  'auth.mfa_failed',
  'auth.mfa_reset',
  'user.update',
  'user.approve',
  'user.reject',
  'user.disable',
  'user.enable',
  'invite.create',
  'invite.revoke',
  'license.import',
  'label.print',
  'patient.view',
  'patient.create',
  'patient.update',
  'patient.delete',
] as const;
export const auditActionSchema = z.enum(auditActionValues);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What an event is about (API.md §2.10). */
export const auditTargetTypeValues = ['patient', 'user', 'invite', 'label', 'license'] as const;
export const auditTargetTypeSchema = z.enum(auditTargetTypeValues);
export type AuditTargetType = z.infer<typeof auditTargetTypeSchema>;

/** The actor as they are now (their role at the time is `actorRole`). */
export const auditActorSchema = z.object({
  id: uuidSchema,
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  role: roleSchema,
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/**
 * AuditEvent [ours] (API.md §2.10): append-only; `details` holds non-PHI facts only (counts,
 * section or field names, a reason), `{}` when none; never a password or a token.
 */
export const auditEventSchema = z.object({
  id: uuidSchema,
  createdAt: timestampSchema,
  action: auditActionSchema,
  /** Null when anonymous, e.g. a failed login for an unknown e-mail. */
  actorId: uuidSchema.nullable(),
  /** The actor's role at that time. */
  actorRole: roleSchema.nullable(),
  actor: auditActorSchema.nullable(),
  targetType: auditTargetTypeSchema.nullable(),
  /** Usually a uuid. */
  targetId: z.string().nullable(),
  clientAddress: z.string().nullable(),
  /** Truncated to 255 characters. */
  userAgent: z.string().nullable(),
  details: z.record(z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/**
 * GET /audit (ADMIN), newest first. `patientId`: events on that patient; `userId`: events whose
 * actor or target user is that user; `action`: exact match (an unknown name → the enum message
 * listing the actions in §4.10's order). The filters combine with AND.
 */
export const auditListQuerySchema = paginationQuerySchema.extend({
  patientId: idParamSchema().optional(),
  userId: idParamSchema().optional(),
  action: z.string().pipe(auditActionSchema).optional(),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
