import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Hospital } from '@contract/hospitals';
import {
  patientFormDefaults,
  patientSectionSchemas,
  type Patient,
  type PatientPatchBody,
} from '@contract/patients';
import type { Physician } from '@contract/physicians';
import { codeStatusOfSignedForm, isContradictoryPolst } from '@contract/signed-form';
import { textRules } from '@contract/reference';
import type { TolerantOutput } from '@contract/tolerant';
import { todayDate } from '@/lib/dates';

/** A patient as the SPA reads it from either server (tolerant reading). */
export type PatientReading = TolerantOutput<Patient>;
/** What the hospital chooser holds. */
export type HospitalChoice = TolerantOutput<Hospital>;
/** What the physician chooser holds. */
export type PhysicianChoice = TolerantOutput<Physician>;

/** The editor's sections, in SPEC §2's order; each id is also its URL hash. */
export const editorSections = ['basic', 'contact', 'medical', 'healthcare', 'directive'] as const;
export type EditorSection = (typeof editorSections)[number];

export const sectionHash: Record<EditorSection, string> = {
  basic: 'basic-information',
  contact: 'emergency-contact',
  medical: 'medical-information',
  healthcare: 'healthcare-choices',
  directive: 'advanced-directive',
};

/** The section a URL hash ('#medical-information') names, if any. */
export function sectionOfHash(hash: string): EditorSection | null {
  const name = hash.replace(/^#/, '');
  return editorSections.find((section) => sectionHash[section] === name) ?? null;
}

/** The sections shown: the emergency contact is PHI (SPEC §2). */
export const visibleSections = (collectPhi: boolean): EditorSection[] =>
  editorSections.filter((section) => collectPhi || section !== 'contact');

/** SPEC §4: counted as viewed from the start. */
export const viewedAtStart = (collectPhi: boolean): EditorSection[] =>
  collectPhi ? ['basic'] : ['basic', 'contact'];

/** A catalog entry as a picker chip. */
const pickerItem = z.object({ id: z.string(), name: z.string() });
/** An allergy chip with its details ('' = not recorded). */
const allergyItem = pickerItem.extend({
  reaction: z.string(),
  reactionNote: z.string(),
  criticality: z.string(),
});
/** A medication chip with its details ('' = not recorded). */
const medicationItem = pickerItem.extend({
  dose: z.string(),
  frequency: z.string(),
  route: z.string(),
});
export type AllergyItem = z.infer<typeof allergyItem>;
export type MedicationItem = z.infer<typeof medicationItem>;

/** A record picked in a chooser: only its id is sent. */
const chosen = <T extends { id: string }>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && 'id' in value);

/** A field the form requires (PHI on): not blank. */
const required = (message: string) =>
  z.string().refine((value) => value.trim() !== '', { message });

/**
 * SPEC §5 patient form: one schema over the five sections, each field first checked by SPEC's
 * rule and message (PHI on only: with PHI off nothing is validated), then read by the contract's
 * section schema, so a section's output is its PATCH body. `healthcare` keeps `""` for no
 * choice, as the reference needs (API.md §7.2).
 */
export function patientEditorSchema(t: TFunction<'common'>, collectPhi: boolean) {
  const sections = patientSectionSchemas({ collectPhi });
  const data = sections.patientData.shape;
  const rule = (message: string) => (collectPhi ? required(message) : z.string());
  const today = todayDate();
  return z.object({
    basic: z.object({
      firstName: rule(t('common.validation.firstNameRequired')).pipe(data.firstName),
      middleName: z.string().pipe(data.middleName),
      lastName: rule(t('common.validation.lastNameRequired')).pipe(data.lastName),
      dateOfBirth: rule(t('patientEditor.validation.dateOfBirthRequired'))
        .refine((value) => !collectPhi || value === '' || value <= today, {
          message: t('patientEditor.validation.dateOfBirthFuture'),
        })
        .pipe(data.dateOfBirth),
      gender: rule(t('patientEditor.validation.genderRequired')).pipe(data.gender),
      language: rule(t('patientEditor.validation.languageRequired')).pipe(data.language),
    }),
    contact: z
      .object({
        firstName: z.string(),
        middleName: z.string(),
        lastName: z.string(),
        phone: collectPhi
          ? textRules.phone({ message: t('common.validation.phoneFormat'), isOptional: true })
          : z.string(),
        email: collectPhi
          ? textRules.email({ message: t('common.validation.invalidEmail'), isOptional: true })
          : z.string(),
        relationship: z.string(),
      })
      // A relationship alone is no contact: it is not sent, so no empty contact is created.
      .transform((contact) =>
        isBlankContact(contact) ? { ...contact, relationship: '' } : contact,
      )
      .pipe(sections.contactData),
    medical: z
      .object({
        allergies: z.array(allergyItem),
        medications: z.array(medicationItem),
        conditions: z.array(pickerItem),
        allergiesNoneKnown: z.boolean(),
        medicationsNoneKnown: z.boolean(),
        conditionsNoneKnown: z.boolean(),
      })
      .transform((lists) => ({
        allergies: lists.allergies.map((item) => item.id),
        medications: lists.medications.map((item) => item.id),
        conditions: lists.conditions.map((item) => item.id),
      }))
      .pipe(sections.medicalData),
    healthcare: z
      .object({
        hospital: chosen<HospitalChoice>().nullable(),
        physician: chosen<PhysicianChoice>().nullable(),
      })
      .transform(({ hospital, physician }) => ({
        hospitalId: hospital?.id ?? '',
        physicianId: physician?.id ?? '',
      })),
    // '' is 'Not provided': no code status was chosen, so none is written (issue 22).
    directive: z
      .object({
        codeStatus: z
          .string()
          .transform((value) => (value === '' ? null : value))
          .pipe(sections.codeStatus.nullable()),
        codeStatusAttached: z.boolean(),
        // [ours] Issue 23: the signed form and the special circumstances (signed-form.ts).
        signedFormKind: z.string().pipe(data.signedFormKind),
        signedFormDate: z
          .string()
          .refine((value) => value === '' || value <= today, {
            message: t('signedForm.editor.dateFuture'),
          })
          .pipe(data.signedFormDate),
        signedFormLocation: z.string().pipe(data.signedFormLocation),
        polstCpr: z.string().pipe(data.polstCpr),
        polstTreatment: z.string().pipe(data.polstTreatment),
        circumstances: z.array(z.string()).pipe(data.circumstances),
        circumstancesNote: z.string().pipe(data.circumstancesNote),
        accessInstructions: z.string().pipe(data.accessInstructions),
      })
      .superRefine((value, ctx) => {
        if (isContradictoryPolst(value.polstCpr, value.polstTreatment))
          ctx.addIssue({
            code: 'custom',
            path: ['polstTreatment'],
            message: t('signedForm.editor.cprNeedsFull'),
          });
      })
      // A POLST's decisions belong to a POLST: another kind clears them.
      .transform((value) =>
        value.signedFormKind === 'POLST'
          ? value
          : { ...value, polstCpr: null, polstTreatment: null },
      ),
  });
}

export type PatientEditorSchema = ReturnType<typeof patientEditorSchema>;
export type PatientEditorValues = z.input<PatientEditorSchema>;
export type PatientEditorOutput = z.output<PatientEditorSchema>;

function isBlankContact(contact: Record<string, string>): boolean {
  return ['firstName', 'middleName', 'lastName', 'phone', 'email'].every(
    (key) => (contact[key] ?? '').trim() === '',
  );
}

/** The form's fields of each section, in screen order (the first invalid one is focused). */
export const sectionFields: Record<EditorSection, readonly string[]> = {
  basic: ['firstName', 'middleName', 'lastName', 'dateOfBirth', 'gender', 'language'],
  contact: ['firstName', 'middleName', 'lastName', 'phone', 'email', 'relationship'],
  medical: [
    'allergies',
    'medications',
    'conditions',
    'allergiesNoneKnown',
    'medicationsNoneKnown',
    'conditionsNoneKnown',
  ],
  healthcare: ['hospital', 'physician'],
  directive: [
    'signedFormKind',
    'signedFormDate',
    'signedFormLocation',
    'polstCpr',
    'polstTreatment',
    'codeStatus',
    'codeStatusAttached',
    'circumstances',
    'circumstancesNote',
    'accessInstructions',
  ],
};

/** The directive section's issue-23 fields, sent as `patientData` keys when changed. */
export const signedFormFields = [
  'signedFormKind',
  'signedFormDate',
  'signedFormLocation',
  'polstCpr',
  'polstTreatment',
  'circumstances',
  'circumstancesNote',
  'accessInstructions',
] as const;

/** Every field path of the form, section by section: 'basic.firstName', … */
export const fieldPaths = (sections: readonly EditorSection[]): string[] =>
  sections.flatMap((section) => sectionFields[section].map((field) => `${section}.${field}`));

const text = (value: string | null | undefined) => value ?? '';

const noAllergyDetails = { reaction: '', reactionNote: '', criticality: '' };
const noMedicationDetails = { dose: '', frequency: '', route: '' };

/** A chosen allergy as the form holds it, details not recorded unless given. */
export const allergyOf = (
  { id, name }: { id: string; name: string },
  details: Omit<AllergyItem, 'id' | 'name'> = noAllergyDetails,
): AllergyItem => ({ id, name, ...details });

/** A chosen medication as the form holds it, details not recorded unless given. */
export const medicationOf = (
  { id, name }: { id: string; name: string },
  details: Omit<MedicationItem, 'id' | 'name'> = noMedicationDetails,
): MedicationItem => ({ id, name, ...details });

/** SPEC §3 form defaults for a new patient, or the patient's values (null read as empty). */
export function toEditorValues(patient: PatientReading | null): PatientEditorValues {
  const contact = patient?.emergencyContact ?? null;
  return {
    basic: {
      firstName: text(patient?.firstName),
      middleName: text(patient?.middleName),
      lastName: text(patient?.lastName),
      dateOfBirth: text(patient?.dateOfBirth),
      gender: patient ? text(patient.gender) : patientFormDefaults.gender,
      language: patient ? text(patient.language) : patientFormDefaults.language,
    },
    contact: {
      firstName: text(contact?.firstName),
      middleName: text(contact?.middleName),
      lastName: text(contact?.lastName),
      phone: text(contact?.phone),
      email: text(contact?.email),
      relationship: contact ? text(contact.relationship) : patientFormDefaults.relationship,
    },
    medical: {
      allergies: (patient?.allergies ?? []).map((item) =>
        allergyOf(item.allergy, {
          reaction: text(item.reaction),
          reactionNote: text(item.reactionNote),
          criticality: text(item.criticality),
        }),
      ),
      medications: (patient?.medications ?? []).map((item) =>
        medicationOf(item.medication, {
          dose: text(item.dose),
          frequency: text(item.frequency),
          route: text(item.route),
        }),
      ),
      conditions: (patient?.conditions ?? []).map(({ condition }) => ({
        id: condition.id,
        name: condition.name,
      })),
      allergiesNoneKnown: Boolean(patient?.allergiesNoneKnownAt),
      medicationsNoneKnown: Boolean(patient?.medicationsNoneKnownAt),
      conditionsNoneKnown: Boolean(patient?.conditionsNoneKnownAt),
    },
    healthcare: {
      hospital: patient?.hospital ?? null,
      physician: patient?.physician ?? null,
    },
    directive: {
      // Not SPEC §3's FULL: a code status nobody chose would be written as if chosen.
      codeStatus: text(patient?.codeStatus),
      codeStatusAttached: patient?.codeStatusAttached ?? false,
      signedFormKind: text(patient?.signedFormKind),
      signedFormDate: text(patient?.signedFormDate),
      signedFormLocation: text(patient?.signedFormLocation),
      polstCpr: text(patient?.polstCpr),
      polstTreatment: text(patient?.polstTreatment),
      circumstances: patient?.circumstances ?? [],
      circumstancesNote: text(patient?.circumstancesNote),
      accessInstructions: text(patient?.accessInstructions),
    },
  };
}

/**
 * The PATCH body of one section, read by its part of the schema (so another section's invalid
 * value does not stop it). `recorded` is what the server holds as far as the editor knows: a
 * code status is cleared only when one was recorded, and the 'Signed form on file' box is sent
 * only once changed, as the reference does not take `codeStatusAttached` (API.md §7.2).
 */
export function sectionBody(
  section: EditorSection,
  schema: PatientEditorSchema,
  values: PatientEditorValues,
  recorded: PatientEditorValues,
): PatientPatchBody {
  const { shape } = schema;
  switch (section) {
    case 'basic':
      return { patientData: shape.basic.parse(values.basic) };
    case 'contact': {
      const contact = shape.contact.parse(values.contact);
      return contact === null ? {} : { contactData: contact };
    }
    case 'medical':
      return { medicalData: medicalBody(shape.medical.parse(values.medical), values, recorded) };
    case 'healthcare':
      return { healthcareChoices: shape.healthcare.parse(values.healthcare) };
    case 'directive':
      return directiveBody(
        shape.directive.parse(values.directive),
        values.directive,
        recorded.directive,
      );
  }
}

/**
 * The issue-23 fields that changed, as `patientData` keys: only those, since the reference takes
 * none of them (a member who never touches them sends nothing new). Both POLST decisions go
 * together (the server checks them as a pair), and a kind changed away from POLST clears them.
 */
function changedSignedForm(
  output: PatientEditorOutput['directive'],
  values: PatientEditorValues['directive'],
  recorded: PatientEditorValues['directive'],
): NonNullable<PatientPatchBody['patientData']> {
  const changed: Record<string, unknown> = {};
  for (const key of signedFormFields) {
    if (JSON.stringify(values[key]) !== JSON.stringify(recorded[key])) changed[key] = output[key];
  }
  const hadDecisions = recorded.polstCpr !== '' || recorded.polstTreatment !== '';
  if ('polstCpr' in changed || 'polstTreatment' in changed || (hadDecisions && !output.polstCpr)) {
    changed.polstCpr = output.polstCpr;
    changed.polstTreatment = output.polstTreatment;
  }
  // With PHI off the date is not collected: its output is absent.
  if (changed.signedFormDate === undefined) delete changed.signedFormDate;
  if (!hadDecisions && output.polstCpr === null && output.polstTreatment === null) {
    delete changed.polstCpr;
    delete changed.polstTreatment;
  }
  return changed;
}

/** Whether any chosen item's details differ from what is recorded for it (none if new). */
const detailsChanged = (
  items: readonly Record<string, string>[],
  recorded: readonly Record<string, string>[],
  keys: readonly string[],
) =>
  items.some((item) => {
    const was = recorded.find((entry) => entry.id === item.id);
    return keys.some((key) => (item[key] ?? '') !== (was?.[key] ?? ''));
  });

/**
 * The medical section's body: the id lists as always, and (issue 23) the details and 'none
 * known' only when they changed, as the reference takes only the id lists (API.md §7.2).
 */
function medicalBody(
  lists: PatientEditorOutput['medical'],
  values: PatientEditorValues,
  recorded: PatientEditorValues,
): NonNullable<PatientPatchBody['medicalData']> {
  const body: NonNullable<PatientPatchBody['medicalData']> = { ...lists };
  const now = values.medical;
  const was = recorded.medical;
  const allergyKeys = ['reaction', 'reactionNote', 'criticality'];
  const medicationKeys = ['dose', 'frequency', 'route'];
  if (detailsChanged(now.allergies, was.allergies, allergyKeys)) {
    body.allergyDetails = now.allergies.map((item) => ({
      allergyId: item.id,
      reaction: item.reaction || null,
      reactionNote: item.reactionNote || null,
      criticality: item.criticality || null,
    }));
  }
  if (detailsChanged(now.medications, was.medications, medicationKeys)) {
    body.medicationDetails = now.medications.map((item) => ({
      medicationId: item.id,
      dose: item.dose || null,
      frequency: item.frequency || null,
      route: item.route || null,
    }));
  }
  for (const key of [
    'allergiesNoneKnown',
    'medicationsNoneKnown',
    'conditionsNoneKnown',
  ] as const) {
    if (now[key] !== was[key]) body[key] = now[key];
  }
  return body;
}

function directiveBody(
  output: PatientEditorOutput['directive'],
  values: PatientEditorValues['directive'],
  recorded: PatientEditorValues['directive'],
): PatientPatchBody {
  const patientData = changedSignedForm(output, values, recorded);
  // A filled signed form decides the code status (signed-form.ts); the reference server, which
  // stores no form, gets the code status it means.
  const codeStatus = codeStatusOfSignedForm(output) ?? output.codeStatus;
  const { codeStatusAttached } = output;
  // The top-level codeStatus takes no null (API.md §4.6): clearing goes through patientData.
  if (codeStatus === null && recorded.codeStatus !== '') patientData.codeStatus = null;
  if (codeStatusAttached !== recorded.codeStatusAttached) {
    patientData.codeStatusAttached = codeStatusAttached;
  }
  return {
    ...(codeStatus === null ? {} : { codeStatus }),
    ...(Object.keys(patientData).length > 0 ? { patientData } : {}),
  };
}

/** Several sections in one PATCH (the final save); two that both write patientData merge. */
export function sectionsBody(
  sections: readonly EditorSection[],
  schema: PatientEditorSchema,
  values: PatientEditorValues,
  recorded: PatientEditorValues,
): PatientPatchBody {
  const body: PatientPatchBody = {};
  for (const section of sections) {
    const { patientData, ...rest } = sectionBody(section, schema, values, recorded);
    Object.assign(body, rest);
    if (patientData) body.patientData = { ...body.patientData, ...patientData };
  }
  return body;
}
