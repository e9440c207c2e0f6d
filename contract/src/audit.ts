import { z } from 'zod';

/**
 * Every action the audit trail records, in the order of API.md §4.10's table: the enum message
 * of `GET /audit?action=` lists them in this order. Writing an event for anything else does
 * not type-check.
 */
export const auditActionValues = [
  'auth.login',
  'auth.login_failed',
  'auth.password_reset',
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
