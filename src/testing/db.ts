import { emergencyStore } from './emergency-store';
import type { Allergy, CatalogKind, Condition, Medication } from '@contract/catalogs';
import type { Hospital } from '@contract/hospitals';
import type { Invite } from '@contract/invites';
import type { NpiOrganization } from '@contract/npi';
import type {
  Contact,
  Patient,
  PatientAllergy,
  PatientCreated,
  PatientMedication,
} from '@contract/patients';
import type { Physician } from '@contract/physicians';
import type { User } from '@contract/users';
import { accountStore } from './account-store';
import { auditStore } from './audit-store';
import { noticeStore } from './notice-store';
import { patientAuthor } from './factories';

interface StoredUser {
  user: User;
  password: string;
}

/** A physician as kept here: the links are ids, `hospitals` is built when it is sent. */
export type StoredPhysician = Omit<Physician, 'hospitals'> & { hospitalIds: string[] };

/**
 * A patient as kept here: the scalars, the contact, and the ordered catalog ids; the full and
 * list forms are built when they are sent (patient-handlers.ts).
 */
export type StoredPatient = PatientCreated &
  Pick<
    Patient,
    | 'allergiesNoneKnownAt'
    | 'allergiesNoneKnownById'
    | 'medicationsNoneKnownAt'
    | 'medicationsNoneKnownById'
    | 'conditionsNoneKnownAt'
    | 'conditionsNoneKnownById'
  > & {
    emergencyContact: Contact | null;
    allergyIds: string[];
    medicationIds: string[];
    conditionIds: string[];
    /** Issue 23: each linked entry's details, by its id. */
    allergyDetails: Record<string, Omit<PatientAllergy, 'allergy'>>;
    medicationDetails: Record<string, Omit<PatientMedication, 'medication'>>;
  };

export interface CatalogEntries {
  allergies: Allergy;
  medications: Medication;
  conditions: Condition;
}

export interface RecordedRequest {
  method: string;
  /** The path under /api/v1, e.g. /physicians. */
  path: string;
  query: Record<string, string>;
}

/**
 * A tiny stand-in for the server: accounts, the one browser session of the test, and the
 * records (patients, hospitals, physicians, catalogs, NPI answers).
 * (Node's fetch keeps no cookies, so the session lives here instead of in a cookie.)
 */
export const db = {
  users: new Map<string, StoredUser>(),
  sessionUserId: null as string | null,
  /** Every API request the handlers answered, in order. */
  requests: [] as RecordedRequest[],
  hospitals: new Map<string, Hospital>(),
  physicians: new Map<string, StoredPhysician>(),
  catalogs: {
    allergies: new Map<string, Allergy>(),
    medications: new Map<string, Medication>(),
    conditions: new Map<string, Condition>(),
  },
  npiResults: [] as NpiOrganization[],
  /** Invites by id (GET /invites lists them newest first). */
  invites: new Map<string, Invite>(),
  patients: new Map<string, StoredPatient>(),
  /** [ours] Print runs of GET /patients/generate: when, and how many labels (issue 22). */
  labelPrints: [] as { at: string; count: number }[],

  addUser(user: User, password = 'Lifeline-demo-1'): User {
    this.users.set(user.email.toLowerCase(), { user, password });
    return user;
  },
  signIn(user: User): User {
    this.addUser(user);
    this.sessionUserId = user.id;
    return user;
  },
  /** The stored user with this id (any case), if any. */
  userById(id: string): StoredUser | undefined {
    for (const stored of this.users.values())
      if (stored.user.id === id.toLowerCase()) return stored;
    return undefined;
  },
  /** Replaces a stored user (found by id), keeping their password. */
  putUser(user: User): User {
    const stored = this.userById(user.id);
    if (stored) this.users.delete(stored.user.email.toLowerCase());
    this.users.set(user.email.toLowerCase(), {
      user,
      password: stored?.password ?? 'Lifeline-demo-1',
    });
    return user;
  },
  addInvite(invite: Invite): Invite {
    this.invites.set(invite.id, invite);
    return invite;
  },
  currentUser(): User | null {
    return this.sessionUserId === null ? null : (this.userById(this.sessionUserId)?.user ?? null);
  },
  addHospital(hospital: Hospital): Hospital {
    this.hospitals.set(hospital.id, hospital);
    return hospital;
  },
  /** Stores the physician, linked to the given hospitals (which are stored too). */
  addPhysician(physician: Physician): Physician {
    const { hospitals, ...rest } = physician;
    for (const hospital of hospitals) this.addHospital(hospital);
    this.physicians.set(physician.id, { ...rest, hospitalIds: hospitals.map((h) => h.id) });
    return physician;
  },
  addCatalogEntry<K extends CatalogKind>(kind: K, entry: CatalogEntries[K]): CatalogEntries[K] {
    (this.catalogs[kind] as Map<string, CatalogEntries[K]>).set(entry.id, entry);
    return entry;
  },
  /**
   * Stores the patient with everything it embeds (hospital, physician, catalog entries) and its
   * authors, so each form of it can be sent.
   */
  addPatient(patient: Patient, authors: readonly User[] = [patientAuthor]): Patient {
    const { allergies, medications, conditions, hospital, physician, ...rest } = patient;
    for (const author of authors) this.addUser(author);
    if (hospital) this.addHospital(hospital);
    if (physician) this.addPhysician(physician);
    for (const { allergy } of allergies) this.addCatalogEntry('allergies', allergy);
    for (const { medication } of medications) this.addCatalogEntry('medications', medication);
    for (const { condition } of conditions) this.addCatalogEntry('conditions', condition);
    this.patients.set(patient.id, {
      ...rest,
      allergyIds: allergies.map(({ allergy }) => allergy.id),
      medicationIds: medications.map(({ medication }) => medication.id),
      conditionIds: conditions.map(({ condition }) => condition.id),
      allergyDetails: Object.fromEntries(
        allergies.map(({ allergy, ...details }) => [allergy.id, details]),
      ),
      medicationDetails: Object.fromEntries(
        medications.map(({ medication, ...details }) => [medication.id, details]),
      ),
    });
    return patient;
  },
  /** The physician as the API sends it, with its hospitals sorted by name. */
  physicianView(stored: StoredPhysician): Physician {
    const { hospitalIds, ...rest } = stored;
    const hospitals = hospitalIds
      .map((id) => this.hospitals.get(id))
      .filter((hospital): hospital is Hospital => hospital !== undefined)
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    return { ...rest, hospitals };
  },
  reset(): void {
    this.users.clear();
    this.sessionUserId = null;
    this.requests = [];
    this.hospitals.clear();
    this.physicians.clear();
    for (const map of Object.values(this.catalogs)) map.clear();
    this.npiResults = [];
    this.invites.clear();
    accountStore.reset();
    auditStore.reset();
    noticeStore.reset();
    this.patients.clear();
    this.labelPrints = [];
    emergencyStore.reset();
  },
};
