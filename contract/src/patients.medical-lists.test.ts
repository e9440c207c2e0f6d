import { describe, expect, it } from 'vitest';
import { patientMessages, patientSchema, patientSectionSchemas } from './patients';
import { tolerant } from './tolerant';

/* Issue 23: the medicalData section's optional details and none-known keys, and the reading. */

const medicalData = patientSectionSchemas({ collectPhi: false }).medicalData;
const allergyId = '6f1d5a0e-1b7c-4a3e-9c55-7d1e2f3a4b5c';
const medicationId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const issues = (value: unknown) => {
  const result = medicalData.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('PATCH medicalData (issue 23)', () => {
  it('keeps the bare id lists exactly as before', () => {
    expect(medicalData.parse({ allergies: [allergyId.toUpperCase()] })).toEqual({
      allergies: [allergyId],
    });
  });

  it('takes details, blank as null and trimmed, and none known alone', () => {
    expect(
      medicalData.parse({
        medications: [medicationId],
        medicationDetails: [{ medicationId, dose: ' 5 mg ', frequency: '', route: null }],
      }).medicationDetails,
    ).toEqual([{ medicationId, dose: '5 mg', frequency: null, route: null }]);
    expect(medicalData.parse({ conditionsNoneKnown: true })).toEqual({
      conditionsNoneKnown: true,
    });
  });

  it('refuses none known sent with entries, and details for an entry not on the list sent', () => {
    expect(issues({ allergies: [allergyId], allergiesNoneKnown: true })).toEqual([
      ['allergiesNoneKnown', patientMessages.noneKnownWithEntries('allergies')],
    ]);
    expect(
      issues({ medications: [], medicationDetails: [{ medicationId, dose: '1 mg' }] }),
    ).toEqual([
      ['medicationDetails.0', patientMessages.detailNotOnList('medications', medicationId)],
    ]);
  });

  it('refuses a criticality FHIR does not name and a reaction not on the list', () => {
    const paths = issues({
      allergies: [allergyId],
      allergyDetails: [{ allergyId, criticality: 'severe', reaction: 'SNEEZING' }],
    }).map(([path]) => path);
    expect(paths).toEqual(['allergyDetails.0.reaction', 'allergyDetails.0.criticality']);
  });

  it('still needs one medical key', () => {
    expect(issues({})).toEqual([['', patientMessages.noMedicalField]]);
  });
});

describe('reading a patient without the issue 23 fields (the reference)', () => {
  it('reads absent details and stamps as absent, so the view says "not recorded"', () => {
    const stamp = '2026-01-01T00:00:00.000Z';
    const user = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
    const reading = tolerant(patientSchema).parse({
      id: allergyId,
      createdAt: stamp,
      updatedAt: stamp,
      createdById: user,
      updatedById: user,
      allergies: [
        {
          allergy: {
            id: allergyId,
            name: 'Latex',
            type: 'OTHER',
            createdAt: stamp,
            updatedAt: stamp,
            createdById: user,
            updatedById: user,
          },
        },
      ],
    });
    expect(reading.allergies?.[0]?.criticality).toBeUndefined();
    expect(reading.allergiesNoneKnownAt).toBeUndefined();
    expect(reading.medications).toBeNull();
  });
});
