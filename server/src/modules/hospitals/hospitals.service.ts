import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { inSnapshot, type Database, type Queryable } from '../../db/client';
import { assertNoDuplicate, type DuplicateRule } from '../../lib/duplicates';
import { countedRows, type PageWindow } from '../../lib/pagination';
import { containsText, countAll } from '../../lib/search';
import { createdStamps, updatedStamps, type AuditedWriteContext } from '../../lib/write-context';
import { affectedPatients, recordAudit } from '../audit/audit.service';
import { countPatientsLinkedToHospital, patientsLinkedToHospital } from '../patients/patient-links';
import { physicianHospitals } from '../physicians/physicians.table';
import { hospitalErrors } from './hospitals.errors';
import { hospitals, type HospitalRow } from './hospitals.table';

interface HospitalListFilter {
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
  return inSnapshot(db, (tx) =>
    countedRows(hospitalCountQuery(tx, where), hospitalRowsQuery(tx, where, window)),
  );
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

/** API.md §4.8: the oldest other hospital with the same name or e-mail (any case), address or phone. */
const duplicateRule: DuplicateRule<keyof HospitalFields> = {
  table: hospitals,
  id: hospitals.id,
  createdAt: hospitals.createdAt,
  fields: [
    { key: 'name', column: hospitals.name, ignoreCase: true },
    { key: 'address', column: hospitals.address },
    { key: 'phone', column: hospitals.phone },
    { key: 'email', column: hospitals.email, ignoreCase: true },
  ],
};

export async function createHospital(
  { db, actor, now, request }: AuditedWriteContext,
  fields: HospitalFields & { name: string },
): Promise<HospitalRow> {
  return db.transaction(async (tx) => {
    await assertNoDuplicate(tx, duplicateRule, fields, hospitalErrors.duplicate);
    const [row] = await tx
      .insert(hospitals)
      .values({
        name: fields.name,
        address: fields.address ?? null,
        phone: fields.phone ?? null,
        email: fields.email ?? null,
        ...createdStamps({ actor, now }),
      })
      .returning();
    if (!row) throw new Error('createHospital: no row returned');
    await recordAudit(tx, request, now, {
      action: 'hospital.create',
      actor,
      targetType: 'hospital',
      targetId: row.id,
      details: affectedPatients([]),
    });
    return row;
  });
}

/** Absent keys stay as they are; `{}` only stamps the update. Null when the id is unknown. */
export async function updateHospital(
  { db, actor, now, request }: AuditedWriteContext,
  id: string,
  fields: HospitalFields,
): Promise<HospitalRow | null> {
  return db.transaction(async (tx) => {
    if (!(await findHospital(tx, id))) return null;
    await assertNoDuplicate(tx, duplicateRule, fields, hospitalErrors.duplicate, id);
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as HospitalFields;
    const [row] = await tx
      .update(hospitals)
      .set({ ...changes, ...updatedStamps({ actor, now }) })
      .where(eq(hospitals.id, id))
      .returning();
    // [ours, issue 23] Every patient whose record names the hospital reads the change.
    await recordAudit(tx, request, now, {
      action: 'hospital.update',
      actor,
      targetType: 'hospital',
      targetId: id,
      details: {
        fields: Object.keys(changes),
        ...affectedPatients(await patientsLinkedToHospital(tx, id)),
      },
    });
    return row ?? null;
  });
}

type DeleteHospitalResult = 'deleted' | 'missing';

/** API.md §4.8's order: unknown → patients → physicians → delete. */
export async function deleteHospital(
  { db, actor, now, request }: AuditedWriteContext,
  id: string,
): Promise<DeleteHospitalResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(hospitals).where(eq(hospitals.id, id)).for('update');
    if (!existing) return 'missing';
    if ((await countPatientsLinkedToHospital(tx, id)) > 0) throw hospitalErrors.hasPatients();
    const [linked] = await tx
      .select({ total: countAll() })
      .from(physicianHospitals)
      .where(eq(physicianHospitals.hospitalId, id));
    if ((linked?.total ?? 0) > 0) throw hospitalErrors.hasPhysicians();
    await tx.delete(hospitals).where(eq(hospitals.id, id));
    // The name stays in the trail: nothing else names a deleted hospital.
    await recordAudit(tx, request, now, {
      action: 'hospital.delete',
      actor,
      targetType: 'hospital',
      targetId: id,
      details: { name: existing.name, ...affectedPatients([]) },
    });
    return 'deleted';
  });
}
