import { eq, sql } from 'drizzle-orm';
import type { Patient } from '@contract/patients';
import type { Database, Queryable } from '../../db/client';
import { keepPlan } from '../../db/kept-plans';
import { auditEvents } from '../audit/audit.table';
import type { LiveSession } from '../auth/sessions.service';
import { sessions } from '../auth/sessions.table';
import { users } from '../users/users.table';
import { fullPatientJson } from './patients.full-json';
import { patients } from './patients.table';

/*
 * The reads of a patient's full form (built in SQL by patients.full-json.ts): inside a write's
 * transaction, and the two prepared statements of GET /patients/:id that log the view in the
 * same statement.
 */

/** The full form inside a write's transaction (PATCH answers with it). */
export async function readFullPatient(
  db: Queryable,
  id: string,
  collectPhi: boolean,
): Promise<Patient | null> {
  const [row] = await db
    .select({ patient: fullPatientJson(collectPhi) })
    .from(patients)
    .where(eq(patients.id, id));
  return row?.patient ?? null;
}

export interface ViewerContext {
  id: string;
  now: Date;
  actorId: string;
  actorRole: string;
  clientAddress: string | null;
  userAgent: string | null;
}

/**
 * GET /patients/:id as one prepared statement: a data-modifying CTE appends the `patient.view`
 * event for the row it reads, in the same statement (so in one transaction and one round trip).
 * If the event cannot be written, the statement fails and nothing is returned: PHI is never
 * read unlogged. Prepared once per app, per PHI mode. Answers the full form as JSON text.
 */
export function prepareViewPatient(db: Database, collectPhi: boolean) {
  const id = sql.placeholder('id');
  const viewed = db.$with('viewed', { n: sql<number>`n` }).as(
    sql`insert into ${auditEvents} (created_at, action, actor_id, actor_role, target_type, target_id, client_address, user_agent)
      select ${sql.placeholder('now')}::timestamptz, 'patient.view', ${sql.placeholder('actorId')}::uuid, ${sql.placeholder('actorRole')}::role,
        'patient', ${patients.id}::text, ${sql.placeholder('clientAddress')}, ${sql.placeholder('userAgent')}
      from ${patients} where ${patients.id} = ${id}::uuid
      returning 1 as n`,
  );
  // As text: the JSON PostgreSQL wrote goes out as it is, never parsed and serialized again.
  const statement = keepPlan(
    db,
    db
      .with(viewed)
      .select({ patient: sql<string>`${fullPatientJson(collectPhi)}::text` })
      .from(patients)
      .where(eq(patients.id, sql`${id}::uuid`))
      .prepare(collectPhi ? 'patient_view_phi' : 'patient_view'),
  );
  return async (viewer: ViewerContext): Promise<string | null> => {
    const [row] = await statement.execute({ ...viewer, now: viewer.now.toISOString() });
    return row?.patient ?? null;
  };
}

/** The users the `isActiveUser` rule admits, in SQL (email verified, approved, not rejected or disabled). */
const activeUserSql = sql`(${users.emailVerifiedAt} is not null and ${users.approvedAt} is not null and ${users.rejectedAt} is null and ${users.disabledAt} is null)`;

/** What a folded view answers: the session lookup's row, and the read when it ran. */
export interface SessionView extends LiveSession {
  /** True when the statement found the session live and its user allowed, and so read and logged. */
  read: boolean;
  /** True when the statement wrote `last_seen_at` again. */
  refreshed: boolean;
  /** The full form as JSON text, or null when there is no such patient (or no read). */
  patient: string | null;
}

/**
 * GET /patients/:id and the session lookup in one prepared statement, so a signed-in read is one
 * round trip. From the session cookie's hash, the `live` CTE finds the session and its user when
 * the session is within its role's limits (`cutoffs`, from `sessionCutoffsJson`: roles not
 * listed there are not allowed) and the user is active. Only then do `refreshed` (last_seen_at,
 * at most once a minute) and `viewed` (the patient.view event) write, and the patient is read,
 * all in the same statement: never a read without its event, never one for a session the
 * guard would refuse. The session row comes back whatever its state, so the caller can apply
 * the ordinary rules (delete an expired session, 401, 403) when `read` is false.
 */
export function prepareSessionView(db: Database, collectPhi: boolean) {
  const idHash = sql.placeholder('idHash');
  const id = sql`${sql.placeholder('id')}::uuid`;
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const roleCutoff = (index: 0 | 1) =>
    sql`((${sql.placeholder('cutoffs')})::jsonb -> (${users.role})::text ->> ${sql.raw(String(index))})::timestamptz`;
  const live = db.$with('live', { id: sql<string>`id`, role: sql<string>`role` }).as(
    sql`select ${users.id} as id, ${users.role} as role
      from ${sessions} join ${users} on ${users.id} = ${sessions.userId}
      where ${sessions.idHash} = ${idHash}
        and ${sessions.lastSeenAt} >= ${roleCutoff(0)}
        and ${sessions.createdAt} >= ${roleCutoff(1)}
        and ${activeUserSql}`,
  );
  const refreshed = db.$with('refreshed', { n: sql<number>`n` }).as(
    sql`update ${sessions} set last_seen_at = ${now}
      where id_hash = ${idHash} and last_seen_at <= ${sql.placeholder('refreshBefore')}::timestamptz
        and exists (select 1 from live)
      returning 1 as n`,
  );
  const viewed = db.$with('viewed', { n: sql<number>`n` }).as(
    sql`insert into ${auditEvents} (created_at, action, actor_id, actor_role, target_type, target_id, client_address, user_agent)
      select ${now}, 'patient.view', live.id, live.role, 'patient', ${patients.id}::text,
        ${sql.placeholder('clientAddress')}, ${sql.placeholder('userAgent')}
      from ${patients}, live where ${patients.id} = ${id}
      returning 1 as n`,
  );
  const statement = keepPlan(
    db,
    db
      .with(live, refreshed, viewed)
      .select({
        session: sessions,
        user: users,
        read: sql<boolean>`exists (select 1 from live)`,
        refreshed: sql<boolean>`exists (select 1 from refreshed)`,
        patient: sql<
          string | null
        >`(select ${fullPatientJson(collectPhi)}::text from ${patients} where ${patients.id} = ${id} and exists (select 1 from live))`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.idHash, idHash))
      .prepare(collectPhi ? 'session_patient_view_phi' : 'session_patient_view'),
  );

  return async (input: {
    idHash: string;
    id: string;
    now: Date;
    cutoffs: string;
    refreshBefore: Date;
    clientAddress: string | null;
    userAgent: string | null;
  }): Promise<SessionView | null> => {
    const [row] = await statement.execute({
      ...input,
      now: input.now.toISOString(),
      refreshBefore: input.refreshBefore.toISOString(),
    });
    return row ?? null;
  };
}
