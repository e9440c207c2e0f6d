import { z } from 'zod';
import { nullableEmailSchema } from './common';
import { codeStatusSchema, genderSchema, languageSchema } from './enums';
import {
  contactPhone,
  dateOfBirthField,
  dropped,
  enumField,
  healthcareChoice,
  medicalIdList,
  optionalText,
  requiredText,
  unclearableText,
  type PatientRules,
} from './patients.fields';
import { documentedAs } from './openapi-hints';
import { medicalListKeys, patientMessages } from './patients.messages';
import { isContradictoryPolst, signedFormMessages, signedFormWriteFields } from './signed-form';

/** An update may leave the value out, but not clear it (blank or null → `Required`). */
const unclearableEnum = <T extends z.ZodTypeAny>(schema: T) =>
  documentedAs(
    enumField(schema.nullable().optional()).refine((v) => v !== null, {
      message: patientMessages.required,
    }),
    { type: 'string' },
  );

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
