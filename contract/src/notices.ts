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

/* Delivery choices and Web Push --------------------------------------------------------------- */

/**
 * [ours] Issue 24: what a member may be told, each by e-mail and by Web Push: a change of a
 * followed patient, a scan of its label, and the daily digest of records due for review.
 */
export const noticePreferenceKindValues = ['change', 'scan', 'digest'] as const;
export type NoticePreferenceKind = (typeof noticePreferenceKindValues)[number];
export const noticeChannelValues = ['email', 'push'] as const;
export type NoticeChannel = (typeof noticeChannelValues)[number];

const channelsSchema = z.object({ email: z.boolean(), push: z.boolean() });
export const noticePreferencesSchema = z.object({
  change: channelsSchema,
  scan: channelsSchema,
  digest: channelsSchema,
});
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;

/** A member who never chose: e-mail for changes, scans and the digest; push off until allowed. */
export const defaultNoticePreferences: NoticePreferences = {
  change: { email: true, push: false },
  scan: { email: true, push: false },
  digest: { email: true, push: false },
};

/** PUT /notices/preferences: any kind and channel; what is left out stays as it was. */
const channelsPatchSchema = z
  .object({ email: z.boolean().optional(), push: z.boolean().optional() })
  .strict();
export const noticePreferencesPatchSchema = z
  .object({
    change: channelsPatchSchema.optional(),
    scan: channelsPatchSchema.optional(),
    digest: channelsPatchSchema.optional(),
  })
  .strict();
export type NoticePreferencesPatch = z.infer<typeof noticePreferencesPatchSchema>;

/** GET /notices/push/key: the server's VAPID public key (base64url), for PushManager.subscribe. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** A push service's endpoint: https, as every browser's is. */
const pushEndpointSchema = z
  .string()
  .trim()
  .max(2048)
  .url()
  .refine((value) => value.startsWith('https://'), { message: 'The endpoint must be https' });
/** base64url, as PushSubscription.toJSON() gives the keys. */
const base64UrlKey = (max: number) =>
  z
    .string()
    .min(8)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Must be base64url');

/** POST /notices/push/subscriptions: a device's PushSubscription.toJSON(). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64UrlKey(200), auth: base64UrlKey(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** POST /notices/push/subscriptions/remove: the device's endpoint. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema });

/** How many devices of the member receive pushes, after the change. */
export const pushSubscriptionAnswerSchema = z.object({ devices: z.number().int().nonnegative() });

/**
 * A push's payload: never PHI. The kind, a short text naming no one, and the page to open.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum(noticePreferenceKindValues),
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
