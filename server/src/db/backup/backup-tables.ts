import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../client';

/* What the dump, the restore and the tests read from the catalog, whatever tables exist. */

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface MigrationLevel {
  /** How many migrations have run. */
  count: number;
  /** The journal time (`when`) of the last one; null before any. */
  last: string | null;
}

/** The application's tables: ordinary tables of `public`, not those an extension owns. */
export async function listTables(db: Queryable): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r'
           and not exists (select 1 from pg_depend d
                            where d.classid = 'pg_class'::regclass and d.objid = c.oid
                              and d.deptype = 'e')
         order by c.relname`,
  );
  return rows.map((row) => row.name);
}

export async function listSequences(db: Queryable): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'S'
         order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The migrations applied to this database, as drizzle's migrator records them. */
export async function migrationLevel(db: Queryable): Promise<MigrationLevel> {
  const [present] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present?.present) return { count: 0, last: null };
  const [row] = await queryRows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { count: Number(row?.count ?? 0), last: row?.last ?? null };
}

export async function tableColumns(db: Queryable, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
         where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
         order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** Rows in each application table, for the emptiness check and for tests. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(db)) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.raw(quoteIdent(table))}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Every table's rows as sorted JSON text: what a restore must reproduce (tests compare it). */
export async function tableContents(db: Queryable): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const rows = await queryRows<{ j: string }>(
      db,
      sql`select to_jsonb(t)::text as j from ${sql.raw(quoteIdent(table))} t`,
    );
    contents[table] = rows.map((row) => row.j).sort();
  }
  return contents;
}
