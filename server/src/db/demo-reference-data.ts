import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hospitals } from '../modules/hospitals/hospitals.table';
import { physicianHospitals, physicians } from '../modules/physicians/physicians.table';
import type { Database, Queryable } from './client';

/*
 * A small, invented set of hospitals and physicians for `npm run seed:demo`, so a newcomer's
 * lists are not empty. Every name is made up and marked "Demo"; phone numbers are in the
 * 555-01xx range set aside for fiction, and e-mails are under example.org.
 */

export const demoHospitals = [
  {
    name: 'Demo Bayview General Hospital',
    address: '100 Example Way, San Francisco, CA 94100',
    phone: '(415) 555-0100',
    email: 'info@bayview-general.example.org',
  },
  {
    name: "Demo Harbor Children's Hospital",
    address: '200 Sample Street, Oakland, CA 94600',
    phone: '(510) 555-0101',
    email: 'contact@harbor-childrens.example.org',
  },
  {
    name: 'Demo Mission Hills Medical Center',
    address: '300 Placeholder Avenue, San Francisco, CA 94110',
    phone: '(415) 555-0102',
    email: null,
  },
  {
    name: 'Demo Sunset Community Clinic',
    address: '400 Fictional Boulevard, San Francisco, CA 94122',
    phone: '(415) 555-0103',
    email: 'hello@sunset-clinic.example.org',
  },
  {
    name: 'Demo Golden Valley Trauma Center',
    address: null,
    phone: '(650) 555-0104',
    email: 'trauma@golden-valley.example.org',
  },
] as const;

type DemoHospitalName = (typeof demoHospitals)[number]['name'];

export const demoPhysicians: ReadonlyArray<{
  firstName: string;
  middleName: string | null;
  lastName: string;
  phone: string | null;
  email: string;
  hospitals: readonly DemoHospitalName[];
}> = [
  {
    firstName: 'Avery',
    middleName: null,
    lastName: 'Demo-Quillfeather',
    phone: '(415) 555-0110',
    email: 'avery.quillfeather@demo.example.org',
    hospitals: ['Demo Bayview General Hospital', 'Demo Mission Hills Medical Center'],
  },
  {
    firstName: 'Bo',
    middleName: 'Lin',
    lastName: 'Demo-Marbleton',
    phone: '(415) 555-0111',
    email: 'bo.marbleton@demo.example.org',
    hospitals: ['Demo Bayview General Hospital'],
  },
  {
    firstName: 'Carmen',
    middleName: null,
    lastName: 'Demo-Pebblewick',
    phone: '(510) 555-0112',
    email: 'carmen.pebblewick@demo.example.org',
    hospitals: ["Demo Harbor Children's Hospital"],
  },
  {
    firstName: 'Dev',
    middleName: 'R.',
    lastName: 'Demo-Thistledown',
    phone: null,
    email: 'dev.thistledown@demo.example.org',
    hospitals: ["Demo Harbor Children's Hospital", 'Demo Sunset Community Clinic'],
  },
  {
    firstName: 'Eliza',
    middleName: null,
    lastName: 'Demo-Larkspur',
    phone: '(415) 555-0114',
    email: 'eliza.larkspur@demo.example.org',
    hospitals: ['Demo Sunset Community Clinic'],
  },
  {
    firstName: 'Femi',
    middleName: null,
    lastName: 'Demo-Brambleby',
    phone: '(650) 555-0115',
    email: 'femi.brambleby@demo.example.org',
    hospitals: ['Demo Golden Valley Trauma Center', 'Demo Bayview General Hospital'],
  },
  {
    firstName: 'Greta',
    middleName: null,
    lastName: 'Demo-Fernsby',
    phone: '(650) 555-0116',
    email: 'greta.fernsby@demo.example.org',
    hospitals: ['Demo Golden Valley Trauma Center'],
  },
  {
    firstName: 'Hiro',
    middleName: null,
    lastName: 'Demo-Ashgrove',
    phone: '(415) 555-0117',
    email: 'hiro.ashgrove@demo.example.org',
    hospitals: [],
  },
];

export interface DemoReferenceResult {
  hospitalsAdded: number;
  physiciansAdded: number;
  linksAdded: number;
}

/* Each table with the row it takes, and the column and value a demo row is matched on. */
type Demo<T extends typeof hospitals | typeof physicians> = [
  table: T,
  match: AnyPgColumn,
  value: string,
  row: T['$inferInsert'],
];

/** The id of the row whose `match` equals `value` (any case), inserting `row` when none does. */
async function idOrInsert(
  tx: Queryable,
  ...[table, match, value, row]: Demo<typeof hospitals> | Demo<typeof physicians>
): Promise<{ id: string | undefined; isNew: boolean }> {
  const [existing] = await tx
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${match}) = lower(${value})`)
    .limit(1);
  if (existing) return { id: existing.id, isNew: false };
  const [inserted] = await tx.insert(table).values(row).returning({ id: table.id });
  return { id: inserted?.id, isNew: true };
}

/**
 * Adds the demo hospitals (matched by name, case-insensitively) and physicians (matched by
 * e-mail) that do not exist yet, and their missing links. Running it again changes nothing.
 */
export async function seedDemoReferenceData(
  db: Database,
  now: Date = new Date(),
): Promise<DemoReferenceResult> {
  return db.transaction(async (tx) => {
    const hospitalIds = new Map<string, string>();
    let hospitalsAdded = 0;
    for (const hospital of demoHospitals) {
      const { id, isNew } = await idOrInsert(tx, hospitals, hospitals.name, hospital.name, {
        ...hospital,
        createdAt: now,
        updatedAt: now,
      });
      if (isNew) hospitalsAdded += 1;
      if (id) hospitalIds.set(hospital.name, id);
    }

    let physiciansAdded = 0;
    let linksAdded = 0;
    for (const { hospitals: worksAt, ...physician } of demoPhysicians) {
      const { id, isNew } = await idOrInsert(tx, physicians, physicians.email, physician.email, {
        ...physician,
        createdAt: now,
        updatedAt: now,
      });
      if (isNew) physiciansAdded += 1;
      if (!id) continue;
      const links = worksAt.flatMap((name) => {
        const hospitalId = hospitalIds.get(name);
        return hospitalId ? [{ physicianId: id, hospitalId }] : [];
      });
      if (links.length === 0) continue;
      const added = await tx
        .insert(physicianHospitals)
        .values(links)
        .onConflictDoNothing()
        .returning({ physicianId: physicianHospitals.physicianId });
      linksAdded += added.length;
    }
    return { hospitalsAdded, physiciansAdded, linksAdded };
  });
}
