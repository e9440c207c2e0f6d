import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  circumstanceValues,
  polstCprValues,
  polstTreatmentValues,
  signedFormKindValues,
} from '@contract/signed-form';
import {
  allergyCriticalityValues,
  allergyReactionValues,
  codeStatusValues,
  genderValues,
  languageValues,
} from '@contract/enums';
import { timestampMs } from '../../db/columns';
import { trigramIndex } from '../../db/indexes';
import { allergies, conditions, medications } from '../catalogs/catalogs.table';
import { hospitals } from '../hospitals/hospitals.table';
import { physicians } from '../physicians/physicians.table';
import { users } from '../users/users.table';

export const genderEnum = pgEnum('gender', genderValues);
export const languageEnum = pgEnum('language', languageValues);
export const codeStatusEnum = pgEnum('code_status', codeStatusValues);
export const signedFormKindEnum = pgEnum('signed_form_kind', signedFormKindValues);
export const polstCprEnum = pgEnum('polst_cpr', polstCprValues);
export const polstTreatmentEnum = pgEnum('polst_treatment', polstTreatmentValues);
export const circumstanceEnum = pgEnum('circumstance', circumstanceValues);
export const allergyReactionEnum = pgEnum('allergy_reaction', allergyReactionValues);
export const allergyCriticalityEnum = pgEnum('allergy_criticality', allergyCriticalityValues);

/**
 * Issue 23: 'none known' for one medical list, confirmed by a member at a time; both null is
 * "not recorded" (when the list is empty). Cleared when entries are saved.
 */
const noneKnownColumns = (list: 'allergies' | 'medications' | 'conditions') => ({
  at: timestampMs(`${list}_none_known_at`),
  by: uuid(`${list}_none_known_by_id`).references(() => users.id),
});
const allergiesNoneKnown = noneKnownColumns('allergies');
const medicationsNoneKnown = noneKnownColumns('medications');
const conditionsNoneKnown = noneKnownColumns('conditions');

/** Who created and last changed a patient record or a contact: always a signed-in user. */
const authorStamps = () => ({
  createdAt: timestampMs('created_at').notNull(),
  updatedAt: timestampMs('updated_at').notNull(),
  createdById: uuid('created_by_id')
    .notNull()
    .references(() => users.id),
  updatedById: uuid('updated_by_id')
    .notNull()
    .references(() => users.id),
});

/** A patient's emergency contact (API.md §2.4): PHI, one per patient, deleted with it. */
export const emergencyContacts = pgTable('emergency_contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name'),
  middleName: text('middle_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  relationship: text('relationship'),
  ...authorStamps(),
});

/**
 * A patient (API.md §2.3). The id comes from the label. Names, date of birth, gender and the
 * contact are PHI: never written while PHI collection is off, and never read out then.
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: genderEnum('gender'),
    language: languageEnum('language'),
    codeStatus: codeStatusEnum('code_status'),
    codeStatusAttached: boolean('code_status_attached'),
    hospitalId: uuid('hospital_id').references(() => hospitals.id),
    physicianId: uuid('physician_id').references(() => physicians.id),
    emergencyContactId: uuid('emergency_contact_id').references(() => emergencyContacts.id),
    // [ours] Issue 23: the signed form; its date is PHI (the form carries the name).
    signedFormKind: signedFormKindEnum('signed_form_kind'),
    signedFormDate: date('signed_form_date', { mode: 'string' }),
    signedFormLocation: text('signed_form_location'),
    polstCpr: polstCprEnum('polst_cpr'),
    polstTreatment: polstTreatmentEnum('polst_treatment'),
    // Special circumstances: null is not recorded, an empty array recorded as none.
    circumstances: circumstanceEnum('circumstances').array(),
    circumstancesNote: text('circumstances_note'),
    accessInstructions: text('access_instructions'),
    allergiesNoneKnownAt: allergiesNoneKnown.at,
    allergiesNoneKnownById: allergiesNoneKnown.by,
    medicationsNoneKnownAt: medicationsNoneKnown.at,
    medicationsNoneKnownById: medicationsNoneKnown.by,
    conditionsNoneKnownAt: conditionsNoneKnown.at,
    conditionsNoneKnownById: conditionsNoneKnown.by,
    ...authorStamps(),
    // [ours] Issue 24: the last verification (verification.service.ts): when, by whom, how.
    verifiedAt: timestampMs('verified_at'),
    verifiedBy: uuid('verified_by').references(() => users.id),
    verificationNote: text('verification_note'),
    // When the review interval starts: the last verification, or the creation if never
    // verified. Kept by PostgreSQL, so the Due for review list walks one plain index.
    reviewFrom: timestampMs('review_from')
      .generatedAlwaysAs(sql`coalesce(verified_at, created_at)`)
      .notNull(),
  },
  (table) => [
    // The list order (updatedAt desc, then id): the first page of an unfiltered list walks it.
    index('patients_updated_at_idx').on(table.updatedAt.desc(), table.id),
    // Name search with PHI on: lower(x) LIKE '%term%' (lib/search.ts). The id-prefix search
    // is a range on the primary key (patients.search.ts), so it needs no index of its own.
    trigramIndex('patients_first_name_trgm_idx', table.firstName),
    trigramIndex('patients_last_name_trgm_idx', table.lastName),
    // The physician's and hospital's Patients tables, in list order, and their delete rules.
    index('patients_hospital_idx').on(table.hospitalId, table.updatedAt.desc(), table.id),
    index('patients_physician_idx').on(table.physicianId, table.updatedAt.desc(), table.id),
    uniqueIndex('patients_emergency_contact_idx').on(table.emergencyContactId),
    // Issue 24: the Due for review list (oldest review start first) and its count, index-only.
    index('patients_review_from_idx').on(table.reviewFrom, table.id),
    // The Program page's enrolments per period (issue 24): a range scan, counted index-only.
    index('patients_created_at_idx').on(table.createdAt),
  ],
);

/*
 * The ordered medical lists: one row per linked entry, `position` keeping the order it was
 * saved in. Deleting a patient deletes its links; an entry with links is not deleted (no cascade):
 * it is merged into another (patient-links.ts, issue 23).
 */

export const patientAllergies = pgTable(
  'patient_allergies',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    allergyId: uuid('allergy_id')
      .notNull()
      .references(() => allergies.id),
    position: integer('position').notNull(),
    // Issue 23: what the allergy does and how dangerous it is (FHIR's criticality codes).
    reaction: allergyReactionEnum('reaction'),
    reactionNote: text('reaction_note'),
    criticality: allergyCriticalityEnum('criticality'),
  },
  (table) => [
    primaryKey({ columns: [table.patientId, table.allergyId] }),
    index('patient_allergies_allergy_idx').on(table.allergyId),
  ],
);

export const patientMedications = pgTable(
  'patient_medications',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id),
    position: integer('position').notNull(),
    // Issue 23: free text, suggested by the editor ('5 mg', 'twice a day', 'by mouth').
    dose: text('dose'),
    frequency: text('frequency'),
    route: text('route'),
  },
  (table) => [
    primaryKey({ columns: [table.patientId, table.medicationId] }),
    index('patient_medications_medication_idx').on(table.medicationId),
  ],
);

export const patientConditions = pgTable(
  'patient_conditions',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    conditionId: uuid('condition_id')
      .notNull()
      .references(() => conditions.id),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.patientId, table.conditionId] }),
    index('patient_conditions_condition_idx').on(table.conditionId),
  ],
);

/**
 * How many patients there are, kept by statement triggers on `patients` in the same transaction
 * as each insert, delete and truncate (hand-written SQL at the end of the migration: Drizzle
 * cannot declare triggers). The unfiltered list reads its X-Total-Count here instead of counting
 * a million rows, and in the list's snapshot it always agrees with the rows.
 */
export const patientCount = pgTable(
  'patient_count',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [check('patient_count_singleton', sql`${table.singleton}`)],
);

/**
 * Every lower-cased first and last name stored on a patient, kept by statement triggers on
 * `patients` (hand-written SQL at the end of its migration): a name is added when a patient gets
 * it and removed when no patient bears it any more (a deleted or renamed patient's name does not
 * stay behind), so the table holds exactly the current names: a one-word search finds the names containing the word
 * here (trigram index, a few hundred thousand short rows), then counts and pages the patients
 * bearing them index-only on patients_{first,last}_name_key_idx (btree on the lower-cased name,
 * updatedAt and id, INCLUDE the name and review_from for the Due for review list; hand-written
 * in migrations 0011 and 0025: Drizzle cannot declare INCLUDE). A common surname's ten
 * thousand matches are then read from a few index pages instead of ten thousand heap pages.
 */
export const patientNames = pgTable(
  'patient_names',
  { name: text('name').primaryKey() },
  (table) => [trigramIndex('patient_names_trgm_idx', table.name)],
);

export type PatientRow = typeof patients.$inferSelect;
export type NewPatientRow = typeof patients.$inferInsert;
export type EmergencyContactRow = typeof emergencyContacts.$inferSelect;
