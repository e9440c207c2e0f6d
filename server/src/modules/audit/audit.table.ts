import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampMs } from '../../db/columns';
import { roleEnum, users } from '../users/users.table';

/**
 * Append-only trail of who did what; never a PHI value, password or token. The database refuses
 * UPDATE, DELETE and TRUNCATE on it (a trigger, hand-written at the end of the `audit` migration:
 * Drizzle cannot declare triggers).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestampMs('created_at').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    actorRole: roleEnum('actor_role'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_events_created_at_idx').on(table.createdAt, table.id),
    index('audit_events_actor_id_idx').on(table.actorId),
    // By action over a time range, with the actor's role for an index-only count: the Program
    // page's label prints, registrations and responder scans per week (issue 24). It also
    // serves every look-up by action alone, which had an index of its own before.
    index('audit_events_action_created_at_idx').on(table.action, table.createdAt, table.actorRole),
    // A record's history, newest first (GET /audit?patientId=…).
    index('audit_events_target_idx').on(
      table.targetType,
      table.targetId,
      table.createdAt.desc(),
      table.id,
    ),
  ],
);
