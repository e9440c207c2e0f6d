import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Notice, NoticeKind } from '@contract/notices';
import type { PatientSectionName } from '@contract/patients';
import type { Database, Queryable } from '../../db/client';
import type { PageWindow } from '../../lib/pagination';
import { patients } from '../patients/patients.table';
import { users } from '../users/users.table';
import { notices, patientFollowers } from './notices.table';

/* Following a patient ------------------------------------------------------------------------ */

export async function patientExists(db: Queryable, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.id, patientId));
  return Boolean(row);
}

export async function isFollowing(
  db: Queryable,
  patientId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: patientFollowers.userId })
    .from(patientFollowers)
    .where(and(eq(patientFollowers.patientId, patientId), eq(patientFollowers.userId, userId)));
  return Boolean(row);
}

/** Idempotent: following twice is one follow. */
export async function follow(db: Database, patientId: string, userId: string, now: Date) {
  await db
    .insert(patientFollowers)
    .values({ patientId, userId, createdAt: now })
    .onConflictDoNothing();
}

export async function unfollow(db: Database, patientId: string, userId: string) {
  await db
    .delete(patientFollowers)
    .where(and(eq(patientFollowers.patientId, patientId), eq(patientFollowers.userId, userId)));
}

/* Making notices (run by the jobs) ------------------------------------------------------------ */

export interface NoticeEvent {
  kind: NoticeKind;
  patientId: string;
  sections: PatientSectionName[];
  actorId: string | null;
  /** ISO time of the change or the scan. */
  at: string;
}

/**
 * One notice per follower of the patient, never the actor, disabled members left out. Run again
 * for the same job (a retry after a crash), it adds nothing: the job id and the recipient are
 * unique together. Returns the job's notices not yet e-mailed.
 */
export async function createNotices(db: Database, jobId: string, event: NoticeEvent) {
  return db.transaction(async (tx) => {
    const followers = await tx
      .select({ userId: patientFollowers.userId })
      .from(patientFollowers)
      .innerJoin(users, eq(users.id, patientFollowers.userId))
      .where(
        and(
          eq(patientFollowers.patientId, event.patientId),
          isNull(users.disabledAt),
          event.actorId ? ne(patientFollowers.userId, event.actorId) : undefined,
        ),
      );
    if (followers.length > 0) {
      await tx
        .insert(notices)
        .values(
          followers.map(({ userId }) => ({
            recipientId: userId,
            kind: event.kind,
            patientId: event.patientId,
            sections: event.sections,
            actorId: event.actorId,
            createdAt: new Date(event.at),
            jobId,
          })),
        )
        .onConflictDoNothing();
    }
    return tx
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.jobId, jobId), isNull(notices.emailedAt)));
  });
}

/* The notification centre ---------------------------------------------------------------------- */

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.recipientId, userId), isNull(notices.readAt)));
  return row?.n ?? 0;
}

export async function listNotices(
  db: Database,
  userId: string,
  window: PageWindow,
): Promise<{ items: Notice[]; total: number; unread: number }> {
  const rows = await db
    .select({
      notice: notices,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorRole: users.role,
    })
    .from(notices)
    .leftJoin(users, eq(users.id, notices.actorId))
    .where(eq(notices.recipientId, userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(window.perPage)
    .offset(window.offset);
  const [totalRow] = await db
    .select({ n: count() })
    .from(notices)
    .where(eq(notices.recipientId, userId));
  const items = rows.map(({ notice, actorFirstName, actorLastName, actorRole }) => ({
    id: notice.id,
    kind: notice.kind,
    patientId: notice.patientId,
    sections: notice.sections,
    actor:
      notice.actorId && actorFirstName !== null && actorLastName !== null && actorRole !== null
        ? {
            id: notice.actorId,
            firstName: actorFirstName,
            lastName: actorLastName,
            role: actorRole,
          }
        : null,
    createdAt: notice.createdAt.toISOString(),
    readAt: notice.readAt?.toISOString() ?? null,
  }));
  return { items, total: totalRow?.n ?? 0, unread: await unreadCount(db, userId) };
}

/** Marks the member's own notices read (others' ids are ignored); the unread count after. */
export async function markRead(
  db: Database,
  userId: string,
  now: Date,
  target: { ids?: string[] | undefined; all?: true | undefined },
): Promise<number> {
  await db
    .update(notices)
    .set({ readAt: now })
    .where(
      and(
        eq(notices.recipientId, userId),
        isNull(notices.readAt),
        target.all ? undefined : inArray(notices.id, target.ids ?? []),
      ),
    );
  return unreadCount(db, userId);
}
