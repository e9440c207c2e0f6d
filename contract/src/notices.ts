import { z } from 'zod';
import { timestampSchema, uuidSchema } from './common';
import { patientSectionNames } from './patients.bodies';

/**
 * [ours] Issue 24: notices. A follower of a patient is told when its record changes (which
 * sections, by whom) or when a first responder opens its label. A notice never holds a value
 * of the record: the patient's id, the section names, the member who acted.
 */
export const noticeKindValues = ['change', 'scan'] as const;
export const noticeKindSchema = z.enum(noticeKindValues);
export type NoticeKind = z.infer<typeof noticeKindSchema>;

export const noticeSchema = z.object({
  id: uuidSchema,
  kind: noticeKindSchema,
  patientId: uuidSchema,
  /** The sections changed (kind `change`); empty for a scan. */
  sections: z.array(z.enum(patientSectionNames)),
  /** Who changed the record or opened the label; null when that account is gone. */
  actor: z
    .object({ id: uuidSchema, firstName: z.string(), lastName: z.string(), role: z.string() })
    .nullable(),
  createdAt: timestampSchema,
  readAt: timestampSchema.nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET /notices: the page of notices, newest first, and how many of all are unread. */
export const noticeListSchema = z.object({
  notices: z.array(noticeSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NoticeList = z.infer<typeof noticeListSchema>;

/** GET/PUT/DELETE /patients/:id/follow. */
export const followStateSchema = z.object({ following: z.boolean() });
export type FollowState = z.infer<typeof followStateSchema>;

/** POST /notices/read: the ids to mark read, or every unread notice when `all`. */
export const markNoticesReadSchema = z
  .object({
    ids: z.array(uuidSchema).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, {
    message: 'Send ids or all: true',
  });
export type MarkNoticesRead = z.infer<typeof markNoticesReadSchema>;

export const markNoticesReadAnswerSchema = z.object({
  unreadCount: z.number().int().nonnegative(),
});
