import { and, count, eq } from 'drizzle-orm';
import {
  defaultNoticePreferences,
  type NoticePreferenceKind,
  type NoticePreferences,
  type NoticePreferencesPatch,
  type PushSubscriptionBody,
} from '@contract/notices';
import type { Database, Queryable } from '../../db/client';
import { noticePreferences, pushSubscriptions } from './notices.table';

/*
 * Issue 24: how each member wants to be told (per kind, by e-mail and by push), and the devices
 * that receive their pushes. The notice jobs read these when they run, so a choice changed after
 * a notice was made still counts for it.
 */

type PreferenceRow = typeof noticePreferences.$inferSelect;

function fromRow(row: PreferenceRow | undefined): NoticePreferences {
  if (!row) return structuredClone(defaultNoticePreferences);
  return {
    change: { email: row.changeEmail, push: row.changePush },
    scan: { email: row.scanEmail, push: row.scanPush },
    digest: { email: row.digestEmail, push: row.digestPush },
  };
}

/** The member's choices; the defaults when they never chose. */
export async function readPreferences(db: Queryable, userId: string): Promise<NoticePreferences> {
  const [row] = await db
    .select()
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, userId));
  return fromRow(row);
}

/** Whether `userId` wants notices of `kind` by `channel` (for the jobs, the digest's too). */
export async function wants(
  db: Queryable,
  userId: string,
  kind: NoticePreferenceKind,
  channel: 'email' | 'push',
): Promise<boolean> {
  return (await readPreferences(db, userId))[kind][channel];
}

/** Applies the kinds and channels sent over the stored (or default) choices, in one statement. */
export async function updatePreferences(
  db: Database,
  userId: string,
  patch: NoticePreferencesPatch,
  now: Date,
): Promise<NoticePreferences> {
  const current = await readPreferences(db, userId);
  const next: NoticePreferences = {
    change: { ...current.change, ...stripUndefined(patch.change) },
    scan: { ...current.scan, ...stripUndefined(patch.scan) },
    digest: { ...current.digest, ...stripUndefined(patch.digest) },
  };
  const values = {
    changeEmail: next.change.email,
    changePush: next.change.push,
    scanEmail: next.scan.email,
    scanPush: next.scan.push,
    digestEmail: next.digest.email,
    digestPush: next.digest.push,
    updatedAt: now,
  };
  const [row] = await db
    .insert(noticePreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: noticePreferences.userId, set: values })
    .returning();
  return fromRow(row);
}

function stripUndefined<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}

async function deviceCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/**
 * Saves a device's subscription for the member. The endpoint is the device's: saved again, its
 * keys are updated; saved by another member (a shared device), it moves to them.
 */
export async function saveSubscription(
  db: Database,
  userId: string,
  body: PushSubscriptionBody,
  now: Date,
): Promise<number> {
  await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now },
    });
  return deviceCount(db, userId);
}

/** Removes the member's subscription with that endpoint (another member's is left alone). */
export async function removeSubscription(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<number> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return deviceCount(db, userId);
}

export async function subscriptionsOf(db: Queryable, userId: string) {
  return db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}
