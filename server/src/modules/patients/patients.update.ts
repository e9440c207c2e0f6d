import { eq, inArray } from 'drizzle-orm';
import { codeStatusOfSignedForm } from '@contract/signed-form';
import {
  medicalListKeys,
  type MedicalListKey,
  type Patient,
  type PatientPatchFields,
  type PatientSectionName,
} from '@contract/patients';
import type { Database } from '../../db/client';
import { createdStamps, updatedStamps, type WriteContext } from '../../lib/write-context';
import { recordAudit } from '../audit/audit.service';
import { allergies, conditions, medications } from '../catalogs/catalogs.table';
import { hospitals } from '../hospitals/hospitals.table';
import { physicians } from '../physicians/physicians.table';
import { patientErrors } from './patients.errors';
import { readFullPatient } from './patients.read';
import type { PatientWrite } from './patients.service';
import {
  emergencyContacts,
  patientAllergies,
  patientConditions,
  patientMedications,
  patients,
  type EmergencyContactRow,
  type PatientRow,
} from './patients.table';

/* ------------------------------------------------------------------------------------------ */
/* PATCH /patients/:id                                                                         */
/* ------------------------------------------------------------------------------------------ */

/** How the request spelled the ids it sent, for the 404 messages. */
export interface IdsAsSent {
  listItem: (key: MedicalListKey, id: string) => string;
  hospitalId: (id: string) => string;
  physicianId: (id: string) => string;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type PatientChanges = Partial<
  Pick<
    PatientRow,
    | 'firstName'
    | 'middleName'
    | 'lastName'
    | 'dateOfBirth'
    | 'gender'
    | 'language'
    | 'codeStatus'
    | 'codeStatusAttached'
    | 'hospitalId'
    | 'physicianId'
    | 'emergencyContactId'
    | 'signedFormKind'
    | 'signedFormDate'
    | 'signedFormLocation'
    | 'polstCpr'
    | 'polstTreatment'
    | 'circumstances'
    | 'circumstancesNote'
    | 'accessInstructions'
    | 'allergiesNoneKnownAt'
    | 'allergiesNoneKnownById'
    | 'medicationsNoneKnownAt'
    | 'medicationsNoneKnownById'
    | 'conditionsNoneKnownAt'
    | 'conditionsNoneKnownById'
  >
>;

/** The keys of an object whose value is not undefined, and those values. */
function present<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const contactFields = [
  'firstName',
  'middleName',
  'lastName',
  'phone',
  'email',
  'address',
  'relationship',
] as const;

/**
 * Section 2: absent keys unchanged, null clears; no contact yet and a value → create and link;
 * every field null → unlink and delete. Returns whether the section applied.
 */
async function applyContact(
  tx: Tx,
  { actor, now }: WriteContext,
  patient: PatientRow,
  section: NonNullable<PatientPatchFields['contactData']>,
  changes: PatientChanges,
): Promise<boolean> {
  const sent = present(section);
  if (Object.keys(sent).length === 0) return false;
  const contactId = patient.emergencyContactId;
  const [existing] = contactId
    ? await tx.select().from(emergencyContacts).where(eq(emergencyContacts.id, contactId))
    : [];
  const merged: Partial<EmergencyContactRow> = { ...(existing ?? {}), ...sent };
  const isEmpty = contactFields.every((key) => merged[key] === null || merged[key] === undefined);
  if (existing) {
    if (isEmpty) {
      changes.emergencyContactId = null;
      // The patient row still points at it until the final update: unlink, then delete.
      await tx
        .update(patients)
        .set({ emergencyContactId: null })
        .where(eq(patients.id, patient.id));
      await tx.delete(emergencyContacts).where(eq(emergencyContacts.id, existing.id));
    } else {
      await tx
        .update(emergencyContacts)
        .set({ ...sent, ...updatedStamps({ actor, now }) })
        .where(eq(emergencyContacts.id, existing.id));
    }
  } else if (!isEmpty) {
    const [created] = await tx
      .insert(emergencyContacts)
      .values({ ...sent, ...createdStamps({ actor, now }) })
      .returning({ id: emergencyContacts.id });
    if (created) changes.emergencyContactId = created.id;
  }
  return true;
}

const listTables = {
  allergies: { link: patientAllergies, entries: allergies, linked: patientAllergies.allergyId },
  medications: {
    link: patientMedications,
    entries: medications,
    linked: patientMedications.medicationId,
  },
  conditions: {
    link: patientConditions,
    entries: conditions,
    linked: patientConditions.conditionId,
  },
} as const;

type MedicalSection = NonNullable<PatientPatchFields['medicalData']>;
type AllergyDetails = Pick<
  typeof patientAllergies.$inferInsert,
  'reaction' | 'reactionNote' | 'criticality'
>;
type MedicationDetails = Pick<
  typeof patientMedications.$inferInsert,
  'dose' | 'frequency' | 'route'
>;

const noneKnownColumns = {
  allergies: ['allergiesNoneKnownAt', 'allergiesNoneKnownById'],
  medications: ['medicationsNoneKnownAt', 'medicationsNoneKnownById'],
  conditions: ['conditionsNoneKnownAt', 'conditionsNoneKnownById'],
} as const;

/** The ids linked now, in order. */
async function linkedIds(tx: Tx, key: MedicalListKey, patientId: string): Promise<string[]> {
  const { link, linked } = listTables[key];
  const rows = await tx
    .select({ id: linked })
    .from(link)
    .where(eq(link.patientId, patientId))
    .orderBy(link.position);
  return rows.map((row) => row.id);
}

/**
 * Section 3: each list sent replaces the saved one, in the given order; an entry that stays
 * keeps its details, and the details sent replace those of their entries (issue 23). Saving
 * entries clears 'none known'; confirming it needs an empty list (422 otherwise) and stamps who
 * and when.
 */
async function applyMedicalLists(
  tx: Tx,
  { actor, now }: WriteContext,
  patient: PatientRow,
  section: MedicalSection,
  asSent: IdsAsSent,
  changes: PatientChanges,
): Promise<void> {
  const patientId = patient.id;
  for (const key of medicalListKeys) {
    const ids = section[key];
    const noneKnown = section[`${key}NoneKnown`];
    const [atColumn, byColumn] = noneKnownColumns[key];
    const finalIds = ids ?? (await linkedIds(tx, key, patientId));
    if (noneKnown === true && finalIds.length > 0) throw patientErrors.noneKnownWithEntries(key);
    if (noneKnown === true && !patient[atColumn]) {
      changes[atColumn] = now;
      changes[byColumn] = actor.id;
    } else if (noneKnown === false || finalIds.length > 0) {
      changes[atColumn] = null;
      changes[byColumn] = null;
    }
    const details =
      key === 'allergies'
        ? section.allergyDetails
        : key === 'medications'
          ? section.medicationDetails
          : undefined;
    if (details && !ids) {
      const known = new Set(finalIds);
      const stray = details
        .map((item) => ('allergyId' in item ? item.allergyId : item.medicationId))
        .find((id) => !known.has(id));
      if (stray) throw patientErrors.detailNotOnList(key, stray);
    }
    if (!ids && !details) continue;
    const { link, entries } = listTables[key];
    if (finalIds.length > 0) {
      // Every entry the list will link is locked FOR KEY SHARE until the commit, so an admin's
      // delete or merge of one (which holds it FOR UPDATE) either finishes first, and the entry
      // is reported missing here, or waits for this save; never a foreign-key error at the
      // insert (a 500). Locked in id order, as the merge locks its pair, so neither deadlocks.
      const found = await tx
        .select({ id: entries.id })
        .from(entries)
        .where(inArray(entries.id, finalIds))
        .orderBy(entries.id)
        .for('key share');
      const known = new Set(found.map((row) => row.id));
      const missing = finalIds.find((id) => !known.has(id));
      if (missing) throw patientErrors.listItemMissing(key, asSent.listItem(key, missing));
    }
    if (key === 'allergies') await relinkAllergies(tx, patientId, finalIds, section.allergyDetails);
    else if (key === 'medications')
      await relinkMedications(tx, patientId, finalIds, section.medicationDetails);
    else {
      await tx.delete(link).where(eq(link.patientId, patientId));
      if (finalIds.length > 0)
        await tx
          .insert(patientConditions)
          .values(finalIds.map((conditionId, position) => ({ patientId, conditionId, position })));
    }
  }
}

async function relinkAllergies(
  tx: Tx,
  patientId: string,
  ids: readonly string[],
  sent: MedicalSection['allergyDetails'],
): Promise<void> {
  const kept = await tx
    .delete(patientAllergies)
    .where(eq(patientAllergies.patientId, patientId))
    .returning();
  const details = new Map<string, AllergyDetails>(
    kept.map(({ allergyId, reaction, reactionNote, criticality }) => [
      allergyId,
      { reaction, reactionNote, criticality },
    ]),
  );
  for (const { allergyId, ...item } of sent ?? []) details.set(allergyId, item);
  if (ids.length === 0) return;
  await tx.insert(patientAllergies).values(
    ids.map((allergyId, position) => ({
      patientId,
      allergyId,
      position,
      ...details.get(allergyId),
    })),
  );
}

async function relinkMedications(
  tx: Tx,
  patientId: string,
  ids: readonly string[],
  sent: MedicalSection['medicationDetails'],
): Promise<void> {
  const kept = await tx
    .delete(patientMedications)
    .where(eq(patientMedications.patientId, patientId))
    .returning();
  const details = new Map<string, MedicationDetails>(
    kept.map(({ medicationId, dose, frequency, route }) => [
      medicationId,
      { dose, frequency, route },
    ]),
  );
  for (const { medicationId, ...item } of sent ?? []) details.set(medicationId, item);
  if (ids.length === 0) return;
  await tx.insert(patientMedications).values(
    ids.map((medicationId, position) => ({
      patientId,
      medicationId,
      position,
      ...details.get(medicationId),
    })),
  );
}

/**
 * Section 4: a uuid sets (it must exist, and is locked FOR KEY SHARE until the commit, as the
 * lists' entries are, so a concurrent delete waits or wins cleanly), null clears, absent is unchanged.
 */
async function applyHealthcareChoices(
  tx: Tx,
  section: NonNullable<PatientPatchFields['healthcareChoices']>,
  asSent: IdsAsSent,
  changes: PatientChanges,
): Promise<void> {
  const { hospitalId, physicianId } = section;
  if (hospitalId) {
    const [found] = await tx
      .select({ id: hospitals.id })
      .from(hospitals)
      .where(eq(hospitals.id, hospitalId))
      .for('key share');
    if (!found) throw patientErrors.hospitalMissing(asSent.hospitalId(hospitalId));
  }
  if (physicianId) {
    const [found] = await tx
      .select({ id: physicians.id })
      .from(physicians)
      .where(eq(physicians.id, physicianId))
      .for('key share');
    if (!found) throw patientErrors.physicianMissing(asSent.physicianId(physicianId));
  }
  if (hospitalId !== undefined) changes.hospitalId = hospitalId;
  if (physicianId !== undefined) changes.physicianId = physicianId;
}

/**
 * The sectioned update (API.md §4.6): the sections run in order in one transaction, any error
 * rolls all of them back, and the stamps are written once if any section applied. The event
 * names the applied sections, never their values. Null when the patient does not exist.
 */
export async function updatePatient(
  write: PatientWrite,
  id: string,
  body: PatientPatchFields,
  asSent: IdsAsSent,
  collectPhi: boolean,
): Promise<Patient | null> {
  const { db, actor, now, request } = write;
  return db.transaction(async (tx) => {
    const [patient] = await tx.select().from(patients).where(eq(patients.id, id)).for('update');
    if (!patient) return null;
    const applied: PatientSectionName[] = [];
    const changes: PatientChanges = {};

    if (body.patientData) {
      const sent = present(body.patientData);
      if (Object.keys(sent).length > 0) {
        Object.assign(changes, sent);
        applied.push('patientData');
      }
    }
    if (collectPhi && body.contactData) {
      if (await applyContact(tx, write, patient, body.contactData, changes))
        applied.push('contactData');
    }
    if (body.medicalData) {
      await applyMedicalLists(tx, write, patient, body.medicalData, asSent, changes);
      applied.push('medicalData');
    }
    if (body.healthcareChoices) {
      await applyHealthcareChoices(tx, body.healthcareChoices, asSent, changes);
      applied.push('healthcareChoices');
    }
    if (body.codeStatus !== undefined) {
      changes.codeStatus = body.codeStatus;
      applied.push('codeStatus');
    }

    if (applied.length > 0) {
      // The signed form decides the code status when it is filled (signed-form.ts), whatever
      // else the body sent: the stored codeStatus, which every client reads, stays true to it.
      const formStatus = codeStatusOfSignedForm({ ...patient, ...changes });
      if (formStatus !== null) changes.codeStatus = formStatus;
      await tx
        .update(patients)
        .set({ ...changes, ...updatedStamps({ actor, now }) })
        .where(eq(patients.id, id));
    }
    await recordAudit(tx, request, now, {
      action: 'patient.update',
      actor,
      targetType: 'patient',
      targetId: id,
      details: { sections: applied },
    });
    return readFullPatient(tx, id, collectPhi);
  });
}
