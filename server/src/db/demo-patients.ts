import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CodeStatus, Gender, Language } from '@contract/enums';
import { allergies, conditions, medications } from '../modules/catalogs/catalogs.table';
import { hospitals } from '../modules/hospitals/hospitals.table';
import {
  emergencyContacts,
  patientAllergies,
  patientConditions,
  patientMedications,
  patients,
} from '../modules/patients/patients.table';
import { physicians } from '../modules/physicians/physicians.table';
import type { Database, Queryable } from './client';

/*
 * A few invented patients for `npm run seed:demo`, so a fresh install shows the patient view at
 * once. Every name contains "Demo"; phones are in the 555-01xx range set aside for fiction. They
 * name the demo hospitals and physicians (demo-reference-data.ts) and entries of the shipped
 * catalogs. Fixed ids (starting de30) keep a second run from adding them again.
 */

interface DemoPatient {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: Gender;
  language: Language;
  codeStatus: CodeStatus;
  codeStatusAttached: boolean;
  hospital: string;
  physicianEmail: string;
  allergies: readonly string[];
  medications: readonly string[];
  conditions: readonly string[];
  contact: { firstName: string; lastName: string; phone: string; relationship: string };
  /**
   * [ours, issue 24] Registered this many months before the seed and never verified, so a fresh
   * install shows a record past its review interval (Due for review, the responder's warning).
   */
  registeredMonthsAgo?: number;
}

export const demoPatients: readonly DemoPatient[] = [
  {
    id: 'de30de30-0001-4000-8000-000000000001',
    firstName: 'Rosa',
    lastName: 'Demo-Calloway',
    dateOfBirth: '1948-03-14',
    gender: 'FEMALE',
    language: 'SPANISH',
    codeStatus: 'DNR',
    codeStatusAttached: true,
    hospital: 'Demo Bayview General Hospital',
    physicianEmail: 'avery.quillfeather@demo.example.org',
    allergies: ['Penicillins', 'Latex'],
    medications: ['warfarin', 'metoprolol'],
    conditions: ['Atrial fibrillation', 'Hypertension'],
    contact: {
      firstName: 'Marco',
      lastName: 'Demo-Calloway',
      phone: '(415) 555-0120',
      relationship: 'CHILD',
    },
  },
  {
    id: 'de30de30-0002-4000-8000-000000000002',
    registeredMonthsAgo: 14,
    firstName: 'Wei',
    lastName: 'Demo-Harlowe',
    dateOfBirth: '1961-09-02',
    gender: 'MALE',
    language: 'CANTONESE',
    codeStatus: 'FULL',
    codeStatusAttached: false,
    hospital: 'Demo Sunset Community Clinic',
    physicianEmail: 'eliza.larkspur@demo.example.org',
    allergies: ['Peanut'],
    medications: ['metformin', 'lisinopril'],
    conditions: ['Type 2 diabetes mellitus'],
    contact: {
      firstName: 'Lin',
      lastName: 'Demo-Harlowe',
      phone: '(415) 555-0121',
      relationship: 'SPOUSE',
    },
  },
  {
    id: 'de30de30-0003-4000-8000-000000000003',
    firstName: 'Tala',
    lastName: 'Demo-Reyesmoor',
    dateOfBirth: '2012-05-20',
    gender: 'FEMALE',
    language: 'TAGALOG',
    codeStatus: 'FULL',
    codeStatusAttached: false,
    hospital: "Demo Harbor Children's Hospital",
    physicianEmail: 'carmen.pebblewick@demo.example.org',
    allergies: [],
    medications: ['albuterol'],
    conditions: ['Asthma'],
    contact: {
      firstName: 'Joy',
      lastName: 'Demo-Reyesmoor',
      phone: '(510) 555-0122',
      relationship: 'PARENT',
    },
  },
];

/** Ids of the rows whose `column` equals one of `names` (any case), in the order of `names`. */
async function idsByName(
  tx: Queryable,
  table: PgTable,
  [id, column]: [id: AnyPgColumn, name: AnyPgColumn],
  names: readonly string[],
): Promise<string[]> {
  if (names.length === 0) return [];
  const lowered = names.map((name) => name.toLowerCase());
  const rows = await tx
    .select({ id: sql<string>`${id}`, name: sql<string>`lower(${column})` })
    .from(table)
    .where(inArray(sql`lower(${column})`, lowered));
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return lowered.flatMap((name) => byName.get(name) ?? []);
}

/**
 * Adds the demo patients that do not exist yet, written by `authorId`, with what they name
 * (a hospital, physician or catalog entry that is missing is left out). Returns how many were
 * added.
 */
export async function seedDemoPatients(
  db: Database,
  authorId: string,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(
        inArray(
          patients.id,
          demoPatients.map((p) => p.id),
        ),
      );
    const present = new Set(existing.map((row) => row.id));
    const demoStamps = (demo: DemoPatient) => {
      const at = new Date(now);
      if (demo.registeredMonthsAgo) at.setUTCMonth(at.getUTCMonth() - demo.registeredMonthsAgo);
      return { createdAt: at, updatedAt: at, createdById: authorId, updatedById: authorId };
    };
    let added = 0;
    for (const demo of demoPatients) {
      if (present.has(demo.id)) continue;
      const [hospitalId] = await idsByName(
        tx,
        hospitals,
        [hospitals.id, hospitals.name],
        [demo.hospital],
      );
      const [physicianId] = await idsByName(
        tx,
        physicians,
        [physicians.id, physicians.email],
        [demo.physicianEmail],
      );
      const stamps = demoStamps(demo);
      const [contact] = await tx
        .insert(emergencyContacts)
        .values({ ...demo.contact, ...stamps })
        .returning({ id: emergencyContacts.id });
      await tx.insert(patients).values({
        id: demo.id,
        firstName: demo.firstName,
        lastName: demo.lastName,
        dateOfBirth: demo.dateOfBirth,
        gender: demo.gender,
        language: demo.language,
        codeStatus: demo.codeStatus,
        codeStatusAttached: demo.codeStatusAttached,
        hospitalId: hospitalId ?? null,
        physicianId: physicianId ?? null,
        emergencyContactId: contact?.id ?? null,
        ...stamps,
      });
      const patientId = demo.id;
      const allergyIds = await idsByName(
        tx,
        allergies,
        [allergies.id, allergies.name],
        demo.allergies,
      );
      if (allergyIds.length > 0)
        await tx
          .insert(patientAllergies)
          .values(allergyIds.map((allergyId, position) => ({ patientId, allergyId, position })));
      const medicationIds = await idsByName(
        tx,
        medications,
        [medications.id, medications.name],
        demo.medications,
      );
      if (medicationIds.length > 0)
        await tx
          .insert(patientMedications)
          .values(
            medicationIds.map((medicationId, position) => ({ patientId, medicationId, position })),
          );
      const conditionIds = await idsByName(
        tx,
        conditions,
        [conditions.id, conditions.name],
        demo.conditions,
      );
      if (conditionIds.length > 0)
        await tx
          .insert(patientConditions)
          .values(
            conditionIds.map((conditionId, position) => ({ patientId, conditionId, position })),
          );
      added += 1;
    }
    return added;
  });
}
