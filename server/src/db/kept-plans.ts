import type { PGlite, QueryOptions } from '@electric-sql/pglite';

/*
 * Embedded PGlite runs every statement as an unnamed one: each call parses and plans its text
 * again, and for the hot reads (the session lookup, the patient view with its many subqueries)
 * planning in WebAssembly costs more than executing. PostgreSQL keeps a named statement's plan
 * per connection; PGlite has one connection for the whole process, so a statement prepared once
 * with SQL `PREPARE` keeps its plan for the process's life. A statement text marked with
 * `keepPlan` is prepared on first use and then run as `EXECUTE name(literals…)`: PostgreSQL does
 * not take bind parameters in EXECUTE, so each parameter goes in as a quoted string literal
 * (only strings, numbers, booleans and nulls; anything else runs the ordinary way), which the
 * server coerces to the parameter's type exactly as it does a text-format bind value.
 * Transactions do not come here (they run on PGlite's own handle): only single statements.
 */

const KEEP_PLAN = Symbol('keepPlan');

type Keeper = (text: string) => void;

/** A string literal under standard_conforming_strings (backslashes are plain characters). */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string')
    return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'boolean' || typeof value === 'bigint') return `'${String(value)}'`;
  return undefined;
}

/** The client, with statements marked by `keepPlan` run from a plan prepared once. */
export function withKeptPlans(client: PGlite): PGlite {
  /** Statement text → its prepared name (or null when it could not be prepared). */
  const names = new Map<string, Promise<string | null>>();
  const marked = new Set<string>();
  let standardStrings: boolean | undefined;

  const prepare = async (text: string, name: string): Promise<string | null> => {
    standardStrings ??=
      (
        await client.query<{ on: string }>(
          "select current_setting('standard_conforming_strings') as on",
        )
      ).rows[0]?.on === 'on';
    if (!standardStrings) return null;
    try {
      await client.exec(`prepare ${name} as ${text}`);
      return name;
    } catch {
      return null;
    }
  };
  // The promise is kept at once, so statements under way together prepare a text only once.
  const prepared = (text: string): Promise<string | null> => {
    let name = names.get(text);
    if (!name) {
      name = prepare(text, `kept_plan_${names.size + 1}`);
      names.set(text, name);
    }
    return name;
  };

  const query: PGlite['query'] = async <T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ) => {
    if (!marked.has(text) || options?.serializers) return client.query<T>(text, params, options);
    const literals = (params ?? []).map(literalOf);
    if (literals.includes(undefined)) return client.query<T>(text, params, options);
    const name = await prepared(text);
    if (!name) return client.query<T>(text, params, options);
    const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
    return client.query<T>(`execute ${name}${args}`, [], options);
  };
  const keep: Keeper = (text) => {
    marked.add(text);
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === KEEP_PLAN) return keep;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // PGlite's methods use private fields: they must run on the client itself.
      const method = value as (...args: unknown[]) => unknown;
      return method.bind(target);
    },
  });
}

/**
 * Marks a Drizzle prepared statement's text so that embedded PGlite keeps its plan; on
 * PostgreSQL (a named statement already keeps it per connection) it does nothing.
 */
export function keepPlan<Q extends { getQuery(): { sql: string } }>(db: object, statement: Q): Q {
  const client = (db as { $client?: { [KEEP_PLAN]?: Keeper } }).$client;
  client?.[KEEP_PLAN]?.(statement.getQuery().sql);
  return statement;
}
