import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import type { DigestWindow } from '../modules/notices/digest.service';

/*
 * [ours] Issue 24: the digest's part of bench/digest.bench.ts, on patients loaded by
 * loadPatientVolume (patient-volume.ts): some of them made due on the digest's day, staff,
 * and volunteers following patients.
 */

export interface DigestVolume {
  /** Patients (never verified) moved to have become due in the window. */
  due: number;
  staff: number;
  followers: number;
  /** Patients each follower follows: half among those due, half from a sample of all. */
  follows: number;
}

export async function seedDigestVolume(
  db: Database,
  window: DigestWindow,
  { due, staff, followers, follows }: DigestVolume,
): Promise<void> {
  // `due` records (never verified) created six months before the window: due in it.
  await db.transaction(async (tx) => {
    // Only created_at changes: skip the name and count triggers (their locks, per row, would
    // outgrow the lock table), as loadPatientVolume does.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      update patients set created_at = ${window.from.toISOString()}::timestamptz - interval '6 months'
      + (1 + floor(random() * 86398)) * interval '1 second'
      where id in (select id from patients order by id limit ${due})`);
  });
  await db.execute(sql`
    insert into users (first_name, last_name, email, password_hash, role, email_verified_at,
      approved_at, created_at, updated_at)
    select 'Staff', 'Bench' || i, 'staff.' || i || '@bench.example', 'x', 'STAFF', now(), now(),
      now(), now()
    from generate_series(1, ${staff}) as i`);
  await db.execute(sql`
    insert into users (first_name, last_name, email, password_hash, role, email_verified_at,
      approved_at, created_at, updated_at)
    select 'Volunteer', 'Bench' || i, 'volunteer.' || i || '@bench.example', 'x', 'VOLUNTEER',
      now(), now(), now(), now()
    from generate_series(1, ${followers}) as i`);
  // Each volunteer follows `follows` patients: half among those due, half from a sample of all.
  const half = Math.max(1, Math.floor(follows / 2));
  await db.execute(sql`
    with volunteer as (
        select id, row_number() over (order by id) as n from users where role = 'VOLUNTEER'),
      due as (select id, row_number() over (order by id) as n
        from (select id from patients order by id limit ${due}) as d),
      sample as (select id, row_number() over () as n
        from (select id from patients tablesample system (2) limit 20000) as s),
      sampled as (select count(*) as total from sample)
    insert into patient_followers (patient_id, user_id, created_at)
    select due.id, volunteer.id, now()
      from volunteer cross join generate_series(0, ${half - 1}) as g
      join due on due.n = 1 + ((volunteer.n * 37 + g) % ${due})
    union
    select sample.id, volunteer.id, now()
      from volunteer cross join generate_series(0, ${half - 1}) as g cross join sampled
      join sample on sample.n = 1 + ((volunteer.n * 7919 + g) % sampled.total)
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze patients`);
  await db.execute(sql`vacuum analyze patient_followers`);
}

/** Ids of patients spread over the table, for reads. */
export async function samplePatientIds(db: Database, count: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from patients tablesample system (1) limit ${count}`,
  );
  return rows.map((row) => row.id);
}

/** A queue's jobs by state, with the longest run (ms) of those completed. */
export function jobStates(db: Database, name: string) {
  return queryRows<{ state: string; ms: number | null; jobs: number }>(
    db,
    sql`select state, cast(count(*) as integer) as jobs,
          max(extract(epoch from (completed_on - started_on)) * 1000)::float8 as ms
        from pgboss.job where name = ${name} group by state`,
  );
}
