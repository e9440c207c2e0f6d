import { z } from 'zod';
import { freeText, nullableEmailSchema } from './common';
import {
  allergyCriticalitySchema,
  allergyReactionSchema,
  codeStatusSchema,
  genderSchema,
  languageSchema,
} from './enums';
import {
  contactPhone,
  dateOfBirthField,
  dropped,
  enumField,
  healthcareChoice,
  listItemIdFormat,
  medicalIdList,
  optionalText,
  requiredText,
  unclearableText,
  type PatientRules,
} from './patients.fields';
import { documentedAs } from './openapi-hints';
import { isContradictoryPolst, signedFormMessages, signedFormWriteFields } from './signed-form';
import { medicalListKeys, patientMessages, type MedicalListKey } from './patients.messages';

/** An update may leave the value out, but not clear it (blank or null → `Required`). */
const unclearableEnum = <T extends z.ZodTypeAny>(schema: T) =>
  documentedAs(
    enumField(schema.nullable().optional()).refine((v) => v !== null, {
      message: patientMessages.required,
    }),
    { type: 'string' },
  );

/* ------------------------------------------------------------------------------------------ */
/* medicalData's details (issue 23)                                                            */
/* ------------------------------------------------------------------------------------------ */

/** A short free-text detail: blank reads as null; at most 100 characters. */
const detailText = () =>
  freeText()
    .max(DETAIL_TEXT_MAX)
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

export const DETAIL_TEXT_MAX = 100;

const detailId = (key: MedicalListKey) =>
  z
    .string()
    .uuid({ message: listItemIdFormat[key] })
    .transform((id) => id.toLowerCase());

/** One allergy's details; a key left out is cleared (the item replaces them). */
export const allergyDetailSchema = z.object({
  allergyId: detailId('allergies'),
  reaction: enumField(allergyReactionSchema.nullable().optional()).transform((v) => v ?? null),
  reactionNote: detailText(),
  criticality: enumField(allergyCriticalitySchema.nullable().optional()).transform(
    (v) => v ?? null,
  ),
});
export type AllergyDetail = z.output<typeof allergyDetailSchema>;

/** One medication's details; a key left out is cleared. */
export const medicationDetailSchema = z.object({
  medicationId: detailId('medications'),
  dose: detailText(),
  frequency: detailText(),
  route: detailText(),
});
export type MedicationDetail = z.output<typeof medicationDetailSchema>;

/** Every key of the medicalData section: at least one must be sent. */
const medicalSectionKeys = [
  ...medicalListKeys,
  'allergyDetails',
  'medicationDetails',
  'allergiesNoneKnown',
  'medicationsNoneKnown',
  'conditionsNoneKnown',
] as const;

/** Details sent with their list in one body must name entries on it (else the 422 says so). */
function detailsOnList(
  details: readonly ({ allergyId: string } | { medicationId: string })[] | undefined,
  ids: readonly string[] | undefined,
  key: 'allergies' | 'medications',
  ctx: z.RefinementCtx,
) {
  if (!details || !ids) return;
  details.forEach((item, index) => {
    const id = 'allergyId' in item ? item.allergyId : item.medicationId;
    if (!ids.includes(id))
      ctx.addIssue({
        code: 'custom',
        path: [key === 'allergies' ? 'allergyDetails' : 'medicationDetails', index],
        message: patientMessages.detailNotOnList(key, id),
      });
  });
}

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
      gender: phi(unclearableEnum(genderSchema)),
      language: collectPhi
        ? unclearableEnum(languageSchema)
        : enumField(languageSchema.nullable().optional()),
      codeStatus: enumField(codeStatusSchema.nullable().optional()),
      codeStatusAttached: z.boolean().nullable().optional(),
      /** [ours] Issue 23: the signed form and special circumstances (signed-form.ts). */
      ...signedFormWriteFields(collectPhi, now),
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
          email: nullableEmailSchema(),
          address: optionalText(),
          relationship: optionalText(),
        })
      : z
          .unknown()
          .transform((): null => null)
          .describe('ignored while PHI collection is off'),
    /**
     * Each list key sent replaces its list in the given order; `[]` empties it, and an entry
     * that stays keeps its details. [ours, issue 23] `allergyDetails` / `medicationDetails` set
     * the details of entries on the list (each item replaces that entry's details); `<list>NoneKnown`
     * true confirms "none known" (the list must be empty), false clears it; saving entries
     * clears it too.
     */
    medicalData: z
      .object({
        allergies: medicalIdList('allergies'),
        medications: medicalIdList('medications'),
        conditions: medicalIdList('conditions'),
        allergyDetails: z.array(allergyDetailSchema).optional(),
        medicationDetails: z.array(medicationDetailSchema).optional(),
        allergiesNoneKnown: z.boolean().optional(),
        medicationsNoneKnown: z.boolean().optional(),
        conditionsNoneKnown: z.boolean().optional(),
      })
      .superRefine((v, ctx) => {
        if (medicalSectionKeys.every((key) => v[key] === undefined))
          ctx.addIssue({ code: 'custom', message: patientMessages.noMedicalField });
        for (const key of medicalListKeys) {
          if (v[`${key}NoneKnown`] === true && (v[key]?.length ?? 0) > 0)
            ctx.addIssue({
              code: 'custom',
              path: [`${key}NoneKnown`],
              message: patientMessages.noneKnownWithEntries(key),
            });
        }
        detailsOnList(v.allergyDetails, v.allergies, 'allergies', ctx);
        detailsOnList(v.medicationDetails, v.medications, 'medications', ctx);
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
      // Checked where both decisions are sent together (the SPA sends both when either changed).
      if (isContradictoryPolst(body.patientData?.polstCpr, body.patientData?.polstTreatment))
        ctx.addIssue({
          code: 'custom',
          path: ['patientData', 'polstTreatment'],
          message: signedFormMessages.cprNeedsFullTreatment,
        });
    });
}
export type PatientPatchBody = z.input<ReturnType<typeof patientPatchSchema>>;
export type PatientPatchFields = z.output<ReturnType<typeof patientPatchSchema>>;
