import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogKind } from '@contract/catalogs';
import { queryRows, type Queryable } from '../../db/client';
import { countAll } from '../../lib/search';
import {
  patientAllergies,
  patientConditions,
  patientMedications,
  patients,
} from './patients.table';

/*
 * The reference data's delete rules (API.md §4.7–4.9) ask the patients module whether patients
 * still point at a record: a hospital, physician or catalog entry with patients is kept (issue
 * 23: a catalog entry is no longer unlinked silently; an admin merges it into another entry
 * instead, which moves the links here). Each runs in the caller's transaction.
 */

export async function countPatientsLinkedToHospital(
  db: Queryable,
  hospitalId: string,
): Promise<number> {
  const [row] = await db
    .select({ total: countAll() })
    .from(patients)
    .where(eq(patients.hospitalId, hospitalId));
  return row?.total ?? 0;
}

export async function countPatientsLinkedToPhysician(
  db: Queryable,
  physicianId: string,
): Promise<number> {
  const [row] = await db
    .select({ total: countAll() })
    .from(patients)
    .where(eq(patients.physicianId, physicianId));
  return row?.total ?? 0;
}

/** The patients whose record names the hospital, in id order (issue 23's audit events). */
export async function patientsLinkedToHospital(
  db: Queryable,
  hospitalId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.hospitalId, hospitalId))
    .orderBy(asc(patients.id));
  return rows.map((row) => row.id);
}

/** The patients whose record names the physician, in id order. */
export async function patientsLinkedToPhysician(
  db: Queryable,
  physicianId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.physicianId, physicianId))
    .orderBy(asc(patients.id));
  return rows.map((row) => row.id);
}

/** Each catalog's link table and the column that names the entry. */
const catalogLinks = {
  allergies: { link: patientAllergies, entry: patientAllergies.allergyId },
  medications: { link: patientMedications, entry: patientMedications.medicationId },
  conditions: { link: patientConditions, entry: patientConditions.conditionId },
} as const satisfies Record<CatalogKind, { link: unknown; entry: unknown }>;

/** The patients whose list holds the entry, in id order (the count is their length). */
export async function patientsLinkedToCatalogEntry(
  db: Queryable,
  kind: CatalogKind,
  entryId: string,
): Promise<string[]> {
  const { link, entry } = catalogLinks[kind];
  const rows = await db
    .select({ patientId: link.patientId })
    .from(link)
    .where(eq(entry, entryId))
    .orderBy(asc(link.patientId));
  return rows.map((row) => row.patientId);
}

/**
 * Moves every patient's link from one entry to another, in the caller's transaction (which
 * holds both entries locked). A link is moved by changing its entry id, so the row's other
 * columns come with it. A patient who had both keeps the target's row, at the earlier of the
 * two positions; each such list is then renumbered 0…n-1 so positions stay gapless. Answers
 * the patients moved, in id order.
 */
export async function moveCatalogLinks(
  db: Queryable,
  kind: CatalogKind,
  fromId: string,
  intoId: string,
): Promise<string[]> {
  const { link, entry } = catalogLinks[kind];
  const moved = await patientsLinkedToCatalogEntry(db, kind, fromId);
  if (moved.length === 0) return moved;
  // Patients with both: the target's row takes the earlier position, the merged row goes.
  const both = await queryRows<{ patient_id: string }>(
    db,
    sql`update ${link} as kept set position = least(kept.position, gone.position)
        from ${link} as gone
        where kept.patient_id = gone.patient_id
          and kept.${sql.identifier(entry.name)} = ${intoId}
          and gone.${sql.identifier(entry.name)} = ${fromId}
        returning kept.patient_id`,
  );
  const withBoth = both.map((row) => row.patient_id);
  if (withBoth.length > 0)
    await db.delete(link).where(and(eq(entry, fromId), inArray(link.patientId, withBoth)));
  await db
    .update(link)
    .set({ [entryKey[kind]]: intoId })
    .where(eq(entry, fromId));
  if (withBoth.length > 0)
    await db.execute(
      sql`update ${link} as l set position = ordered.rank
          from (select patient_id, ${sql.identifier(entry.name)} as entry_id,
                       (row_number() over (partition by patient_id order by position)) - 1 as rank
                from ${link} where ${inArray(link.patientId, withBoth)}) as ordered
          where l.patient_id = ordered.patient_id
            and l.${sql.identifier(entry.name)} = ordered.entry_id
            and l.position <> ordered.rank`,
    );
  return moved;
}

/** The Drizzle key of each link table's entry column, for `set`. */
const entryKey = {
  allergies: 'allergyId',
  medications: 'medicationId',
  conditions: 'conditionId',
} as const satisfies Record<CatalogKind, string>;
