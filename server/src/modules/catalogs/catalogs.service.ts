import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  AllergyPatchBody,
  AllergyRegisterBody,
  CatalogKind,
  ConditionRegisterBody,
  MedicationRegisterBody,
} from '@contract/catalogs';
import { catalogMessages } from '@contract/catalogs';
import { inSnapshot, type Database, type Queryable } from '../../db/client';
import { messageError } from '../../lib/http-errors';
import type { PageWindow } from '../../lib/pagination';
import { containsText, countAll } from '../../lib/search';
import { unlinkAllergyFromPatients } from '../patients/patient-links';
import { allergies, conditions, medications, type AllergyRow } from './catalogs.table';
import type { CatalogRows } from './catalogs.serializer';

export const catalogTables = { allergies, medications, conditions } as const;

/*
 * The three tables share id, name and the audit columns; Drizzle cannot type a query over a
 * union of tables, so the shared queries see a plain PgTable and name the row type themselves.
 */
interface CatalogTable {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
}

function catalogTable(kind: CatalogKind): CatalogTable {
  const table = catalogTables[kind];
  return { table, id: table.id, name: table.name };
}

export interface RegisterBodies {
  allergies: AllergyRegisterBody;
  medications: MedicationRegisterBody;
  conditions: ConditionRegisterBody;
}

export function catalogListWhere(kind: CatalogKind, term: string | undefined): SQL | undefined {
  const trimmed = term?.trim();
  return trimmed ? containsText(catalogTable(kind).name, trimmed) : undefined;
}

/** The list's two statements, exported so a test can EXPLAIN exactly what is sent. */
export const catalogCountQuery = (db: Queryable, kind: CatalogKind, where: SQL | undefined) =>
  db.select({ total: countAll() }).from(catalogTable(kind).table).where(where);

export function catalogRowsQuery(
  db: Queryable,
  kind: CatalogKind,
  where: SQL | undefined,
  window: PageWindow,
) {
  const { table, id, name } = catalogTable(kind);
  return db
    .select()
    .from(table)
    .where(where)
    .orderBy(sql`lower(${name})`, asc(id))
    .limit(window.perPage)
    .offset(window.offset);
}

/** Sorted by name (case-insensitive), then id; the term is trimmed, empty = everything. */
export function listCatalog<K extends CatalogKind>(
  db: Database,
  kind: K,
  term: string | undefined,
  window: PageWindow,
): Promise<{ rows: CatalogRows[K][]; total: number }> {
  const where = catalogListWhere(kind, term);
  return inSnapshot(db, async (tx) => {
    const [counted] = await catalogCountQuery(tx, kind, where);
    const rows = await catalogRowsQuery(tx, kind, where, window);
    return { rows: rows as unknown as CatalogRows[K][], total: counted?.total ?? 0 };
  });
}

/** The entry register matches: same name case-insensitively (for allergies, same type). */
function sameEntry<K extends CatalogKind>(kind: K, body: RegisterBodies[K], name: string): SQL {
  const sameName = sql`lower(${catalogTable(kind).name}) = lower(${name})`;
  if (kind !== 'allergies') return sameName;
  return and(sameName, eq(allergies.type, (body as AllergyRegisterBody).type)) ?? sameName;
}

async function findSame<K extends CatalogKind>(
  db: Queryable,
  kind: K,
  body: RegisterBodies[K],
  name: string,
): Promise<CatalogRows[K] | null> {
  const { table } = catalogTable(kind);
  const [row] = await db
    .select()
    .from(table)
    .where(sameEntry(kind, body, name))
    .limit(1);
  return (row as unknown as CatalogRows[K] | undefined) ?? null;
}

/**
 * POST /<kind>/register: an existing entry of that name (and type) comes back unchanged
 * (created: false), else a new one is made with the trimmed name. A blank name → 400.
 */
export async function registerCatalogEntry<K extends CatalogKind>(
  db: Database,
  kind: K,
  body: RegisterBodies[K],
  actorId: string,
  now: Date,
): Promise<{ row: CatalogRows[K]; created: boolean }> {
  const name = body.name.trim();
  if (!name) throw messageError(400, catalogMessages.blankName);
  const existing = await findSame(db, kind, body, name);
  if (existing) return { row: existing, created: false };

  const { table } = catalogTable(kind);
  const values = {
    ...body,
    name,
    createdAt: now,
    updatedAt: now,
    createdById: actorId,
    updatedById: actorId,
  };
  // The unique index settles a race between two registrations of the same name.
  const [inserted] = await db.insert(table).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted as unknown as CatalogRows[K], created: true };
  const raced = await findSame(db, kind, body, name);
  if (!raced) throw new Error('registerCatalogEntry: entry vanished after a conflict');
  return { row: raced, created: false };
}

export async function findAllergy(db: Queryable, id: string): Promise<AllergyRow | null> {
  const [row] = await db.select().from(allergies).where(eq(allergies.id, id)).limit(1);
  return row ?? null;
}

/**
 * PATCH /allergies/:id: unknown → null (404); blank name → 400; another allergy with the same
 * name and type → 409 (the unique index would refuse it).
 */
export async function updateAllergy(
  db: Database,
  id: string,
  body: AllergyPatchBody,
  actorId: string,
  now: Date,
): Promise<AllergyRow | null> {
  return db.transaction(async (tx) => {
    if (!(await findAllergy(tx, id))) return null;
    const name = body.name.trim();
    if (!name) throw messageError(400, catalogMessages.blankName);
    const [clash] = await tx
      .select({ id: allergies.id })
      .from(allergies)
      .where(
        and(
          sql`lower(${allergies.name}) = lower(${name})`,
          eq(allergies.type, body.type),
          ne(allergies.id, id),
        ),
      )
      .limit(1);
    if (clash) throw messageError(409, catalogMessages.allergyDuplicate(name, body.type));
    const [row] = await tx
      .update(allergies)
      .set({
        name,
        type: body.type,
        ...(body.system !== undefined ? { system: body.system } : {}),
        ...(body.code !== undefined ? { code: body.code } : {}),
        updatedAt: now,
        updatedById: actorId,
      })
      .where(eq(allergies.id, id))
      .returning();
    return row ?? null;
  });
}

/** Deletes the allergy and its patient links; false when it does not exist. */
export async function deleteAllergy(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await findAllergy(tx, id))) return false;
    await unlinkAllergyFromPatients(tx, id);
    await tx.delete(allergies).where(eq(allergies.id, id));
    return true;
  });
}
