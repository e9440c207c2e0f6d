import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { hospitalMessages } from '@contract/hospitals';
import { inSnapshot, type Database, type Queryable } from '../../db/client';
import { messageError } from '../../lib/http-errors';
import type { PageWindow } from '../../lib/pagination';
import { containsText, countAll } from '../../lib/search';
import { countPatientsLinkedToHospital } from '../patients/patient-links';
import { physicianHospitals } from '../physicians/physicians.table';
import { hospitals, type HospitalRow } from './hospitals.table';

export interface HospitalListFilter {
  term?: string | undefined;
  physicianId?: string | undefined;
}

export function hospitalListWhere(filter: HospitalListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const term = filter.term?.trim();
  if (term) conditions.push(containsText(hospitals.name, term));
  if (filter.physicianId) {
    const physicianId = filter.physicianId;
    conditions.push(
      sql`exists (select 1 from ${physicianHospitals} where ${physicianHospitals.hospitalId} = ${hospitals.id} and ${physicianHospitals.physicianId} = ${physicianId})`,
    );
  }
  return and(...conditions);
}

/** The list's two statements, exported so a test can EXPLAIN exactly what is sent. */
export const hospitalCountQuery = (db: Queryable, where: SQL | undefined) =>
  db.select({ total: countAll() }).from(hospitals).where(where);

export const hospitalRowsQuery = (db: Queryable, where: SQL | undefined, window: PageWindow) =>
  db
    .select()
    .from(hospitals)
    .where(where)
    .orderBy(sql`lower(${hospitals.name})`, asc(hospitals.id))
    .limit(window.perPage)
    .offset(window.offset);

/** Sorted by name (case-insensitive), then id; the count and the page from one snapshot. */
export function listHospitals(
  db: Database,
  filter: HospitalListFilter,
  window: PageWindow,
): Promise<{ rows: HospitalRow[]; total: number }> {
  const where = hospitalListWhere(filter);
  return inSnapshot(db, async (tx) => {
    const [counted] = await hospitalCountQuery(tx, where);
    const rows = await hospitalRowsQuery(tx, where, window);
    return { rows, total: counted?.total ?? 0 };
  });
}

export async function findHospital(db: Queryable, id: string): Promise<HospitalRow | null> {
  const [row] = await db.select().from(hospitals).where(eq(hospitals.id, id)).limit(1);
  return row ?? null;
}

export interface HospitalFields {
  name?: string | undefined;
  address?: string | null | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
}

/**
 * The duplicate rule of API.md §4.8: the oldest other hospital equal on any submitted non-null
 * field (name and email case-insensitively) → 422 naming every field it shares, in table order.
 */
export async function assertNoDuplicateHospital(
  db: Queryable,
  fields: HospitalFields,
  exceptId?: string,
): Promise<void> {
  const checks: Array<[label: string, value: string, match: SQL]> = [];
  if (fields.name)
    checks.push(['name', fields.name, sql`lower(${hospitals.name}) = lower(${fields.name})`]);
  if (fields.address)
    checks.push(['address', fields.address, sql`${hospitals.address} = ${fields.address}`]);
  if (fields.phone) checks.push(['phone', fields.phone, sql`${hospitals.phone} = ${fields.phone}`]);
  if (fields.email)
    checks.push(['email', fields.email, sql`lower(${hospitals.email}) = lower(${fields.email})`]);
  if (checks.length === 0) return;

  const flags = Object.fromEntries(
    checks.map(([, , match], i) => [`m${i}`, sql<boolean>`coalesce(${match}, false)`.as(`m${i}`)]),
  );
  const [first] = await db
    .select(flags)
    .from(hospitals)
    .where(
      and(
        or(...checks.map(([, , match]) => match)),
        exceptId ? ne(hospitals.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(hospitals.createdAt), asc(hospitals.id))
    .limit(1);
  if (!first) return;
  const parts = checks
    .filter((_, i) => first[`m${i}`] === true)
    .map(([label, value]) => `${label} ${value}`);
  throw messageError(422, hospitalMessages.duplicate(parts.join(' and ')));
}

export async function createHospital(
  db: Database,
  fields: HospitalFields & { name: string },
  actorId: string,
  now: Date,
): Promise<HospitalRow> {
  return db.transaction(async (tx) => {
    await assertNoDuplicateHospital(tx, fields);
    const [row] = await tx
      .insert(hospitals)
      .values({
        name: fields.name,
        address: fields.address ?? null,
        phone: fields.phone ?? null,
        email: fields.email ?? null,
        createdAt: now,
        updatedAt: now,
        createdById: actorId,
        updatedById: actorId,
      })
      .returning();
    if (!row) throw new Error('createHospital: no row returned');
    return row;
  });
}

/** Absent keys stay as they are; `{}` only stamps the update. Null when the id is unknown. */
export async function updateHospital(
  db: Database,
  id: string,
  fields: HospitalFields,
  actorId: string,
  now: Date,
): Promise<HospitalRow | null> {
  return db.transaction(async (tx) => {
    if (!(await findHospital(tx, id))) return null;
    await assertNoDuplicateHospital(tx, fields, id);
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as HospitalFields;
    const [row] = await tx
      .update(hospitals)
      .set({ ...changes, updatedAt: now, updatedById: actorId })
      .where(eq(hospitals.id, id))
      .returning();
    return row ?? null;
  });
}

export type DeleteHospitalResult = 'deleted' | 'missing';

/** API.md §4.8's order: unknown → patients → physicians → delete. */
export async function deleteHospital(db: Database, id: string): Promise<DeleteHospitalResult> {
  return db.transaction(async (tx) => {
    if (!(await findHospital(tx, id))) return 'missing';
    if ((await countPatientsLinkedToHospital(tx, id)) > 0)
      throw messageError(400, hospitalMessages.hasPatients);
    const [linked] = await tx
      .select({ total: countAll() })
      .from(physicianHospitals)
      .where(eq(physicianHospitals.hospitalId, id));
    if ((linked?.total ?? 0) > 0) throw messageError(400, hospitalMessages.hasPhysicians);
    await tx.delete(hospitals).where(eq(hospitals.id, id));
    return 'deleted';
  });
}
