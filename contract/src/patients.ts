import { z } from 'zod';
import { catalogMessages, allergySchema, conditionSchema, medicationSchema } from './catalogs';
import {
  freeText,
  idParamSchema,
  paginationQuerySchema,
  text,
  timestampSchema,
  uuidSchema,
} from './common';
import {
  codeStatusSchema,
  genderSchema,
  languageSchema,
  type CodeStatus,
  type Gender,
  type Language,
  type Relationship,
} from './enums';
import { hospitalMessages, hospitalSchema } from './hospitals';
import { physicianMessages, physicianSchema } from './physicians';
import {
  optionalIdFilterSchema,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  searchTermSchema,
} from './reference';
import { userSchema } from './users';

/* ------------------------------------------------------------------------------------------ */
/* Shapes (API.md §2.3, §2.4)                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** The emergency contact. PHI: null in every form while PHI collection is off. */
export const contactSchema = z.object({
  id: uuidSchema,
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  /** Free text ≤ 255; the SPA sends one of `relationshipValues`. */
  relationship: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  createdById: uuidSchema,
  updatedById: uuidSchema,
});
export type Contact = z.infer<typeof contactSchema>;

/** The 16 scalars: the created form (`POST /patients`). PHI keys are null while PHI is off. */
export const patientCreatedSchema = z.object({
  /** Chosen by the client, from the label. */
  id: uuidSchema,
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
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
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  createdById: uuidSchema,
  updatedById: uuidSchema,
});
export type PatientCreated = z.infer<typeof patientCreatedSchema>;

/** The list form (`GET /patients`): the scalars and their authors. */
export const patientListItemSchema = patientCreatedSchema.extend({
  createdBy: userSchema,
  updatedBy: userSchema,
});
export type PatientListItem = z.infer<typeof patientListItemSchema>;

/** The full form (`GET`, `PATCH /patients/:id`): the scalars and six relations, 22 keys. */
export const patientSchema = patientCreatedSchema.extend({
  emergencyContact: contactSchema.nullable(),
  /** In saved order. */
  allergies: z.array(z.object({ allergy: allergySchema })),
  medications: z.array(z.object({ medication: medicationSchema })),
  conditions: z.array(z.object({ condition: conditionSchema })),
  hospital: hospitalSchema.nullable(),
  /** With `hospitals` (the reference omits it in the PATCH answer: read it tolerantly). */
  physician: physicianSchema.nullable(),
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
] as const;

/** The three ordered medical lists, named as in the body and in the 404 message. */
export const medicalListKeys = ['allergies', 'medications', 'conditions'] as const;
export type MedicalListKey = (typeof medicalListKeys)[number];

/* ------------------------------------------------------------------------------------------ */
/* Messages                                                                                    */
/* ------------------------------------------------------------------------------------------ */

export const patientMessages = {
  idFormat: 'Invalid patient ID format',
  missing: (id: string) => `Patient with ID ${id} does not exist in database.`,
  exists: (id: string) => `Patient with ID ${id} already exists in database.`,
  deleted: 'Patient deleted successfully',
  required: 'Required',
  invalidDate: 'Invalid date',
  futureDateOfBirth: 'Date of birth cannot be in the future',
  noSection: 'At least one field must be provided for update',
  noMedicalField: 'At least one medical field must be provided',
  noHealthcareChoice: 'At least one healthcare choice field must be provided',
  allergyIdFormat: catalogMessages.allergyIdFormat,
  medicationIdFormat: catalogMessages.medicationIdFormat,
  conditionIdFormat: catalogMessages.conditionIdFormat,
  hospitalIdFormat: hospitalMessages.idFormat,
  physicianIdFormat: physicianMessages.idFormat,
  /** `<key>` is literally `allergies`, `medications` or `conditions`. */
  listItemMissing: (key: MedicalListKey, id: string) =>
    `${key} with ID ${id} does not exist in database.`,
  hospitalMissing: hospitalMessages.missing,
  physicianMissing: physicianMessages.missing,
} as const;

const listItemIdFormat: Record<MedicalListKey, string> = {
  allergies: patientMessages.allergyIdFormat,
  medications: patientMessages.medicationIdFormat,
  conditions: patientMessages.conditionIdFormat,
};

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
/* Field rules                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/**
 * What the rules depend on: the PHI switch (API.md §5.8) and the clock for the date-of-birth
 * rule. The server passes its config and its clock; the SPA its flag.
 */
export interface PatientRules {
  collectPhi: boolean;
  now?: () => Date;
}

const trimToNull = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() || null : v);

/** Present values trimmed; `""`, blank and null → null; absent stays absent. */
const optionalText = () => freeText().nullable().optional().transform(trimToNull);

/** A value the register or update requires: missing, null or blank → `Required`. */
const requiredText = () =>
  z
    .preprocess((v) => (v === null ? undefined : v), freeText())
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, { message: patientMessages.required });

/** An update may leave it out, but may not clear it: `""`, blank or null → `Required`. */
const unclearableText = () =>
  optionalText().refine((v) => v !== null, { message: patientMessages.required });

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An enum value: blank reads as null; the enum's own messages otherwise (Zod 3 wording). */
const enumField = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToNull, schema);

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** API.md: a date of birth later than the current UTC date plus one day is in the future. */
export function isFutureDateOfBirth(value: string, now: Date): boolean {
  return value > new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
}

/**
 * `dateOfBirth`: a real date, not in the future. `required`: missing or null → `Invalid date`
 * (the register); `unclearable`: absent is unchanged, `""`/blank/null → `Required` (the update).
 */
const dateOfBirthField = (mode: 'required' | 'unclearable', now: () => Date) => {
  const check = (value: string | null | undefined, ctx: z.RefinementCtx) => {
    if (value === undefined) return;
    if (value === null) {
      ctx.addIssue({
        code: 'custom',
        message: mode === 'required' ? patientMessages.invalidDate : patientMessages.required,
      });
      return;
    }
    if (!isCalendarDate(value)) {
      ctx.addIssue({ code: 'custom', message: patientMessages.invalidDate });
    } else if (isFutureDateOfBirth(value, now())) {
      ctx.addIssue({ code: 'custom', message: patientMessages.futureDateOfBirth });
    }
  };
  if (mode === 'required') {
    return z
      .string({ required_error: patientMessages.invalidDate })
      .nullable()
      .transform((v) => (v === null ? null : v.trim()))
      .superRefine(check)
      .transform((v) => v as string);
  }
  return text()
    .nullable()
    .optional()
    .transform(trimToNull)
    .superRefine(check)
    .transform((v) => v as string | undefined);
};

/** The phone rule after trimming; `""`, blank and null clear. */
const contactPhone = () =>
  text()
    .nullable()
    .optional()
    .transform(trimToNull)
    .refine((v) => v === null || v === undefined || PHONE_PATTERN.test(v), {
      message: PHONE_MESSAGE,
    });

/** A uuid list that replaces a medical list: lower-cased, a repeated id keeps its first place. */
const medicalIdList = (key: MedicalListKey) =>
  z
    .array(z.string().uuid({ message: listItemIdFormat[key] }))
    .optional()
    .transform((ids) => (ids ? [...new Set(ids.map((id) => id.toLowerCase()))] : ids));

/** A healthcare choice: a uuid sets, `""` or null clears, absent is unchanged. */
const healthcareChoice = (message: string) =>
  text()
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || v === undefined || z.string().uuid().safeParse(v).success, {
      message,
    })
    .transform((v) => (typeof v === 'string' ? v.toLowerCase() : v));

/** A key dropped without validation (PHI off): always absent from the output. */
const dropped = () => z.unknown().transform((): undefined => undefined);

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
/* POST /patients                                                                              */
/* ------------------------------------------------------------------------------------------ */

/**
 * The register body. PHI on: names, date of birth, gender and language are required. PHI off:
 * only `id`; the PHI keys are dropped unread and `language` is optional. Other keys are dropped.
 */
export function patientCreateSchema({ collectPhi, now = () => new Date() }: PatientRules) {
  const phi = <T extends z.ZodTypeAny>(schema: T) => (collectPhi ? schema : dropped());
  return z.object({
    id: z
      .string()
      .uuid()
      .transform((id) => id.toLowerCase()),
    firstName: phi(requiredText()),
    lastName: phi(requiredText()),
    middleName: phi(optionalText()),
    dateOfBirth: phi(dateOfBirthField('required', now)),
    gender: phi(enumField(genderSchema)),
    language: collectPhi ? enumField(languageSchema) : enumField(languageSchema.nullish()),
  });
}
export type PatientCreateBody = z.input<ReturnType<typeof patientCreateSchema>>;
export type PatientCreateFields = z.output<ReturnType<typeof patientCreateSchema>>;

/* ------------------------------------------------------------------------------------------ */
/* PATCH /patients/:id: five sections, one schema each                                        */
/* ------------------------------------------------------------------------------------------ */

/** The sections in the order they run (and the order of `details.sections` in the audit). */
export const patientSectionNames = [
  'patientData',
  'contactData',
  'medicalData',
  'healthcareChoices',
  'codeStatus',
] as const;
export type PatientSectionName = (typeof patientSectionNames)[number];

/**
 * One schema per section, for the server's PATCH body and for the SPA editor, which validates a
 * section when it is left (picking a field's schema and putting SPEC §5's message in front).
 */
export function patientSectionSchemas({ collectPhi, now = () => new Date() }: PatientRules) {
  const phi = <T extends z.ZodTypeAny>(schema: T) => (collectPhi ? schema : dropped());
  return {
    /**
     * Basic information and the code status fields. Absent keys are unchanged; `""`, blank and
     * null clear (PHI on: clearing a required field → `Required`). Relation ids are ignored.
     */
    patientData: z.object({
      firstName: phi(unclearableText()),
      middleName: phi(optionalText()),
      lastName: phi(unclearableText()),
      dateOfBirth: phi(dateOfBirthField('unclearable', now)),
      gender: phi(
        enumField(genderSchema.nullable().optional()).refine((v) => v !== null, {
          message: patientMessages.required,
        }),
      ),
      language: collectPhi
        ? enumField(languageSchema.nullable().optional()).refine((v) => v !== null, {
            message: patientMessages.required,
          })
        : enumField(languageSchema.nullable().optional()),
      codeStatus: enumField(codeStatusSchema.nullable().optional()),
      codeStatusAttached: z.boolean().nullable().optional(),
    }),
    /**
     * The emergency contact. Absent keys are unchanged; `""`, blank and null clear; a contact
     * left empty is deleted; `{}` is a no-op. PHI off: ignored without validation.
     */
    contactData: collectPhi
      ? z.object({
          firstName: optionalText(),
          middleName: optionalText(),
          lastName: optionalText(),
          phone: contactPhone(),
          email: optionalText(),
          address: optionalText(),
          relationship: optionalText(),
        })
      : z
          .unknown()
          .transform((): null => null)
          .describe('ignored while PHI collection is off'),
    /** Each key sent replaces its list in the given order; `[]` empties it. */
    medicalData: z
      .object({
        allergies: medicalIdList('allergies'),
        medications: medicalIdList('medications'),
        conditions: medicalIdList('conditions'),
      })
      .superRefine((v, ctx) => {
        if (medicalListKeys.every((key) => v[key] === undefined))
          ctx.addIssue({ code: 'custom', message: patientMessages.noMedicalField });
      }),
    /** A uuid sets, `""` or null clears, an absent key is unchanged. */
    healthcareChoices: z
      .object({
        hospitalId: healthcareChoice(patientMessages.hospitalIdFormat),
        physicianId: healthcareChoice(patientMessages.physicianIdFormat),
      })
      .superRefine((v, ctx) => {
        if (v.hospitalId === undefined && v.physicianId === undefined)
          ctx.addIssue({ code: 'custom', message: patientMessages.noHealthcareChoice });
      }),
    /** Not null; it wins over `patientData.codeStatus`. */
    codeStatus: codeStatusSchema,
  };
}

type Sections = ReturnType<typeof patientSectionSchemas>;
export type PatientDataSection = z.output<Sections['patientData']>;
/** Null when the section was sent while PHI is off (it is then ignored). */
export type ContactDataSection = z.output<Sections['contactData']>;
export type MedicalDataSection = z.output<Sections['medicalData']>;
export type HealthcareChoicesSection = z.output<Sections['healthcareChoices']>;

/**
 * The PATCH body: any of the five sections, at least one of them present (else 422 at `body`).
 * The sections run in this order in one transaction.
 */
export function patientPatchSchema(rules: PatientRules) {
  const sections = patientSectionSchemas(rules);
  return z
    .object({
      patientData: sections.patientData.optional(),
      contactData: sections.contactData.optional(),
      medicalData: sections.medicalData.optional(),
      healthcareChoices: sections.healthcareChoices.optional(),
      codeStatus: sections.codeStatus.optional(),
    })
    .superRefine((body, ctx) => {
      if (patientSectionNames.every((name) => body[name] === undefined))
        ctx.addIssue({ code: 'custom', message: patientMessages.noSection });
    });
}
export type PatientPatchBody = z.input<ReturnType<typeof patientPatchSchema>>;
export type PatientPatchFields = z.output<ReturnType<typeof patientPatchSchema>>;

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
