import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NoticeKind } from '@contract/notices';
import type { PatientSectionName } from '@contract/patients';
import { timestampMs } from '../../db/columns';
import { patients } from '../patients/patients.table';
import { users } from '../users/users.table';

/** [ours] Issue 24: the members who follow a patient, and are told of its changes and scans. */
export const patientFollowers = pgTable(
  'patient_followers',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampMs('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.patientId, table.userId] }),
    index('patient_followers_user_idx').on(table.userId),
  ],
);

/**
 * [ours] Issue 24: one notice per recipient. It names the patient by id, the sections changed
 * and who changed them, never a value. `jobId` is the job that made it: a job run again after a
 * crash finds its notices already there (unique with the recipient).
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    /** No foreign key: a notice outlives the patient it was about. */
    patientId: uuid('patient_id').notNull(),
    sections: text('sections').array().$type<PatientSectionName[]>().notNull().default([]),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampMs('created_at').notNull(),
    readAt: timestampMs('read_at'),
    /** When its e-mail was accepted by the mail server; null until then. */
    emailedAt: timestampMs('emailed_at'),
    jobId: uuid('job_id').notNull(),
  },
  (table) => [
    check('notices_kind_check', sql`${table.kind} in ('change', 'scan')`),
    uniqueIndex('notices_job_recipient_unique').on(table.jobId, table.recipientId),
    index('notices_recipient_created_idx').on(table.recipientId, table.createdAt.desc(), table.id),
    index('notices_recipient_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.readAt} is null`),
  ],
);

export type NoticeRow = typeof notices.$inferSelect;

/**
 * [ours] Issue 24: a member's delivery choices, per kind and channel. No row: the defaults
 * (`defaultNoticePreferences`: e-mail on, push off until the member allows it on a device).
 */
export const noticePreferences = pgTable('notice_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  changeEmail: boolean('change_email').notNull().default(true),
  changePush: boolean('change_push').notNull().default(false),
  scanEmail: boolean('scan_email').notNull().default(true),
  scanPush: boolean('scan_push').notNull().default(false),
  digestEmail: boolean('digest_email').notNull().default(true),
  digestPush: boolean('digest_push').notNull().default(false),
  updatedAt: timestampMs('updated_at').notNull(),
});

/**
 * [ours] Issue 24: a device's Web Push subscription, one per endpoint (a browser profile). A
 * device signed in by another member moves to that member. The keys encrypt the payload for
 * that browser alone; the push service answering 404/410 removes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestampMs('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
