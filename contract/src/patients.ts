import { z } from 'zod';
import { allergySchema, conditionSchema, medicationSchema } from './catalogs';
import {
  idParamSchema,
  nullableNameFields,
  paginationQuerySchema,
  timestampSchema,
  uuidSchema,
} from './common';
import {
  allergyCriticalitySchema,
  allergyReactionSchema,
  codeStatusSchema,
  genderSchema,
  languageSchema,
  type CodeStatus,
  type Gender,
  type Language,
  type Relationship,
} from './enums';
import { patientDocumentFields } from './documents';
import { hospitalSchema } from './hospitals';
import { physicianSchema } from './physicians';
import { signedFormReadFields } from './signed-form';
import { patientMessages } from './patients.messages';
import { optionalIdFilterSchema, searchTermSchema } from './reference';
import { userSchema } from './users';
import { verificationReadFields } from './verification';

/*
 * The patient: its shapes, list query and display here; its messages, field rules and request
 * bodies beside it (patients.messages.ts, patients.fields.ts, patients.bodies.ts), all read
 * through this module.
 */
export { medicalListKeys, patientMessages, type MedicalListKey } from './patients.messages';
export { isCalendarDate, isFutureDateOfBirth, type PatientRules } from './patients.fields';
export * from './patients.bodies';

/* ------------------------------------------------------------------------------------------ */
/* Shapes (API.md §2.3, §2.4)                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** Who created and last changed a patient record or a contact: always a signed-in user. */
const authorStampFields = {
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  createdById: uuidSchema,
  updatedById: uuidSchema,
};

/** The emergency contact. PHI: null in every form while PHI collection is off. */
export const contactSchema = z.object({
  id: uuidSchema,
  ...nullableNameFields,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  /** Free text ≤ 255; the SPA sends one of `relationshipValues`. */
  relationship: z.string().nullable(),
  ...authorStampFields,
});
export type Contact = z.infer<typeof contactSchema>;

/** The 16 scalars: the created form (`POST /patients`). PHI keys are null while PHI is off. */
export const patientCreatedSchema = z.object({
  /** Chosen by the client, from the label. */
  id: uuidSchema,
  ...nullableNameFields,
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  gender: genderSchema.nullable(),
  language: languageSchema.nullable(),
  codeStatus: codeStatusSchema.nullable(),
  /** A code-status document is on file. */
  codeStatusAttached: z.boolean().nullable(),
  /** Preferred hospital. */
  hospitalId: uuidSchema.nullable(),
  /** Primary care physician. */
  physicianId: uuidSchema.nullable(),
  emergencyContactId: uuidSchema.nullable(),
  ...authorStampFields,
  /** [ours] Issue 23: the signed form and special circumstances (signed-form.ts); optional. */
  ...signedFormReadFields,
});
export type PatientCreated = z.infer<typeof patientCreatedSchema>;

/** The list form (`GET /patients`): the scalars and their authors. */
export const patientListItemSchema = patientCreatedSchema.extend({
  createdBy: userSchema,
  updatedBy: userSchema,
});
export type PatientListItem = z.infer<typeof patientListItemSchema>;

/*
 * [ours, issue 23] What is known about each linked entry. Optional: the reference sends only the
 * entry, and an absent detail reads as not recorded.
 */
export const patientAllergySchema = z.object({
  allergy: allergySchema,
  reaction: allergyReactionSchema.nullable().optional(),
  /** Free text beside (or instead of) the reaction. */
  reactionNote: z.string().nullable().optional(),
  /** FHIR's high | low | unable-to-assess. */
  criticality: allergyCriticalitySchema.nullable().optional(),
});
export type PatientAllergy = z.infer<typeof patientAllergySchema>;

export const patientMedicationSchema = z.object({
  medication: medicationSchema,
  dose: z.string().nullable().optional(),
  /** How often, e.g. 'twice a day'. */
  frequency: z.string().nullable().optional(),
  /** E.g. 'by mouth'. */
  route: z.string().nullable().optional(),
});
export type PatientMedication = z.infer<typeof patientMedicationSchema>;

/**
 * [ours, issue 23] 'None known' per list: when and by whom it was confirmed. Null or absent with
 * an empty list is "not recorded"; a list with entries is never none known.
 */
const noneKnownFields = {
  allergiesNoneKnownAt: timestampSchema.nullable().optional(),
  allergiesNoneKnownById: uuidSchema.nullable().optional(),
  medicationsNoneKnownAt: timestampSchema.nullable().optional(),
  medicationsNoneKnownById: uuidSchema.nullable().optional(),
  conditionsNoneKnownAt: timestampSchema.nullable().optional(),
  conditionsNoneKnownById: uuidSchema.nullable().optional(),
};

/**
 * The full form (`GET`, `PATCH /patients/:id`): the scalars and six relations, 22 keys, and our
 * optional none-known stamps.
 */
export const patientSchema = patientCreatedSchema.extend({
  emergencyContact: contactSchema.nullable(),
  /** In saved order. */
  allergies: z.array(patientAllergySchema),
  medications: z.array(patientMedicationSchema),
  conditions: z.array(z.object({ condition: conditionSchema })),
  ...noneKnownFields,
  hospital: hospitalSchema.nullable(),
  /** With `hospitals` (the reference omits it in the PATCH answer: read it tolerantly). */
  physician: physicianSchema.nullable(),
  /** [ours, issue 23] The signed form's pages and the photo: optional, PHI on only. */
  ...patientDocumentFields,
  /** [ours, issue 24] Verified when, by whom, how; and when the record falls due for review. */
  ...verificationReadFields,
});
export type Patient = z.infer<typeof patientSchema>;

/** The patient fields API.md marks PHI (§2.3): null on every read while PHI is off. */
export const patientPhiKeys = [
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'gender',
  'emergencyContactId',
  'signedFormDate',
] as const;

/* ------------------------------------------------------------------------------------------ */
/* Form defaults (SPEC §3)                                                                     */
/* ------------------------------------------------------------------------------------------ */

export const patientFormDefaults = {
  gender: 'UNKNOWN',
  language: 'ENGLISH',
  relationship: 'UNKNOWN',
  codeStatus: 'FULL',
} as const satisfies {
  gender: Gender;
  language: Language;
  relationship: Relationship;
  codeStatus: CodeStatus;
};

/* ------------------------------------------------------------------------------------------ */
/* GET /patients                                                                               */
/* ------------------------------------------------------------------------------------------ */

export const patientListQuerySchema = paginationQuerySchema.extend({
  /** Trimmed; empty or absent = all patients. PHI on: names (or an id prefix); off: id prefix. */
  patient: searchTermSchema(),
  physicianId: optionalIdFilterSchema(),
  hospitalId: optionalIdFilterSchema(),
});
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;

/** GET and DELETE: not a uuid → 422 `Invalid patient ID format`. */
export const patientIdParamsSchema = z.object({ id: idParamSchema(patientMessages.idFormat) });

/** PATCH: as on the reference, a malformed id is the 404 of an unknown one, never a 422. */
export const patientPatchParamsSchema = z.object({ id: z.string() });

/* ------------------------------------------------------------------------------------------ */
/* Display                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/**
 * 'First Last' (SPEC §2: the heading is first and last name), or the id when PHI is off or the
 * patient has no name.
 */
export function patientDisplayName(
  patient: Pick<PatientCreated, 'id' | 'firstName' | 'lastName'>,
  collectPhi: boolean,
): string {
  const name = [patient.firstName, patient.lastName].filter(Boolean).join(' ');
  return collectPhi && name ? name : patient.id;
}
