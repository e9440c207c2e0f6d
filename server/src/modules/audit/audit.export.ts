import { Readable } from 'node:stream';
import { and, asc, desc, eq, getTableColumns, gt, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../users/users.table';
import { auditCsvHeader, auditCsvRow } from './audit.csv';
import { auditActorColumns, auditListWhere, type AuditListFilter } from './audit.list';
import { toAuditEvent } from './audit.serializer';
import { auditEvents } from './audit.table';

/** Rows read per query: memory stays flat however long the trail is. */
export const EXPORT_BATCH = 500;

/** After (createdAt, id) in the list's order: newest first, then id. */
const after = (last: { createdAt: Date; id: string }): SQL =>
  or(
    lt(auditEvents.createdAt, last.createdAt),
    and(eq(auditEvents.createdAt, last.createdAt), gt(auditEvents.id, last.id)),
  ) as SQL;

/**
 * Every event the filters match, newest first, as CSV text: a header row, then one row per
 * event, read in keyset batches (no OFFSET, no open transaction while the client reads).
 * Events written after the export began are newer than its first row, so they are not in it.
 */
export function auditCsvStream(db: Database, filter: AuditListFilter): Readable {
  const where = auditListWhere(filter);
  async function* lines() {
    yield auditCsvHeader;
    let last: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const rows = await db
        .select({ event: getTableColumns(auditEvents), actor: auditActorColumns })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorId))
        .where(last ? and(where, after(last)) : where)
        .orderBy(desc(auditEvents.createdAt), asc(auditEvents.id))
        .limit(EXPORT_BATCH);
      if (rows.length > 0) yield rows.map((row) => auditCsvRow(toAuditEvent(row))).join('');
      const end = rows.at(-1);
      if (!end || rows.length < EXPORT_BATCH) return;
      last = { createdAt: end.event.createdAt, id: end.event.id };
    }
  }
  return Readable.from(lines());
}
