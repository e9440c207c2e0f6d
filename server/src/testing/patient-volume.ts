import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { users } from '../modules/users/users.table';

/*
 * A million patients for bench/patients-list.bench.ts, in one generate_series statement.
 * Invented names: one surname in a hundred is the common one, a handful carry the rare one,
 * and the rest are compound surnames spread thin, as a real register's are.
 */

export const COMMON_SURNAME = 'Garcia';
export const RARE_SURNAME = 'Quillfeather';

// prettier-ignore
const firstNames = ['Ana', 'Ben', 'Chen', 'Dara', 'Eli', 'Fatima', 'Gus', 'Hana', 'Ivan', 'Jo',
  'Kofi', 'Lena', 'Mateo', 'Nia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tariq', 'Uma',
  'Vik', 'Wen', 'Ximena', 'Yusuf', 'Zoe'];
// prettier-ignore
const surnameStems = ['Okafor', 'Nguyen', 'Kowalski', 'Haddad', 'Moreau', 'Tanaka', 'Silva',
  'Johansson', 'Petrov', 'Mensah', 'Reyes', 'Larsen', 'Bianchi', 'Dubois', 'Schmidt', 'Novak',
  'Sato', 'Kaur', 'Costa', 'Fischer'];

const arrayLiteral = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/**
 * Inserts `rows` patients by one author, with updatedAt spread over two years, rebuilding the
 * secondary indexes after the load (as a bulk import would), then VACUUM ANALYZE. Returns the
 * seconds spent loading and indexing.
 */
export async function loadPatientVolume(
  db: Database,
  rows: number,
): Promise<{ loadSeconds: number; indexSeconds: number }> {
  const [author] = await db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Author',
      email: `bench.author.${Date.now()}@example.org`,
      passwordHash: 'x',
      role: 'VOLUNTEER',
    })
    .returning();
  if (!author) throw new Error('loadPatientVolume: no author');
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'patients' and indexname <> 'patients_pkey'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const started = performance.now();
  await db.transaction(async (tx) => {
    // The two author foreign keys hold for every row by construction: skip their checks (and
    // the count triggers, so the count is taken once below).
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into patients (id, first_name, last_name, date_of_birth, gender, language,
        code_status, created_at, updated_at, created_by_id, updated_by_id)
      select gen_random_uuid(),
        (${arrayLiteral(firstNames)})[1 + (i * 7) % ${firstNames.length}],
        case
          when i % 100 = 0 then ${COMMON_SURNAME}
          when i % 200000 = 7 then ${RARE_SURNAME}
          else (${arrayLiteral(surnameStems)})[1 + (i * 13) % ${surnameStems.length}]
            || '-' || (${arrayLiteral(surnameStems)})[1 + (i / 20) % ${surnameStems.length}]
            || (i % 997)::text
        end,
        date '1930-01-01' + (i % 30000),
        'UNKNOWN', 'ENGLISH', 'FULL',
        t, t, ${author.id}::uuid, ${author.id}::uuid
      -- random() in the select list of a subquery is drawn per row (an uncorrelated lateral
      -- subquery was evaluated once, giving every patient the same time).
      from (select i, timestamptz '2024-01-01' + (random() * interval '700 days') as t
        from generate_series(1, ${rows}) as i) as stamp
    `);
  });
  // Replica mode skipped the triggers too: count once and list the names, as the migration does.
  await db.execute(sql`update patient_count set total = (select count(*) from patients)`);
  await db.execute(sql`
    insert into patient_names (name)
      select lower(first_name) from patients where first_name is not null
      union select lower(last_name) from patients where last_name is not null
      on conflict do nothing`);
  const loaded = performance.now();
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  await db.execute(sql`vacuum analyze patients`);
  await db.execute(sql`vacuum analyze patient_names`);
  return {
    loadSeconds: (loaded - started) / 1000,
    indexSeconds: (performance.now() - loaded) / 1000,
  };
}

/** The id at a given rank, for an id-prefix search that matches real rows. */
export async function patientIdAt(db: Database, rank: number): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from patients order by id limit 1 offset ${rank}`,
  );
  return row?.id ?? '';
}

/**
 * [issue 24] A date at which about `share` of the (never verified) patients are due for review
 * with the default interval: the review start at that rank, plus six months, less the 30 days
 * the list looks ahead.
 */
export async function dateWithDueShare(db: Database, rows: number, share: number): Promise<Date> {
  const [row] = await queryRows<{ at: string }>(
    db,
    sql`select (review_from + interval '6 months' - interval '30 days')::text as at
      from patients order by review_from offset ${Math.floor(rows * share)} limit 1`,
  );
  return new Date(row?.at ?? Date.now());
}
