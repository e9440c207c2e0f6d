import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { physicianMessages } from '@contract/physicians';
import { hospitalMessages } from '@contract/hospitals';
import { inSnapshot, type Database, type Queryable } from '../../db/client';
import { messageError } from '../../lib/http-errors';
import type { PageWindow } from '../../lib/pagination';
import { containsText, countAll, searchWords } from '../../lib/search';
import { hospitals, type HospitalRow } from '../hospitals/hospitals.table';
import { countPatientsLinkedToPhysician } from '../patients/patient-links';
import { physicianHospitals, physicians, type PhysicianRow } from './physicians.table';

export interface PhysicianListFilter {
  term?: string | undefined;
  hospitalId?: string | undefined;
}

/**
 * One word: first, middle or last name contains it. Several words: the first name contains the
 * first word and the last name the last word. Case-insensitive, through the trigram indexes.
 */
export function physicianListWhere(filter: PhysicianListFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  const words = searchWords(filter.term);
  const [first] = words;
  const last = words.at(-1);
  if (words.length === 1 && first) {
    conditions.push(
      or(
        containsText(physicians.firstName, first),
        containsText(physicians.middleName, first),
        containsText(physicians.lastName, first),
      ),
    );
  } else if (first && last) {
    conditions.push(containsText(physicians.firstName, first));
    conditions.push(containsText(physicians.lastName, last));
  }
  if (filter.hospitalId) {
    const hospitalId = filter.hospitalId;
    conditions.push(
      sql`exists (select 1 from ${physicianHospitals} where ${physicianHospitals.physicianId} = ${physicians.id} and ${physicianHospitals.hospitalId} = ${hospitalId})`,
    );
  }
  return and(...conditions);
}

/** Each physician's hospitals, sorted by name (case-insensitive), then id. */
export async function hospitalsOf(
  db: Queryable,
  physicianIds: readonly string[],
): Promise<Map<string, HospitalRow[]>> {
  const byPhysician = new Map<string, HospitalRow[]>(physicianIds.map((id) => [id, []]));
  if (physicianIds.length === 0) return byPhysician;
  const rows = await db
    .select({ physicianId: physicianHospitals.physicianId, hospital: hospitals })
    .from(physicianHospitals)
    .innerJoin(hospitals, eq(hospitals.id, physicianHospitals.hospitalId))
    .where(inArray(physicianHospitals.physicianId, [...physicianIds]))
    .orderBy(sql`lower(${hospitals.name})`, asc(hospitals.id));
  for (const row of rows) byPhysician.get(row.physicianId)?.push(row.hospital);
  return byPhysician;
}

export interface PhysicianWithHospitals {
  physician: PhysicianRow;
  hospitals: HospitalRow[];
}

/** The list's statements, exported so a test can EXPLAIN exactly what is sent. */
export const physicianCountQuery = (db: Queryable, where: SQL | undefined) =>
  db.select({ total: countAll() }).from(physicians).where(where);

export const physicianRowsQuery = (db: Queryable, where: SQL | undefined, window: PageWindow) =>
  db
    .select()
    .from(physicians)
    .where(where)
    .orderBy(
      sql`lower(${physicians.firstName}) asc nulls last`,
      sql`lower(${physicians.lastName}) asc nulls last`,
      asc(physicians.id),
    )
    .limit(window.perPage)
    .offset(window.offset);

/** Sorted by first then last name (case-insensitive, nulls last), then id; one snapshot. */
export function listPhysicians(
  db: Database,
  filter: PhysicianListFilter,
  window: PageWindow,
): Promise<{ items: PhysicianWithHospitals[]; total: number }> {
  const where = physicianListWhere(filter);
  return inSnapshot(db, async (tx) => {
    const [counted] = await physicianCountQuery(tx, where);
    const rows = await physicianRowsQuery(tx, where, window);
    const linked = await hospitalsOf(
      tx,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((physician) => ({
        physician,
        hospitals: linked.get(physician.id) ?? [],
      })),
      total: counted?.total ?? 0,
    };
  });
}

export async function findPhysician(
  db: Queryable,
  id: string,
): Promise<PhysicianWithHospitals | null> {
  const [physician] = await db.select().from(physicians).where(eq(physicians.id, id)).limit(1);
  if (!physician) return null;
  const linked = await hospitalsOf(db, [id]);
  return { physician, hospitals: linked.get(id) ?? [] };
}

export interface PhysicianFields {
  firstName?: string | null | undefined;
  middleName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
  hospitalIds?: string[] | undefined;
}

/**
 * The duplicate rule of API.md §4.7: the oldest other physician with the submitted phone, or the
 * submitted e-mail (case-insensitive) → 400 naming the fields it shares. A null never matches.
 */
export async function assertNoDuplicatePhysician(
  db: Queryable,
  fields: PhysicianFields,
  exceptId?: string,
): Promise<void> {
  const checks: Array<[label: string, value: string, match: SQL]> = [];
  if (fields.phone)
    checks.push(['phone', fields.phone, sql`${physicians.phone} = ${fields.phone}`]);
  if (fields.email)
    checks.push(['email', fields.email, sql`lower(${physicians.email}) = lower(${fields.email})`]);
  if (checks.length === 0) return;
  const flags = Object.fromEntries(
    checks.map(([, , match], i) => [`m${i}`, sql<boolean>`coalesce(${match}, false)`.as(`m${i}`)]),
  );
  const [first] = await db
    .select(flags)
    .from(physicians)
    .where(
      and(
        or(...checks.map(([, , match]) => match)),
        exceptId ? ne(physicians.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(physicians.createdAt), asc(physicians.id))
    .limit(1);
  if (!first) return;
  const parts = checks
    .filter((_, i) => first[`m${i}`] === true)
    .map(([label, value]) => `${label} ${value}`);
  throw messageError(400, physicianMessages.duplicate(parts.join(' and ')));
}

/**
 * Replaces the physician's hospital links. An unknown hospital → 404 naming the first one, as
 * the request spelled it (`asSent` maps a normalised id back).
 */
async function replaceHospitalLinks(
  db: Queryable,
  physicianId: string,
  hospitalIds: readonly string[],
  asSent: (id: string) => string,
  now: Date,
): Promise<void> {
  if (hospitalIds.length > 0) {
    const found = await db
      .select({ id: hospitals.id })
      .from(hospitals)
      .where(inArray(hospitals.id, [...hospitalIds]));
    const known = new Set(found.map((row) => row.id));
    const missing = hospitalIds.find((id) => !known.has(id));
    if (missing) throw messageError(404, hospitalMessages.missing(asSent(missing)));
  }
  await db.delete(physicianHospitals).where(eq(physicianHospitals.physicianId, physicianId));
  if (hospitalIds.length > 0) {
    await db
      .insert(physicianHospitals)
      .values(hospitalIds.map((hospitalId) => ({ physicianId, hospitalId, createdAt: now })));
  }
}

export interface WriteContext {
  actorId: string;
  now: Date;
  asSent: (id: string) => string;
}

const textFields = ['firstName', 'middleName', 'lastName', 'phone', 'email'] as const;

function presentTextFields(fields: PhysicianFields): Partial<PhysicianRow> {
  const changes: Partial<PhysicianRow> = {};
  for (const key of textFields) if (fields[key] !== undefined) changes[key] = fields[key];
  return changes;
}

/** Validation has run; then the duplicate rule (400), then the hospital ids (404). */
export async function createPhysician(
  db: Database,
  fields: PhysicianFields,
  context: WriteContext,
): Promise<PhysicianWithHospitals> {
  return db.transaction(async (tx) => {
    await assertNoDuplicatePhysician(tx, fields);
    const { actorId, now } = context;
    const [row] = await tx
      .insert(physicians)
      .values({
        ...presentTextFields(fields),
        createdAt: now,
        updatedAt: now,
        createdById: actorId,
        updatedById: actorId,
      })
      .returning();
    if (!row) throw new Error('createPhysician: no row returned');
    await replaceHospitalLinks(tx, row.id, fields.hospitalIds ?? [], context.asSent, now);
    return (await findPhysician(tx, row.id)) ?? { physician: row, hospitals: [] };
  });
}

/** Absent keys stay as they are; `hospitalIds` replaces the links. Null when unknown. */
export async function updatePhysician(
  db: Database,
  id: string,
  fields: PhysicianFields,
  context: WriteContext,
): Promise<PhysicianWithHospitals | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(physicians).where(eq(physicians.id, id)).limit(1);
    if (!existing) return null;
    await assertNoDuplicatePhysician(tx, fields, id);
    await tx
      .update(physicians)
      .set({ ...presentTextFields(fields), updatedAt: context.now, updatedById: context.actorId })
      .where(eq(physicians.id, id));
    if (fields.hospitalIds)
      await replaceHospitalLinks(tx, id, fields.hospitalIds, context.asSent, context.now);
    return findPhysician(tx, id);
  });
}

/** Unknown → 'missing'; linked to any patient or hospital → 400; else deleted. */
export async function deletePhysician(
  db: Database,
  id: string,
  idAsSent: string,
): Promise<'deleted' | 'missing'> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: physicians.id })
      .from(physicians)
      .where(eq(physicians.id, id))
      .limit(1);
    if (!existing) return 'missing';
    const [links] = await tx
      .select({ total: countAll() })
      .from(physicianHospitals)
      .where(eq(physicianHospitals.physicianId, id));
    const patients = await countPatientsLinkedToPhysician(tx, id);
    if ((links?.total ?? 0) > 0 || patients > 0)
      throw messageError(400, physicianMessages.hasLinks(idAsSent));
    await tx.delete(physicians).where(eq(physicians.id, id));
    return 'deleted';
  });
}
