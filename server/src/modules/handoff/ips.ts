import type {
  AllergyIntolerance,
  Bundle,
  BundleEntry,
  CodeableConcept,
  Coding,
  Composition,
  CompositionSection,
  Condition,
  Consent,
  Extension,
  MedicationStatement,
  Organization,
  Patient as FhirPatient,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import type { AllergyReaction, CodeStatus, CodingSystem } from '@contract/enums';
import { IPS_PATIENT_ID_SYSTEM, ipsLanguageTags } from '@contract/handoff';
import type { Patient } from '@contract/patients';

/*
 * [ours] Issue 25: a patient's record as an HL7 FHIR R4 International Patient Summary: a
 * `document` Bundle whose first entry is the Composition, then the Patient, the author and one
 * resource per allergy, medication, condition and the code-status decision. A pure function of
 * the full form (`GET /patients/:id`), so it carries exactly what that read carries: with PHI
 * collection off, the form has no name, birth date, gender or contact, and neither has the Bundle
 * (it says so with the data-absent-reason `masked`). Displays are English; the viewer translates
 * the coded values by their codes.
 */

export const FHIR_SYSTEMS = {
  loinc: 'http://loinc.org',
  snomed: 'http://snomed.info/sct',
  rxnorm: 'http://www.nlm.nih.gov/research/umls/rxnorm',
  icd10: 'http://hl7.org/fhir/sid/icd-10-cm',
  absentUnknown: 'http://hl7.org/fhir/uv/ips/CodeSystem/absent-unknown-uv-ips',
  dataAbsentReason: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason',
  allergyClinical: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
  allergyVerification: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionVerification: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  consentScope: 'http://terminology.hl7.org/CodeSystem/consentscope',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  bcp47: 'urn:ietf:bcp:47',
  uri: 'urn:ietf:rfc:3986',
  lifelinePatient: IPS_PATIENT_ID_SYSTEM,
  /** Our code status, beside SNOMED's where it has one: the viewer translates by it. */
  lifelineCodeStatus: 'urn:lifeline:code-status',
} as const;

/** The IPS sections this summary fills, by LOINC code (the viewer titles them by the code). */
export const IPS_SECTIONS = {
  allergies: { code: '48765-2', display: 'Allergies and adverse reactions Document' },
  medications: { code: '10160-0', display: 'History of Medication use Narrative' },
  problems: { code: '11450-4', display: 'Problem list - Reported' },
  advanceDirectives: { code: '42348-3', display: 'Advance directives' },
} as const;
export type IpsSectionKey = keyof typeof IPS_SECTIONS;

/** "No known allergy (situation)": the record says none known, confirmed by a member. */
export const NO_KNOWN_ALLERGY = { code: '716186003', display: 'No known allergy' } as const;
/** "No known medication (situation)" and "No current problems or disability (situation)". */
export const NO_KNOWN_MEDICATION = { code: '787481004', display: 'No known medication' } as const;
export const NO_KNOWN_PROBLEM = {
  code: '160245001',
  display: 'No current problems or disability',
} as const;

const catalogSystem: Record<CodingSystem, string> = {
  SNOMED: FHIR_SYSTEMS.snomed,
  RXNORM: FHIR_SYSTEMS.rxnorm,
  ICD10: FHIR_SYSTEMS.icd10,
};

/** SNOMED CT findings for the reactions the editor offers (OTHER has none: its note is the text). */
const reactionCodes: Record<AllergyReaction, Coding | null> = {
  ANAPHYLAXIS: { system: FHIR_SYSTEMS.snomed, code: '39579001', display: 'Anaphylaxis' },
  HIVES: { system: FHIR_SYSTEMS.snomed, code: '126485001', display: 'Urticaria' },
  RASH: { system: FHIR_SYSTEMS.snomed, code: '271807003', display: 'Eruption of skin' },
  SWELLING: { system: FHIR_SYSTEMS.snomed, code: '65124004', display: 'Swelling' },
  BREATHING_DIFFICULTY: { system: FHIR_SYSTEMS.snomed, code: '267036007', display: 'Dyspnea' },
  OTHER: null,
};

/** The code status as text, and as SNOMED CT where a finding says exactly that. */
const codeStatusConcepts: Record<CodeStatus, CodeableConcept> = {
  FULL: {
    coding: [{ system: FHIR_SYSTEMS.snomed, code: '304252001', display: 'For resuscitation' }],
    text: 'Full code: attempt resuscitation',
  },
  DNR: {
    coding: [{ system: FHIR_SYSTEMS.snomed, code: '304253006', display: 'Not for resuscitation' }],
    text: 'Do not resuscitate (DNR)',
  },
  DNI: { text: 'Do not intubate (DNI)' },
  DNR_DNI: {
    coding: [{ system: FHIR_SYSTEMS.snomed, code: '304253006', display: 'Not for resuscitation' }],
    text: 'Do not resuscitate, do not intubate (DNR/DNI)',
  },
  COMFORT: { text: 'Comfort measures only' },
};

const signedFormText: Record<string, string> = {
  POLST: 'POLST form',
  DNR_FORM: 'DNR form',
  ADVANCE_DIRECTIVE: 'Advance directive',
  HEALTH_CARE_POWER_OF_ATTORNEY: 'Durable power of attorney for health care',
};

export interface IpsOptions {
  /** When the summary was made (Bundle.timestamp, Composition.date). */
  now: Date;
  /** Whether PHI collection is on; off strips name, birth date, gender and contact again. */
  collectPhi: boolean;
  /** Makes the resources' ids (random UUIDs by default; tests pass a counter). */
  newId?: () => string;
}

const masked = (): Extension[] => [{ url: FHIR_SYSTEMS.dataAbsentReason, valueCode: 'masked' }];
const unknown = (): Extension[] => [{ url: FHIR_SYSTEMS.dataAbsentReason, valueCode: 'unknown' }];

const escapeHtml = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A narrative: a list of lines, as the XHTML FHIR asks for. */
function narrative(lines: string[]) {
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return {
    status: 'generated' as const,
    div: `<div xmlns="http://www.w3.org/1999/xhtml"><ul>${items}</ul></div>`,
  };
}

function catalogConcept(entry: {
  name: string;
  system: CodingSystem | null;
  code: string | null;
}): CodeableConcept {
  const code = entry.code?.trim();
  return entry.system && code
    ? {
        coding: [{ system: catalogSystem[entry.system], code, display: entry.name }],
        text: entry.name,
      }
    : { text: entry.name };
}

const absentConcept = (code: string, display: string): CodeableConcept => ({
  coding: [{ system: FHIR_SYSTEMS.absentUnknown, code, display }],
  text: display,
});

const snomedConcept = (c: { code: string; display: string }): CodeableConcept => ({
  coding: [{ system: FHIR_SYSTEMS.snomed, ...c }],
  text: c.display,
});

/** Builds the IPS document Bundle for one patient's full form. */
export function buildIpsBundle(patient: Patient, options: IpsOptions): Bundle {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const timestamp = options.now.toISOString();
  const entries: BundleEntry[] = [];
  const add = <R extends Resource>(resource: R): Reference<R> => {
    const id = newId();
    resource.id = id;
    entries.push({ fullUrl: `urn:uuid:${id}`, resource });
    return { reference: `urn:uuid:${id}` };
  };

  const phi = options.collectPhi;
  const subject = add(fhirPatient(patient, phi));
  const author = add<Organization>({
    resourceType: 'Organization',
    name: 'Lifeline',
    text: narrative(['Lifeline emergency medical information program']),
  });

  // Allergies: one per entry; none known → the SNOMED "no known allergy"; not recorded → IPS's
  // "no information about allergies".
  const allergyLines: string[] = [];
  const allergyRefs: Reference[] = [];
  const allergyBase = (code: CodeableConcept): AllergyIntolerance => ({
    resourceType: 'AllergyIntolerance',
    clinicalStatus: { coding: [{ system: FHIR_SYSTEMS.allergyClinical, code: 'active' }] },
    code,
    patient: subject,
  });
  for (const item of patient.allergies) {
    const resource = allergyBase(catalogConcept(item.allergy));
    resource.verificationStatus = {
      coding: [{ system: FHIR_SYSTEMS.allergyVerification, code: 'confirmed' }],
    };
    resource.type = 'allergy';
    if (item.allergy.type === 'DRUG') resource.category = ['medication'];
    if (item.criticality) resource.criticality = item.criticality;
    const reaction = item.reaction ? reactionCodes[item.reaction] : null;
    const note = item.reactionNote?.trim();
    if (reaction || note) {
      resource.reaction = [
        {
          manifestation: [
            reaction ? { coding: [reaction], text: reaction.display } : { text: note ?? '' },
          ],
          ...(note ? { description: note } : {}),
        },
      ];
    }
    allergyRefs.push(add(resource));
    allergyLines.push(
      [
        item.allergy.name,
        reaction?.display,
        note,
        item.criticality && `criticality ${item.criticality}`,
      ]
        .filter(Boolean)
        .join(' — '),
    );
  }
  if (patient.allergies.length === 0) {
    const noneKnown = Boolean(patient.allergiesNoneKnownAt);
    const resource = allergyBase(
      noneKnown
        ? snomedConcept(NO_KNOWN_ALLERGY)
        : absentConcept('no-allergy-info', 'No information about allergies'),
    );
    if (noneKnown)
      resource.verificationStatus = {
        coding: [{ system: FHIR_SYSTEMS.allergyVerification, code: 'confirmed' }],
      };
    allergyRefs.push(add(resource));
    allergyLines.push(resource.code!.text!);
  }

  // Medications, with what the record says of the dose, how often and how.
  const medicationLines: string[] = [];
  const medicationRefs: Reference[] = [];
  const statement = (code: CodeableConcept): MedicationStatement => ({
    resourceType: 'MedicationStatement',
    status: 'active',
    medicationCodeableConcept: code,
    subject,
    // IPS requires effective[x]; the record has no dates: "unknown" (fhirtypes has no `_` field).
    ...({ _effectiveDateTime: { extension: unknown() } } as object),
  });
  for (const item of patient.medications) {
    const resource = statement(catalogConcept(item.medication));
    const dose = item.dose?.trim();
    const frequency = item.frequency?.trim();
    const route = item.route?.trim();
    const dosageText = [dose, frequency, route].filter(Boolean).join(', ');
    if (dosageText) {
      resource.dosage = [
        {
          text: dosageText,
          ...(frequency ? { timing: { code: { text: frequency } } } : {}),
          ...(route ? { route: { text: route } } : {}),
        },
      ];
    }
    medicationRefs.push(add(resource));
    medicationLines.push([item.medication.name, dosageText].filter(Boolean).join(' — '));
  }
  if (patient.medications.length === 0) {
    const concept = patient.medicationsNoneKnownAt
      ? snomedConcept(NO_KNOWN_MEDICATION)
      : absentConcept('no-medication-info', 'No information about medications');
    medicationRefs.push(add(statement(concept)));
    medicationLines.push(concept.text!);
  }

  // Problems.
  const problemLines: string[] = [];
  const problemRefs: Reference[] = [];
  const condition = (code: CodeableConcept, confirmed: boolean): Condition => ({
    resourceType: 'Condition',
    clinicalStatus: { coding: [{ system: FHIR_SYSTEMS.conditionClinical, code: 'active' }] },
    ...(confirmed
      ? {
          verificationStatus: {
            coding: [{ system: FHIR_SYSTEMS.conditionVerification, code: 'confirmed' }],
          },
        }
      : {}),
    category: [{ coding: [{ system: FHIR_SYSTEMS.conditionCategory, code: 'problem-list-item' }] }],
    code,
    subject,
  });
  for (const item of patient.conditions) {
    problemRefs.push(add(condition(catalogConcept(item.condition), true)));
    problemLines.push(item.condition.name);
  }
  if (patient.conditions.length === 0) {
    const noneKnown = Boolean(patient.conditionsNoneKnownAt);
    const concept = noneKnown
      ? snomedConcept(NO_KNOWN_PROBLEM)
      : absentConcept('no-problem-info', 'No information about problems');
    problemRefs.push(add(condition(concept, noneKnown)));
    problemLines.push(concept.text!);
  }

  // Advance directives: the code status and the signed form's decisions, as one Consent.
  const directiveRefs: Reference[] = [];
  const directiveLines: string[] = [];
  const consent = advanceDirective(patient, subject, phi);
  if (consent) {
    directiveRefs.push(add(consent.resource));
    directiveLines.push(...consent.lines);
  }

  const section = (
    key: IpsSectionKey,
    title: string,
    refs: Reference[],
    lines: string[],
  ): CompositionSection => ({
    title,
    code: { coding: [{ system: FHIR_SYSTEMS.loinc, ...IPS_SECTIONS[key] }] },
    text: narrative(lines.length > 0 ? lines : ['No advance directive recorded']),
    ...(refs.length > 0
      ? { entry: refs }
      : {
          emptyReason: {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/list-empty-reason',
                code: 'unavailable',
              },
            ],
          },
        }),
  });

  const composition: Composition = {
    resourceType: 'Composition',
    status: 'final',
    type: {
      coding: [
        { system: FHIR_SYSTEMS.loinc, code: '60591-5', display: 'Patient summary Document' },
      ],
    },
    subject,
    date: timestamp,
    author: [author],
    title: 'International Patient Summary',
    confidentiality: 'R',
    section: [
      section('allergies', 'Allergies and Intolerances', allergyRefs, allergyLines),
      section('medications', 'Medication Summary', medicationRefs, medicationLines),
      section('problems', 'Problem List', problemRefs, problemLines),
      section('advanceDirectives', 'Advance Directives', directiveRefs, directiveLines),
    ],
  };
  const compositionId = newId();
  composition.id = compositionId;
  entries.unshift({ fullUrl: `urn:uuid:${compositionId}`, resource: composition });

  return {
    resourceType: 'Bundle',
    id: newId(),
    identifier: { system: FHIR_SYSTEMS.uri, value: `urn:uuid:${newId()}` },
    type: 'document',
    timestamp,
    entry: entries,
  };
}

function fhirPatient(patient: Patient, phi: boolean): FhirPatient {
  const resource: FhirPatient = {
    resourceType: 'Patient',
    identifier: [{ system: FHIR_SYSTEMS.lifelinePatient, value: patient.id }],
  };
  const given = phi ? [patient.firstName, patient.middleName].filter((v): v is string => !!v) : [];
  const family = phi ? patient.lastName : null;
  resource.name =
    given.length > 0 || family
      ? [{ ...(family ? { family } : {}), ...(given.length > 0 ? { given } : {}) }]
      : [{ extension: phi ? unknown() : masked() }];
  if (phi && patient.dateOfBirth) resource.birthDate = patient.dateOfBirth;
  // A primitive's extension (`_birthDate`): fhirtypes has no field for it.
  else Object.assign(resource, { _birthDate: { extension: phi ? unknown() : masked() } });
  if (phi && patient.gender) {
    resource.gender =
      patient.gender === 'FEMALE' || patient.gender === 'TRANS_FEMALE'
        ? 'female'
        : patient.gender === 'MALE' || patient.gender === 'TRANS_MALE'
          ? 'male'
          : patient.gender === 'UNKNOWN'
            ? 'unknown'
            : 'other';
  }
  if (patient.language) {
    const tag = ipsLanguageTags[patient.language];
    resource.communication = [
      {
        language: { coding: [{ system: FHIR_SYSTEMS.bcp47, ...tag }], text: tag.display },
        preferred: true,
      },
    ];
  }
  const contact = phi ? patient.emergencyContact : null;
  if (contact) {
    const contactGiven = [contact.firstName, contact.middleName].filter((v): v is string => !!v);
    const telecom = [
      ...(contact.phone ? [{ system: 'phone' as const, value: contact.phone }] : []),
      ...(contact.email ? [{ system: 'email' as const, value: contact.email }] : []),
    ];
    resource.contact = [
      {
        relationship: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/v2-0131',
                code: 'C',
                display: 'Emergency Contact',
              },
            ],
            ...(contact.relationship ? { text: contact.relationship } : {}),
          },
        ],
        ...(contactGiven.length > 0 || contact.lastName
          ? {
              name: {
                ...(contact.lastName ? { family: contact.lastName } : {}),
                ...(contactGiven.length > 0 ? { given: contactGiven } : {}),
              },
            }
          : {}),
        ...(telecom.length > 0 ? { telecom } : {}),
        ...(contact.address ? { address: { text: contact.address } } : {}),
      },
    ];
  }
  return resource;
}

function advanceDirective(
  patient: Patient,
  subject: Reference<FhirPatient>,
  phi: boolean,
): { resource: Consent; lines: string[] } | null {
  const kind = patient.signedFormKind ?? null;
  if (!patient.codeStatus && !kind) return null;
  const lines: string[] = [];
  const provisionCodes: CodeableConcept[] = [];
  if (patient.codeStatus) {
    const concept = codeStatusConcepts[patient.codeStatus];
    provisionCodes.push({
      ...concept,
      coding: [
        ...(concept.coding ?? []),
        { system: FHIR_SYSTEMS.lifelineCodeStatus, code: patient.codeStatus },
      ],
    });
    lines.push(`Code status: ${concept.text}`);
  }
  if (kind) lines.push(`Signed form: ${signedFormText[kind] ?? kind}`);
  if (patient.polstCpr) {
    const text =
      patient.polstCpr === 'ATTEMPT'
        ? 'POLST Section A: attempt resuscitation (CPR)'
        : 'POLST Section A: do not attempt resuscitation (DNR)';
    provisionCodes.push({ text });
    lines.push(text);
  }
  if (patient.polstTreatment) {
    const text = `POLST Section B: ${
      {
        FULL: 'full treatment',
        SELECTIVE: 'selective treatment',
        COMFORT: 'comfort-focused treatment',
      }[patient.polstTreatment]
    }`;
    provisionCodes.push({ text });
    lines.push(text);
  }
  const resource: Consent = {
    resourceType: 'Consent',
    status: 'active',
    scope: {
      coding: [
        { system: FHIR_SYSTEMS.consentScope, code: 'adr', display: 'Advanced Care Directive' },
      ],
    },
    category: [{ coding: [{ system: FHIR_SYSTEMS.loinc, ...IPS_SECTIONS.advanceDirectives }] }],
    patient: subject,
    policyRule: kind
      ? { text: signedFormText[kind] ?? kind }
      : { coding: [{ system: FHIR_SYSTEMS.actCode, code: 'OPTIN', display: 'opt-in' }] },
    ...(phi && patient.signedFormDate ? { dateTime: patient.signedFormDate } : {}),
    ...(provisionCodes.length > 0
      ? {
          provision: {
            type: patient.codeStatus === 'FULL' ? 'permit' : 'deny',
            code: provisionCodes,
          },
        }
      : {}),
    text: narrative(lines),
  };
  return { resource, lines };
}
