import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
