import { and, asc, desc, eq, getTableColumns, gte, lt, or, type SQL } from 'drizzle-orm';
import { auditInstant, type AuditAction } from '@contract/audit';
import { inSnapshot, type Database, type Queryable } from '../../db/client';
import { countedRows, type PageWindow } from '../../lib/pagination';
import { countAll } from '../../lib/search';
import { users } from '../users/users.table';
import { auditEvents } from './audit.table';
import { targetNames, type TargetNameRules } from './audit.target-names';

export interface AuditListFilter {
  patientId?: string | undefined;
  userId?: string | undefined;
  action?: AuditAction | undefined;
  /** [ours] At or after this instant (as sent: an ISO instant or a date). */
  from?: string | undefined;
  /** [ours] Before this instant. */
  to?: string | undefined;
}

/** API.md §4.10's filters, combined with AND. */
export function auditListWhere(filter: AuditListFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.patientId) {
    conditions.push(
      and(eq(auditEvents.targetType, 'patient'), eq(auditEvents.targetId, filter.patientId)),
    );
  }
  if (filter.userId) {
    conditions.push(
      or(
        eq(auditEvents.actorId, filter.userId),
        and(eq(auditEvents.targetType, 'user'), eq(auditEvents.targetId, filter.userId)),
      ),
    );
  }
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.from) conditions.push(gte(auditEvents.createdAt, auditInstant(filter.from)));
  if (filter.to) conditions.push(lt(auditEvents.createdAt, auditInstant(filter.to)));
  return and(...conditions);
}

export const auditActorColumns = {
  id: users.id,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  role: users.role,
};

export const auditCountQuery = (db: Queryable, where: SQL | undefined) =>
  db.select({ total: countAll() }).from(auditEvents).where(where);

/** Newest first, then id; each event with its actor as they are now. */
export const auditRowsQuery = (db: Queryable, where: SQL | undefined, window: PageWindow) =>
  db
    .select({ event: getTableColumns(auditEvents), actor: auditActorColumns })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(where)
    .orderBy(desc(auditEvents.createdAt), asc(auditEvents.id))
    .limit(window.perPage)
    .offset(window.offset);

export type AuditListRow = Awaited<ReturnType<typeof auditRowsQuery>>[number];

/** A page of events, with their targets' names as the viewer may read them (one snapshot). */
export function listAuditEvents(
  db: Database,
  filter: AuditListFilter,
  window: PageWindow,
  nameRules: TargetNameRules,
): Promise<{ rows: AuditListRow[]; total: number; names: Map<string, string> }> {
  const where = auditListWhere(filter);
  return inSnapshot(db, async (tx) => {
    const page = await countedRows(auditCountQuery(tx, where), auditRowsQuery(tx, where, window));
    const names = await targetNames(
      tx,
      page.rows.map(({ event }) => event),
      nameRules,
    );
    return { ...page, names };
  });
}
