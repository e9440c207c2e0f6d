import type { Patient } from '@contract/patients';

/** [ours] Issue 25: full forms for the IPS tests (every field filled, and the empty lists). */
const stamps = {
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
  createdById: '00000000-0000-4000-8000-0000000000a1',
  updatedById: '00000000-0000-4000-8000-0000000000a1',
};
const catalogStamps = { ...stamps };

export const fullPatientFixture: Patient = {
  id: 'de30de30-0001-4000-8000-000000000001',
  firstName: 'Rosa',
  middleName: 'Maria',
  lastName: 'Demo-Calloway',
  dateOfBirth: '1941-06-02',
  gender: 'FEMALE',
  language: 'SPANISH',
  codeStatus: 'DNR',
  codeStatusAttached: true,
  hospitalId: null,
  physicianId: null,
  emergencyContactId: '00000000-0000-4000-8000-0000000000c1',
  ...stamps,
  signedFormKind: 'POLST',
  signedFormDate: '2024-11-05',
  signedFormLocation: 'On the fridge',
  polstCpr: 'DO_NOT_ATTEMPT',
  polstTreatment: 'SELECTIVE',
  circumstances: ['OXYGEN'],
  circumstancesNote: null,
  accessInstructions: null,
  emergencyContact: {
    id: '00000000-0000-4000-8000-0000000000c1',
    firstName: 'Ana',
    middleName: null,
    lastName: 'Demo-Calloway',
    phone: '555-0142',
    email: 'ana@example.org',
    address: '1 Demo Street',
    relationship: 'CHILD',
    ...stamps,
  },
  allergies: [
    {
      allergy: {
        id: '00000000-0000-4000-8000-0000000000e1',
        name: 'Penicillin',
        type: 'DRUG',
        system: 'RXNORM',
        code: '7980',
        ...catalogStamps,
      },
      reaction: 'ANAPHYLAXIS',
      reactionNote: 'Throat swelled in 2019',
      criticality: 'high',
    },
    {
      allergy: {
        id: '00000000-0000-4000-8000-0000000000e2',
        name: 'Latex',
        type: 'OTHER',
        system: null,
        code: null,
        ...catalogStamps,
      },
      reaction: 'OTHER',
      reactionNote: 'Itching',
      criticality: null,
    },
  ],
  medications: [
    {
      medication: {
        id: '00000000-0000-4000-8000-0000000000f1',
        name: 'Warfarin',
        altNames: 'Coumadin',
        system: 'RXNORM',
        code: '11289',
        highRisk: 'ANTICOAGULANT',
        ...catalogStamps,
      },
      dose: '5 mg',
      frequency: 'once a day',
      route: 'by mouth',
    },
    {
      medication: {
        id: '00000000-0000-4000-8000-0000000000f2',
        name: 'Home oxygen',
        altNames: null,
        system: null,
        code: null,
        ...catalogStamps,
      },
    },
  ],
  conditions: [
    {
      condition: {
        id: '00000000-0000-4000-8000-0000000000d1',
        name: 'Atrial fibrillation',
        category: 'Heart',
        system: 'ICD10',
        code: 'I48.91',
        ...catalogStamps,
      },
    },
    {
      condition: {
        id: '00000000-0000-4000-8000-0000000000d2',
        name: 'Type 2 diabetes',
        category: null,
        system: 'SNOMED',
        code: '44054006',
        ...catalogStamps,
      },
    },
  ],
  hospital: null,
  physician: null,
};

/** Nothing on any list: allergies confirmed none known, the others not recorded, no code status. */
export const emptyPatientFixture: Patient = {
  ...fullPatientFixture,
  id: 'de30de30-0002-4000-8000-000000000002',
  codeStatus: null,
  codeStatusAttached: null,
  signedFormKind: null,
  signedFormDate: null,
  polstCpr: null,
  polstTreatment: null,
  allergies: [],
  medications: [],
  conditions: [],
  allergiesNoneKnownAt: '2025-03-02T10:00:00.000Z',
  allergiesNoneKnownById: stamps.createdById,
};

/** The full form as PHI collection off reads it: PHI keys null, no contact. */
export const phiOffPatientFixture: Patient = {
  ...fullPatientFixture,
  firstName: null,
  middleName: null,
  lastName: null,
  dateOfBirth: null,
  gender: null,
  emergencyContactId: null,
  emergencyContact: null,
  signedFormDate: null,
};
