import { z } from 'zod';
import { idParamSchema, paginationQuerySchema, timestampSchema, uuidSchema } from './common';
import { documentedAs } from './openapi-hints';
import { isCalendarDate } from './patients';
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
  // [ours] Not in API.md §4.10's table; appended so its order (and the enum message) is kept.
  // Other branches add their own actions below, one line each.
  /** A 403 on GET /patients/:id (an inactive member): nothing was read. */
  'patient.view_denied',
  /** A 403 on PATCH /patients/:id (role too low, or inactive). */
  'patient.update_denied',
  /** A 403 on DELETE /patients/:id (role too low, or inactive). */
  'patient.delete_denied',
  /** GET /audit/export: an admin took a copy of the trail; `details.filters` names the filters. */
  'audit.export',
  /** Two-factor sign-in (no secret or code in `details`). */
  'auth.mfa_enable',
  'auth.mfa_disable',
  'auth.mfa_recovery_codes',
  'auth.mfa_recovery_used',
  'auth.mfa_failed',
  'auth.mfa_reset',
  /** Sessions ended from /profile or by an admin. */
  'user.sessions_end',
  /**
   * [ours, issue 23] Shared lists: a catalog entry renamed, merged into another, or deleted; a
   * hospital or physician created, updated or deleted. `details` holds the kind, the entry's
   * own name (never a patient's), and the patients affected: `patients` (a count) and
   * `patientIds` (at most AUDIT_PATIENT_IDS_MAX, `patientIdsTruncated` when more).
   */
  'catalog.rename',
  'catalog.merge',
  'catalog.delete',
  'hospital.create',
  'hospital.update',
  'hospital.delete',
  'physician.create',
  'physician.update',
  'physician.delete',
  /** [issue 23] A document's or the photo's bytes were read; `details` has its id and kind. */
  'document.view',
  /** A page or the photo was attached, replaced or deleted (id, kind, type and size in `details`). */
  'document.upload',
  'document.replace',
  'document.delete',
  /** [issue 24] A member marked the record verified (the note stays on the record, not here). */
  'patient.verify',
  /** [issue 24] An admin changed the review interval; `details` has `from` and `to` (months). */
  'settings.review_interval',
  /**
   * [ours, issue 25] Emergency access: a grant (details: grant id, agency; never the code), a
   * view under it, a refusal (details.reason: code, capped, off, unknown), an admin's review,
   * the deployment's switch, a label's code rotated.
   */
  'emergency.grant',
  'emergency.view',
  'emergency.refuse',
  'emergency.review',
  'emergency.settings',
  'emergency.rotate',
  /**
   * [ours, issue 25] The hospital handoff: a SMART Health Link made or revoked (its id in
   * `details.linkId`), its manifest fetched (`details.recipient`, as the caller named themself)
   * or refused (`details.reason`: wrong_passcode, locked), and the FHIR export.
   */
  'share_link.create',
  'share_link.revoke',
  'share_link.fetch',
  'share_link.fetch_denied',
  'patient.export_fhir',
] as const;
export const auditActionSchema = z.enum(auditActionValues);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What an event is about (API.md §2.10). */
export const auditTargetTypeValues = [
  'patient',
  'user',
  'invite',
  'label',
  'license',
  // [ours, issue 23] A catalog entry (its kind in `details.kind`), a hospital, a physician.
  'catalog',
  'hospital',
  'physician',
] as const;
export const auditTargetTypeSchema = z.enum(auditTargetTypeValues);
export type AuditTargetType = z.infer<typeof auditTargetTypeSchema>;

/** [ours] The most patient ids one event lists; past it, `patientIdsTruncated: true`. */
export const AUDIT_PATIENT_IDS_MAX = 1000;

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
  /**
   * [ours] The target's name now, where the viewer may see it: a member's or invited person's
   * name; a patient's only while PHI is collected. Absent otherwise (and on the reference).
   */
  targetName: z.string().optional(),
  clientAddress: z.string().nullable(),
  /** Truncated to 255 characters. */
  userAgent: z.string().nullable(),
  details: z.record(z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Why the guard refused a patient operation (`details.reason` of the `*_denied` actions). */
export const auditDeniedReasonValues = ['inactive', 'role'] as const;
export type AuditDeniedReason = (typeof auditDeniedReasonValues)[number];

export const auditMessages = {
  invalidInstant: 'Invalid date',
  toBeforeFrom: '`to` must be later than `from`',
} as const;

const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The instant a date-range bound names: a bare `YYYY-MM-DD` is 00:00 UTC that day. */
export function auditInstant(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}

/**
 * [ours] A bound of the date range: an ISO 8601 instant with an offset or `Z`
 * (`2025-03-10T08:00:00.000Z`, `2025-03-10T09:00:00+01:00`), or a calendar date `YYYY-MM-DD`.
 * Kept as sent (the Link header repeats it); read it with `auditInstant`.
 */
export const auditInstantSchema = documentedAs(
  z
    .string()
    .refine(
      (value) =>
        INSTANT.test(value) &&
        isCalendarDate(value.slice(0, 10)) &&
        !Number.isNaN(auditInstant(value).getTime()),
      {
        message: auditMessages.invalidInstant,
      },
    ),
  { pattern: INSTANT.source },
);

/**
 * GET /audit (ADMIN), newest first. `patientId`: events on that patient; `userId`: events whose
 * actor or target user is that user; `action`: exact match (an unknown name → the enum message
 * listing the actions in §4.10's order). The filters combine with AND.
 */
const auditFilterFields = {
  patientId: idParamSchema().optional(),
  userId: idParamSchema().optional(),
  action: z.string().pipe(auditActionSchema).optional(),
  /** [ours] Events at or after this instant. */
  from: auditInstantSchema.optional(),
  /** [ours] Events before this instant (exclusive): `from=2025-03-10&to=2025-03-11` is one UTC day. */
  to: auditInstantSchema.optional(),
};

const toAfterFrom = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || auditInstant(query.to) > auditInstant(query.from);
const toAfterFromIssue = { message: auditMessages.toBeforeFrom, path: ['to'] };

export const auditListQuerySchema = paginationQuerySchema
  .extend(auditFilterFields)
  .refine(toAfterFrom, toAfterFromIssue);
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** [ours] GET /audit/export (ADMIN): the same filters, every matching event, as CSV. */
export const auditExportQuerySchema = z
  .object(auditFilterFields)
  .refine(toAfterFrom, toAfterFromIssue);
export type AuditExportQuery = z.input<typeof auditExportQuerySchema>;

/** The export's columns, in order (the CSV header row). */
export const auditCsvColumns = [
  'createdAt',
  'action',
  'actorId',
  'actorName',
  'actorRole',
  'targetType',
  'targetId',
  'clientAddress',
  'userAgent',
  'details',
] as const;
