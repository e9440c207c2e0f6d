import { and, asc, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { duplicateParts, type DuplicateFieldKey } from '@contract/reference';
import type { Queryable } from '../db/client';

/** A field the duplicate rule compares: its word in the message, and its column. */
interface DuplicateField<K extends DuplicateFieldKey> {
  key: K;
  column: AnyPgColumn;
  /** Compare with lower() on both sides (names, e-mails). */
  ignoreCase?: boolean;
}

/** The duplicate rule of one table: which fields count, in the message's order. */
export interface DuplicateRule<K extends DuplicateFieldKey> {
  table: PgTable;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  fields: ReadonlyArray<DuplicateField<K>>;
}

/**
 * The duplicate rule of API.md §4.7 and §4.8: the oldest other row equal on any submitted
 * non-empty value. Returns the fields it shares with that row in the rule's order, as the
 * messages spell them (`name X and email Y`, contract's duplicateParts), or null when there is none. The caller throws its
 * module's error with that text.
 */
export async function findSharedFields<K extends DuplicateFieldKey>(
  db: Queryable,
  rule: DuplicateRule<K>,
  values: Partial<Record<K, string | null | undefined>>,
  exceptId?: string,
): Promise<string | null> {
  const checks: Array<{ key: K; value: string; match: SQL }> = [];
  for (const field of rule.fields) {
    const value = values[field.key];
    if (!value) continue;
    const match = field.ignoreCase
      ? sql`lower(${field.column}) = lower(${value})`
      : sql`${field.column} = ${value}`;
    checks.push({ key: field.key, value, match });
  }
  if (checks.length === 0) return null;

  const flags = Object.fromEntries(
    checks.map(({ match }, i) => [`m${i}`, sql<boolean>`coalesce(${match}, false)`.as(`m${i}`)]),
  );
  const [first] = await db
    .select(flags)
    .from(rule.table)
    .where(
      and(or(...checks.map(({ match }) => match)), exceptId ? ne(rule.id, exceptId) : undefined),
    )
    .orderBy(asc(rule.createdAt), asc(rule.id))
    .limit(1);
  if (!first) return null;
  return duplicateParts(checks.filter((_, i) => first[`m${i}`] === true));
}

/**
 * Throws the module's duplicate error, built from the shared fields' text, when another row
 * breaks the rule:
 *
 *   await assertNoDuplicate(tx, duplicateRule, fields, hospitalErrors.duplicate, id);
 */
export async function assertNoDuplicate<K extends DuplicateFieldKey>(
  db: Queryable,
  rule: DuplicateRule<K>,
  values: Partial<Record<K, string | null | undefined>>,
  duplicate: (shared: string) => Error,
  exceptId?: string,
): Promise<void> {
  const shared = await findSharedFields(db, rule, values, exceptId);
  if (shared) throw duplicate(shared);
}
