import { describe, expect, it } from 'vitest';
import type {
  AllergyIntolerance,
  Bundle,
  Composition,
  Condition,
  Consent,
  MedicationStatement,
  Patient,
} from '@medplum/fhirtypes';
import { buildIpsBundle, FHIR_SYSTEMS, IPS_SECTIONS, NO_KNOWN_ALLERGY } from './ips';
import { emptyPatientFixture, fullPatientFixture, phiOffPatientFixture } from './ips.fixture';
import { ipsErrors, r4Errors } from './ips-validation';

/*
 * Issue 25: the IPS Bundle is valid FHIR R4 (Medplum's validator with the R4 profiles) and has
 * what the IPS profiles require; codes from the catalogs; no PHI with PHI collection off.
 */

const now = new Date('2025-03-10T12:00:00.000Z');
let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

const resources = <T>(bundle: Bundle, type: string) =>
  (bundle.entry ?? []).map((e) => e.resource).filter((r) => r?.resourceType === type) as T[];

function expectValid(bundle: Bundle) {
  expect(r4Errors(bundle)).toEqual([]);
  for (const entry of bundle.entry ?? []) expect(r4Errors(entry.resource!)).toEqual([]);
  expect(ipsErrors(bundle)).toEqual([]);
}

describe('the IPS Bundle', () => {
  it('is valid R4 and IPS for a full record, with the catalogs codes and the doses', () => {
    const bundle = buildIpsBundle(fullPatientFixture, { now, collectPhi: true, newId });
    expectValid(bundle);
    const composition = bundle.entry![0]!.resource as Composition;
    expect(composition.section!.map((s) => s.code!.coding![0]!.code)).toEqual([
      '48765-2',
      '10160-0',
      '11450-4',
      '42348-3',
    ]);
    const [penicillin, latex] = resources<AllergyIntolerance>(bundle, 'AllergyIntolerance');
    expect(penicillin!.code!.coding).toEqual([
      { system: FHIR_SYSTEMS.rxnorm, code: '7980', display: 'Penicillin' },
    ]);
    expect(penicillin!.criticality).toBe('high');
    expect(penicillin!.reaction![0]!.manifestation[0]!.coding![0]!.code).toBe('39579001');
    expect(latex!.code).toEqual({ text: 'Latex' });
    const [warfarin] = resources<MedicationStatement>(bundle, 'MedicationStatement');
    expect(warfarin!.dosage![0]!.text).toBe('5 mg, once a day, by mouth');
    const conditions = resources<Condition>(bundle, 'Condition');
    expect(conditions.map((c) => c.code!.coding![0])).toEqual([
      { system: FHIR_SYSTEMS.icd10, code: 'I48.91', display: 'Atrial fibrillation' },
      { system: FHIR_SYSTEMS.snomed, code: '44054006', display: 'Type 2 diabetes' },
    ]);
    const [consent] = resources<Consent>(bundle, 'Consent');
    expect(consent!.provision!.code![0]!.coding![0]!.code).toBe('304253006');
    const [patient] = resources<Patient>(bundle, 'Patient');
    expect(patient!.name).toEqual([{ family: 'Demo-Calloway', given: ['Rosa', 'Maria'] }]);
    expect(patient!.birthDate).toBe('1941-06-02');
    expect(patient!.contact![0]!.telecom).toHaveLength(2);
    expect(patient!.communication![0]!.language.coding![0]!.code).toBe('es');
  });

  it('says "no known allergy" when confirmed, and "no information" for lists not recorded', () => {
    const bundle = buildIpsBundle(emptyPatientFixture, { now, collectPhi: true, newId });
    expectValid(bundle);
    const [allergy] = resources<AllergyIntolerance>(bundle, 'AllergyIntolerance');
    expect(allergy!.code!.coding).toEqual([{ system: FHIR_SYSTEMS.snomed, ...NO_KNOWN_ALLERGY }]);
    const [medication] = resources<MedicationStatement>(bundle, 'MedicationStatement');
    expect(medication!.medicationCodeableConcept!.coding![0]).toMatchObject({
      system: FHIR_SYSTEMS.absentUnknown,
      code: 'no-medication-info',
    });
    const composition = bundle.entry![0]!.resource as Composition;
    const directives = composition.section!.find(
      (s) => s.code!.coding![0]!.code === IPS_SECTIONS.advanceDirectives.code,
    );
    expect(directives!.entry).toBeUndefined();
    expect(directives!.emptyReason).toBeDefined();
  });

  it('carries no name, birth date, gender or contact with PHI collection off', () => {
    // Even a full form handed in by mistake loses its PHI when collectPhi is false.
    for (const form of [phiOffPatientFixture, fullPatientFixture]) {
      const bundle = buildIpsBundle(form, { now, collectPhi: false, newId });
      expectValid(bundle);
      const [patient] = resources<Patient>(bundle, 'Patient');
      expect(patient!.name).toEqual([
        { extension: [{ url: FHIR_SYSTEMS.dataAbsentReason, valueCode: 'masked' }] },
      ]);
      expect(patient!.birthDate).toBeUndefined();
      expect(patient!.gender).toBeUndefined();
      expect(patient!.contact).toBeUndefined();
      const text = JSON.stringify(bundle);
      for (const phi of ['Rosa', 'Calloway', '1941', '555-0142', 'ana@example.org', '2024-11-05'])
        expect(text).not.toContain(phi);
    }
  });

  it('the checks fail on a broken Bundle (they can fail)', () => {
    const bundle = buildIpsBundle(fullPatientFixture, { now, collectPhi: true, newId });
    const composition = bundle.entry![0]!.resource as Composition;
    composition.section = composition.section!.slice(1);
    composition.subject = { reference: 'urn:uuid:nowhere' };
    const errors = ipsErrors(bundle);
    expect(errors).toContain('required section 48765-2 missing');
    expect(errors.some((e) => e.includes('does not resolve'))).toBe(true);
    const allergy = resources<AllergyIntolerance>(bundle, 'AllergyIntolerance')[0]!;
    const { patient: _dropped, ...withoutPatient } = allergy;
    expect(r4Errors(withoutPatient as AllergyIntolerance).length).toBeGreaterThan(0);
    expect(r4Errors({ ...allergy, colour: 'red' } as AllergyIntolerance).length).toBeGreaterThan(0);
  });
});
