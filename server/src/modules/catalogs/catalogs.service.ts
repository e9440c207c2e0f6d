import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { CatalogKind } from '@contract/catalogs';
import { inSnapshot, type Database, type Queryable } from '../../db/client';
import { countedRows, type PageWindow } from '../../lib/pagination';
import { containsText, countAll } from '../../lib/search';
import { affectedPatients, recordAudit } from '../audit/audit.service';
import { patientsLinkedToCatalogEntry } from '../patients/patient-links';
import { catalogErrors } from './catalogs.errors';
import type { CatalogWrite } from './catalogs.integrity';
import type { CatalogRows } from './catalogs.serializer';
import { catalogStores, type CatalogBodies } from './catalogs.store';

/** The term is trimmed; empty = everything. Medications also match their altNames. */
export function catalogListWhere(kind: CatalogKind, term: string | undefined): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return or(...catalogStores[kind].searched.map((column) => containsText(column, trimmed)));
}

/** The list's two statements, exported so a test can EXPLAIN exactly what is sent. */
export const catalogCountQuery = (db: Queryable, kind: CatalogKind, where: SQL | undefined) =>
  db.select({ total: countAll() }).from(catalogStores[kind].table).where(where);

export const catalogRowsQuery = <K extends CatalogKind>(
  db: Queryable,
  kind: K,
  where: SQL | undefined,
  window: PageWindow,
) => catalogStores[kind].rows(db, where, window);

/** Sorted by name (case-insensitive), then id, from one snapshot. */
export function listCatalog<K extends CatalogKind>(
  db: Database,
  kind: K,
  term: string | undefined,
  window: PageWindow,
): Promise<{ rows: CatalogRows[K][]; total: number }> {
  const where = catalogListWhere(kind, term);
  return inSnapshot(db, (tx) =>
    countedRows(catalogCountQuery(tx, kind, where), catalogRowsQuery(tx, kind, where, window)),
  );
}

function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw catalogErrors.blankName();
  return trimmed;
}

/**
 * POST /<kind>/register: an existing entry of that name (and type) comes back unchanged
 * (created: false), else a new one is made with the trimmed name. A blank name → 400.
 */
export async function registerCatalogEntry<K extends CatalogKind>(
  db: Database,
  kind: K,
  body: CatalogBodies[K],
  actorId: string,
  now: Date,
): Promise<{ row: CatalogRows[K]; created: boolean }> {
  const store = catalogStores[kind];
  const name = trimmedName(body.name);
  const same = store.sameEntry(body, name);
  const existing = await store.first(db, same);
  if (existing) return { row: existing, created: false };

  const inserted = await store.insert(db, body, {
    name,
    createdAt: now,
    updatedAt: now,
    createdById: actorId,
    updatedById: actorId,
  });
  if (inserted) return { row: inserted, created: true };
  // The unique index settled a race between two registrations of the same name.
  const raced = await store.first(db, same);
  if (!raced) throw new Error('registerCatalogEntry: entry vanished after a conflict');
  return { row: raced, created: false };
}

export async function findCatalogEntry<K extends CatalogKind>(
  db: Queryable,
  kind: K,
  id: string,
): Promise<CatalogRows[K] | null> {
  const store = catalogStores[kind];
  return (await store.first(db, eq(store.id, id))) ?? null;
}

/**
 * PATCH /<kind>/:id with the register body: unknown → 404; blank name → 400; another entry
 * with the same name (for allergies, in the same type) → 409. Absent keys stay, null clears.
 */
export async function updateCatalogEntry<K extends CatalogKind>(
  { db, request, actor, now }: CatalogWrite,
  kind: K,
  id: string,
  body: CatalogBodies[K],
): Promise<CatalogRows[K]> {
  const store = catalogStores[kind];
  const actorId = actor.id;
  return db.transaction(async (tx) => {
    const before = await store.lock(tx, id);
    if (!before) throw catalogErrors.notFound[kind]();
    const name = trimmedName(body.name);
    const clash = await store.first(
      tx,
      and(store.sameEntry(body, name), ne(store.id, id)) ?? ne(store.id, id),
    );
    if (clash) throw catalogErrors.duplicate(clash.name);
    const row = await store.update(tx, id, body, { name, updatedAt: now, updatedById: actorId });
    if (!row) throw catalogErrors.notFound[kind]();
    // [ours, issue 23] Every patient whose list shows the entry now reads the new name.
    await recordAudit(tx, request, now, {
      action: 'catalog.rename',
      actor,
      targetType: 'catalog',
      targetId: id,
      details: {
        kind,
        name: row.name,
        ...(before.name === row.name ? {} : { previousName: before.name }),
        ...affectedPatients(await patientsLinkedToCatalogEntry(tx, kind, id)),
      },
    });
    return row;
  });
}
