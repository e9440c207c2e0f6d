import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { uuidSchema } from '@contract/common';
import type { Queryable } from '../../db/client';
import { allergies, conditions, medications } from '../catalogs/catalogs.table';
import { hospitals } from '../hospitals/hospitals.table';
import { invites } from '../invites/invites.table';
import { physicians } from '../physicians/physicians.table';
import { patients } from '../patients/patients.table';
import { users } from '../users/users.table';

/** Which names the viewer may read: the same rules as the lists that show them. */
export interface TargetNameRules {
  /** Members (and invited people): the members list's rule. */
  members: boolean;
  /** Patients: the patient list's rule, and only while PHI is collected. */
  patients: boolean;
}

interface Target {
  targetType: string | null;
  targetId: string | null;
}

type NameParts = {
  id: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
};

const fullName = ({ firstName, middleName, lastName }: NameParts) =>
  [firstName, middleName, lastName].filter(Boolean).join(' ') || null;

const idsOf = (targets: Target[], type: string) => [
  ...new Set(
    targets
      .filter(
        (target) => target.targetType === type && uuidSchema.safeParse(target.targetId).success,
      )
      .map((target) => target.targetId as string),
  ),
];

const nameColumns = <T extends typeof users | typeof patients | typeof invites | typeof physicians>(
  table: T,
) => ({
  id: table.id,
  firstName: table.firstName,
  middleName: table.middleName,
  lastName: table.lastName,
});

/**
 * The names of a page of events' targets, keyed `type:id`, as the viewer may see them now: a
 * member's or invited person's name, a patient's name. One query per kind, for the page's ids only.
 */
export async function targetNames(
  db: Queryable,
  targets: Target[],
  rules: TargetNameRules,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const add = (type: string, rows: NameParts[]) => {
    for (const row of rows) {
      const name = fullName(row);
      if (name) names.set(`${type}:${row.id}`, name);
    }
  };
  const lookups: Array<
    [type: string, table: typeof users | typeof patients | typeof invites | typeof physicians]
  > = [];
  if (rules.members) lookups.push(['user', users], ['invite', invites]);
  if (rules.patients) lookups.push(['patient', patients]);
  // [ours, issue 23] Physicians are named like members; anyone who may read the trail may.
  lookups.push(['physician', physicians]);
  for (const [type, table] of lookups) {
    const ids = idsOf(targets, type);
    if (ids.length === 0) continue;
    add(type, await db.select(nameColumns(table)).from(table).where(inArray(table.id, ids)));
  }
  // Hospitals and catalog entries by their one name (a deleted one keeps it in `details`).
  const named: Array<[type: string, table: PgTable, id: PgColumn, name: PgColumn]> = [
    ['hospital', hospitals, hospitals.id, hospitals.name],
    ['catalog', allergies, allergies.id, allergies.name],
    ['catalog', medications, medications.id, medications.name],
    ['catalog', conditions, conditions.id, conditions.name],
  ];
  for (const [type, table, id, name] of named) {
    const ids = idsOf(targets, type);
    if (ids.length === 0) continue;
    const rows = await db
      .select({ id: sql<string>`${id}`, name: sql<string>`${name}` })
      .from(table)
      .where(inArray(id, ids));
    for (const row of rows) names.set(`${type}:${row.id}`, row.name);
  }
  return names;
}
