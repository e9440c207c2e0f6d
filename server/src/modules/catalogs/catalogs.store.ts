import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  AllergyRegisterBody,
  CatalogKind,
  ConditionRegisterBody,
  MedicationRegisterBody,
} from '@contract/catalogs';
import type { Queryable } from '../../db/client';
import type { PageWindow } from '../../lib/pagination';
import { allergies, conditions, medications } from './catalogs.table';
import type { CatalogRows } from './catalogs.serializer';

/** Register and PATCH bodies: PATCH takes the register body of its kind. */
export interface CatalogBodies {
  allergies: AllergyRegisterBody;
  medications: MedicationRegisterBody;
  conditions: ConditionRegisterBody;
}

/** The trimmed name and the audit stamps, set over the body's keys. */
interface CreateStamps {
  name: string;
  createdAt: Date;
  updatedAt: Date;
  createdById: string;
  updatedById: string;
}
type UpdateStamps = Pick<CreateStamps, 'name' | 'updatedAt' | 'updatedById'>;

interface CatalogTables {
  allergies: typeof allergies;
  medications: typeof medications;
  conditions: typeof conditions;
}

/** A select that can be awaited for its rows and EXPLAINed as sent. */
export type RowsQuery<R> = SQLWrapper & PromiseLike<R[]>;

/**
 * The statements of one catalog, written against its own table so Drizzle types every row.
 * Drizzle cannot type one query over a union of tables; the service reaches a kind's store
 * through `catalogStores[kind]`, which TypeScript resolves per kind (a correlated mapped type).
 */
export interface CatalogStore<K extends CatalogKind> {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  /** The columns a list term is matched against (medications: the name and altNames). */
  searched: readonly PgColumn[];
  /** The entry register and rename match: same name case-insensitively (allergies: same type). */
  sameEntry(body: CatalogBodies[K], name: string): SQL;
  rows(db: Queryable, where: SQL | undefined, window: PageWindow): RowsQuery<CatalogRows[K]>;
  first(db: Queryable, where: SQL): Promise<CatalogRows[K] | undefined>;
  /** Inserts unless the unique name index refuses it (then undefined). */
  insert(
    db: Queryable,
    body: CatalogBodies[K],
    stamps: CreateStamps,
  ): Promise<CatalogRows[K] | undefined>;
  /** Absent keys stay unchanged (Drizzle leaves undefined values out of SET). */
  update(
    db: Queryable,
    id: string,
    body: CatalogBodies[K],
    stamps: UpdateStamps,
  ): Promise<CatalogRows[K] | undefined>;
  /** The entry, locked FOR UPDATE until the transaction ends (no link to it can be added). */
  lock(db: Queryable, id: string): Promise<CatalogRows[K] | undefined>;
  /** Deletes the entry; the links' foreign keys refuse it while a patient has it. */
  remove(db: Queryable, id: string): Promise<void>;
}

const sameName = (column: PgColumn, name: string) => sql`lower(${column}) = lower(${name})`;
const byName = (column: PgColumn, id: PgColumn) => [sql`lower(${column})`, asc(id)] as const;

/** What sets one catalog apart; the statements are the same over each table. */
interface CatalogConfig<K extends CatalogKind> {
  table: CatalogTables[K];
  searched: readonly PgColumn[];
  sameEntry: CatalogStore<K>['sameEntry'];
}

/*
 * Drizzle types a statement over the union of the three tables with the union of their rows, so
 * the builder is written once over that union and each overload states the row type of its kind
 * (the table passed in fixes which kind, so the rows are that table's).
 */
function catalogStore(config: CatalogConfig<'allergies'>): CatalogStore<'allergies'>;
function catalogStore(config: CatalogConfig<'medications'>): CatalogStore<'medications'>;
function catalogStore(config: CatalogConfig<'conditions'>): CatalogStore<'conditions'>;
function catalogStore(config: CatalogConfig<CatalogKind>): CatalogStore<CatalogKind> {
  const { table } = config;
  return {
    table,
    id: table.id,
    name: table.name,
    searched: config.searched,
    sameEntry: config.sameEntry,
    rows: (db, where, window) =>
      db
        .select()
        .from(table)
        .where(where)
        .orderBy(...byName(table.name, table.id))
        .limit(window.perPage)
        .offset(window.offset),
    first: async (db, where) => (await db.select().from(table).where(where).limit(1))[0],
    insert: async (db, body, stamps) =>
      (
        await db
          .insert(table)
          .values({ ...body, ...stamps })
          .onConflictDoNothing()
          .returning()
      )[0],
    update: async (db, id, body, stamps) =>
      (
        await db
          .update(table)
          .set({ ...body, ...stamps })
          .where(eq(table.id, id))
          .returning()
      )[0],
    lock: async (db, id) =>
      (await db.select().from(table).where(eq(table.id, id)).limit(1).for('update'))[0],
    remove: async (db, id) => {
      await db.delete(table).where(eq(table.id, id));
    },
  };
}

export const catalogStores: { [K in CatalogKind]: CatalogStore<K> } = {
  allergies: catalogStore({
    table: allergies,
    searched: [allergies.name],
    sameEntry: (body, name) =>
      and(sameName(allergies.name, name), eq(allergies.type, body.type)) ??
      sameName(allergies.name, name),
  }),
  medications: catalogStore({
    table: medications,
    searched: [medications.name, medications.altNames],
    sameEntry: (_body, name) => sameName(medications.name, name),
  }),
  conditions: catalogStore({
    table: conditions,
    searched: [conditions.name],
    sameEntry: (_body, name) => sameName(conditions.name, name),
  }),
};
