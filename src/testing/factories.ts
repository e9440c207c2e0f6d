import type { Allergy, Condition, Medication } from '@contract/catalogs';
import type { Hospital } from '@contract/hospitals';
import type { NpiOrganization } from '@contract/npi';
import type { Contact, Patient } from '@contract/patients';
import type { Physician } from '@contract/physicians';
import type { Role } from '@contract/roles';
import type { User } from '@contract/users';

const names: Record<Role, { firstName: string; lastName: string; email: string }> = {
  FIRST_RESPONDER: {
    firstName: 'Fiona',
    lastName: 'Responder',
    email: 'first.responder@example.org',
  },
  VOLUNTEER: { firstName: 'Victor', lastName: 'Volunteer', email: 'volunteer@example.org' },
  STAFF: { firstName: 'Sam', lastName: 'Staff', email: 'staff@example.org' },
  ADMIN: { firstName: 'Ada', lastName: 'Admin', email: 'admin@example.org' },
};

const timestamp = '2024-06-05T15:04:00.000Z';

/** An active (verified, approved) user of the given role, as the API returns it. */
export function buildUser(role: Role = 'FIRST_RESPONDER', overrides: Partial<User> = {}): User {
  return {
    id: crypto.randomUUID(),
    ...names[role],
    middleName: null,
    role,
    licenseNumber: null,
    licenseData: null,
    organization: null,
    languages: [],
    uiLanguage: null,
    emailVerifiedAt: timestamp,
    approvedAt: timestamp,
    rejectedAt: null,
    disabledAt: null,
    approvedById: null,
    rejectedById: null,
    disabledById: null,
    createdAt: timestamp,
    updatedAt: timestamp,
    ...overrides,
  };
}

/** A hospital as the API returns it. */
export function buildHospital(overrides: Partial<Hospital> = {}): Hospital {
  return {
    id: crypto.randomUUID(),
    name: 'Mercy General',
    address: '1 Main St, San Francisco, CA 94110',
    phone: '(415) 555-0100',
    email: 'info@mercy.example.org',
    createdAt: timestamp,
    updatedAt: timestamp,
    createdById: null,
    updatedById: null,
    ...overrides,
  };
}

/** A physician as the API returns it (no hospitals unless given). */
export function buildPhysician(overrides: Partial<Physician> = {}): Physician {
  return {
    id: crypto.randomUUID(),
    firstName: 'Jane',
    middleName: null,
    lastName: 'Doe',
    phone: '(415) 555-0199',
    email: 'jane.doe@example.org',
    createdAt: timestamp,
    updatedAt: timestamp,
    createdById: null,
    updatedById: null,
    hospitals: [],
    ...overrides,
  };
}

const catalogAudit = {
  createdAt: timestamp,
  updatedAt: timestamp,
  createdById: null,
  updatedById: null,
};

export function buildAllergy(overrides: Partial<Allergy> = {}): Allergy {
  return {
    id: crypto.randomUUID(),
    name: 'Penicillins',
    type: 'DRUG',
    system: null,
    code: null,
    ...catalogAudit,
    ...overrides,
  };
}

export function buildMedication(overrides: Partial<Medication> = {}): Medication {
  return {
    id: crypto.randomUUID(),
    name: 'Metformin',
    altNames: null,
    system: null,
    code: null,
    ...catalogAudit,
    ...overrides,
  };
}

export function buildCondition(overrides: Partial<Condition> = {}): Condition {
  return {
    id: crypto.randomUUID(),
    name: 'Asthma',
    category: null,
    system: null,
    code: null,
    ...catalogAudit,
    ...overrides,
  };
}

/** One NPI registry organisation as GET /npi returns it. */
export function buildNpiOrganization(overrides: Partial<NpiOrganization> = {}): NpiOrganization {
  return {
    name: 'SAINT FRANCIS MEMORIAL HOSPITAL',
    address: '900 Hyde St, San Francisco, CA 94109',
    phone: '415-353-6000',
    npi: '1234567893',
    ...overrides,
  };
}

/**
 * Who created and last updated the patients buildPatient makes (db.addPatient stores her), so
 * the list form can embed her. Her e-mail is not a signed-in role's, so she replaces none.
 */
export const patientAuthor: User = buildUser('STAFF', {
  id: '00000000-0000-4000-8000-0000000000a1',
  firstName: 'Wendy',
  lastName: 'Writer',
  email: 'patient.author@example.org',
});

/** An emergency contact as the API returns it. */
export function buildContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: crypto.randomUUID(),
    firstName: 'Maria',
    middleName: null,
    lastName: 'Garcia',
    phone: '(415) 555-0142',
    email: 'maria.garcia@example.org',
    address: null,
    relationship: 'SPOUSE',
    createdAt: timestamp,
    updatedAt: timestamp,
    createdById: patientAuthor.id,
    updatedById: patientAuthor.id,
    ...overrides,
  };
}

/**
 * A patient in the full form (GET /patients/:id), as our server sends it with PHI on: names,
 * birth date and gender, no contact, lists or choices unless given. `emergencyContactId`
 * follows the contact given.
 */
export function buildPatient(overrides: Partial<Patient> = {}): Patient {
  const emergencyContact = overrides.emergencyContact ?? null;
  return {
    id: crypto.randomUUID(),
    firstName: 'John',
    middleName: null,
    lastName: 'Smith',
    dateOfBirth: '1950-03-14',
    gender: 'MALE',
    language: 'ENGLISH',
    codeStatus: 'FULL',
    codeStatusAttached: false,
    hospitalId: overrides.hospital?.id ?? null,
    physicianId: overrides.physician?.id ?? null,
    emergencyContactId: emergencyContact?.id ?? null,
    createdAt: timestamp,
    updatedAt: timestamp,
    createdById: patientAuthor.id,
    updatedById: patientAuthor.id,
    emergencyContact,
    allergies: [],
    medications: [],
    conditions: [],
    hospital: null,
    physician: null,
    ...overrides,
  };
}
