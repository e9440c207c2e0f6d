import { eq } from 'drizzle-orm';
import { catalogMessages, type CatalogKind } from '@contract/catalogs';
import type { Database, Queryable } from '../../db/client';
import type { AuditedWriteContext } from '../../lib/write-context';
import { affectedPatients, recordAudit } from '../audit/audit.service';
import { moveCatalogLinks, patientsLinkedToCatalogEntry } from '../patients/patient-links';
import { catalogErrors } from './catalogs.errors';
import type { CatalogRows } from './catalogs.serializer';
import { catalogStores } from './catalogs.store';

/*
 * [ours, issue 23] Integrity of the shared lists: an entry patients have is never deleted under
 * them. DELETE is refused with the count; an admin merges the entry into another instead.
 * Each runs in one transaction holding the entries FOR UPDATE: a patient's list that links an
 * entry takes a key-share lock on it (the foreign key), so no link can appear between the count
 * and the delete, and the foreign keys (no cascade) refuse a delete that would orphan one.
 */

export type CatalogWrite = AuditedWriteContext;

/** PostgreSQL's foreign_key_violation, as either driver reports it (Drizzle wraps it as `cause`). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object;) {
    if ('code' in current && current.code === '23503') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** GET /<kind>/:id/usage: how many patients have the entry; null when it does not exist. */
export async function catalogEntryUsage(
  db: Database,
  kind: CatalogKind,
  id: string,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    if ((await catalogEntryName(tx, kind, id)) === null) return null;
    return (await patientsLinkedToCatalogEntry(tx, kind, id)).length;
  });
}

/**
 * DELETE /<kind>/:id: false when unknown; 409 naming the count while patients have it; else
 * the entry goes, with a `catalog.delete` event.
 */
export async function deleteCatalogEntry(
  { db, request, actor, now }: CatalogWrite,
  kind: CatalogKind,
  id: string,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const entry = await catalogStores[kind].lock(tx, id);
      if (!entry) return false;
      const linked = await patientsLinkedToCatalogEntry(tx, kind, id);
      if (linked.length > 0) throw catalogErrors.inUse(entry.name, linked.length);
      await catalogStores[kind].remove(tx, id);
      await recordAudit(tx, request, now, {
        action: 'catalog.delete',
        actor,
        targetType: 'catalog',
        targetId: id,
        details: { kind, name: entry.name, ...affectedPatients([]) },
      });
      return true;
    });
  } catch (error) {
    // A link that slipped past the count (another engine's isolation): still refused, not a 500.
    if (!isForeignKeyViolation(error)) throw error;
    const count = (await patientsLinkedToCatalogEntry(db, kind, id)).length;
    throw catalogErrors.inUse((await catalogEntryName(db, kind, id)) ?? id, count);
  }
}

async function catalogEntryName(db: Queryable, kind: CatalogKind, id: string) {
  const store = catalogStores[kind];
  return (await store.first(db, eq(store.id, id)))?.name ?? null;
}

export interface MergeResult {
  message: string;
  patients: number;
}

/**
 * POST /<kind>/:id/merge {into}: moves every patient from the entry to `into`, then deletes the
 * entry, in one transaction. Unknown entry → null (the route's 404); into itself → 422; unknown
 * `into` → 404; allergies of different types → 409. Both entries are locked in id order, so two
 * merges of the same pair in opposite directions cannot deadlock.
 */
export async function mergeCatalogEntry(
  { db, request, actor, now }: CatalogWrite,
  kind: CatalogKind,
  id: string,
  intoId: string,
  intoAsSent: string,
): Promise<MergeResult | null> {
  return db.transaction(async (tx) => {
    const store = catalogStores[kind];
    if (id === intoId) {
      if (!(await store.lock(tx, id))) return null;
      throw catalogErrors.mergeIntoItself();
    }
    const locked = new Map<string, CatalogRows[CatalogKind] | undefined>();
    for (const lockId of [id, intoId].sort()) locked.set(lockId, await store.lock(tx, lockId));
    const entry = locked.get(id);
    const into = locked.get(intoId);
    if (!entry) return null;
    if (!into) throw catalogErrors.mergeTargetMissing(intoAsSent);
    if ('type' in entry && 'type' in into && entry.type !== into.type)
      throw catalogErrors.mergeTypeMismatch();
    const moved = await moveCatalogLinks(tx, kind, id, intoId);
    await store.remove(tx, id);
    await recordAudit(tx, request, now, {
      action: 'catalog.merge',
      actor,
      targetType: 'catalog',
      targetId: id,
      details: { kind, name: entry.name, into: into.name, intoId, ...affectedPatients(moved) },
    });
    return {
      message: catalogMessages.merged(entry.name, into.name, String(moved.length)),
      patients: moved.length,
    };
  });
}
