import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { inSnapshot, type Database, type Queryable } from '../../db/client';
import { assertNoDuplicate, type DuplicateRule } from '../../lib/duplicates';
import { countedRows, type PageWindow } from '../../lib/pagination';
import { containsText, countAll, searchWords } from '../../lib/search';
import { createdStamps, updatedStamps, type AuditedWriteContext } from '../../lib/write-context';
import { affectedPatients, recordAudit } from '../audit/audit.service';
import { hospitals, type HospitalRow } from '../hospitals/hospitals.table';
import {
  countPatientsLinkedToPhysician,
  patientsLinkedToPhysician,
} from '../patients/patient-links';
import { physicianErrors } from './physicians.errors';
import { physicianHospitals, physicians, type PhysicianRow } from './physicians.table';

interface PhysicianListFilter {
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
async function hospitalsOf(
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

interface PhysicianWithHospitals {
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
    const { rows, total } = await countedRows(
      physicianCountQuery(tx, where),
      physicianRowsQuery(tx, where, window),
    );
    const linked = await hospitalsOf(
      tx,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((physician) => ({
        physician,
        hospitals: linked.get(physician.id) ?? [],
      })),
      total,
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

/** API.md §4.7: the oldest other physician with the same phone, or e-mail (any case). */
const duplicateRule: DuplicateRule<'phone' | 'email'> = {
  table: physicians,
  id: physicians.id,
  createdAt: physicians.createdAt,
  fields: [
    { key: 'phone', column: physicians.phone },
    { key: 'email', column: physicians.email, ignoreCase: true },
  ],
};

/**
 * Replaces the physician's hospital links. An unknown hospital → 404 naming the first one, as
 * the request spelled it (`asSent` maps a normalised id back).
 */
async function replaceHospitalLinks(
  db: Queryable,
  physicianId: string,
  hospitalIds: readonly string[],
  asSent: IdAsSent,
  now: Date,
): Promise<void> {
  if (hospitalIds.length > 0) {
    const found = await db
      .select({ id: hospitals.id })
      .from(hospitals)
      .where(inArray(hospitals.id, [...hospitalIds]));
    const known = new Set(found.map((row) => row.id));
    const missing = hospitalIds.find((id) => !known.has(id));
    if (missing) throw physicianErrors.unknownHospital(asSent(missing));
  }
  await db.delete(physicianHospitals).where(eq(physicianHospitals.physicianId, physicianId));
  if (hospitalIds.length > 0) {
    await db
      .insert(physicianHospitals)
      .values(hospitalIds.map((hospitalId) => ({ physicianId, hospitalId, createdAt: now })));
  }
}

/** Maps a normalised hospital id back to the request's spelling, for the 404 message. */
type IdAsSent = (id: string) => string;

const textFields = ['firstName', 'middleName', 'lastName', 'phone', 'email'] as const;

function presentTextFields(fields: PhysicianFields): Partial<PhysicianRow> {
  const changes: Partial<PhysicianRow> = {};
  for (const key of textFields) if (fields[key] !== undefined) changes[key] = fields[key];
  return changes;
}

/** Validation has run; then the duplicate rule (400), then the hospital ids (404). */
export async function createPhysician(
  { db, actor, now, request }: AuditedWriteContext,
  fields: PhysicianFields,
  asSent: IdAsSent,
): Promise<PhysicianWithHospitals> {
  return db.transaction(async (tx) => {
    await assertNoDuplicate(tx, duplicateRule, fields, physicianErrors.duplicate);
    const [row] = await tx
      .insert(physicians)
      .values({
        ...presentTextFields(fields),
        ...createdStamps({ actor, now }),
      })
      .returning();
    if (!row) throw new Error('createPhysician: no row returned');
    await replaceHospitalLinks(tx, row.id, fields.hospitalIds ?? [], asSent, now);
    await recordAudit(tx, request, now, {
      action: 'physician.create',
      actor,
      targetType: 'physician',
      targetId: row.id,
      details: affectedPatients([]),
    });
    return (await findPhysician(tx, row.id)) ?? { physician: row, hospitals: [] };
  });
}

/** Absent keys stay as they are; `hospitalIds` replaces the links. Null when unknown. */
export async function updatePhysician(
  { db, actor, now, request }: AuditedWriteContext,
  id: string,
  fields: PhysicianFields,
  asSent: IdAsSent,
): Promise<PhysicianWithHospitals | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(physicians).where(eq(physicians.id, id)).limit(1);
    if (!existing) return null;
    await assertNoDuplicate(tx, duplicateRule, fields, physicianErrors.duplicate, id);
    await tx
      .update(physicians)
      .set({ ...presentTextFields(fields), ...updatedStamps({ actor, now }) })
      .where(eq(physicians.id, id));
    if (fields.hospitalIds) await replaceHospitalLinks(tx, id, fields.hospitalIds, asSent, now);
    // [ours, issue 23] Every patient whose record names the physician reads the change.
    await recordAudit(tx, request, now, {
      action: 'physician.update',
      actor,
      targetType: 'physician',
      targetId: id,
      details: {
        fields: Object.keys(fields).filter(
          (key) => fields[key as keyof PhysicianFields] !== undefined,
        ),
        ...affectedPatients(await patientsLinkedToPhysician(tx, id)),
      },
    });
    return findPhysician(tx, id);
  });
}

/** Unknown → 'missing'; linked to any patient or hospital → 400; else deleted. */
export async function deletePhysician(
  { db, actor, now, request }: AuditedWriteContext,
  id: string,
  idAsSent: string,
): Promise<'deleted' | 'missing'> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(physicians)
      .where(eq(physicians.id, id))
      .limit(1)
      .for('update');
    if (!existing) return 'missing';
    const [links] = await tx
      .select({ total: countAll() })
      .from(physicianHospitals)
      .where(eq(physicianHospitals.physicianId, id));
    const patients = await countPatientsLinkedToPhysician(tx, id);
    if ((links?.total ?? 0) > 0 || patients > 0) throw physicianErrors.hasLinks(idAsSent);
    await tx.delete(physicians).where(eq(physicians.id, id));
    // The name stays in the trail: nothing else names a deleted physician.
    const name = [existing.firstName, existing.middleName, existing.lastName]
      .filter(Boolean)
      .join(' ');
    await recordAudit(tx, request, now, {
      action: 'physician.delete',
      actor,
      targetType: 'physician',
      targetId: id,
      details: { ...(name ? { name } : {}), ...affectedPatients([]) },
    });
    return 'deleted';
  });
}
