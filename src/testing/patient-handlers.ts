import { http } from 'msw';
import {
  contactSchema,
  medicalListKeys,
  patientCreatedSchema,
  patientCreateSchema,
  patientListItemSchema,
  patientListQuerySchema,
  patientMessages,
  patientPatchSchema,
  patientPhiKeys,
  patientSchema,
  type Contact,
  type MedicalListKey,
  type Patient,
  type PatientCreated,
  type PatientListItem,
  type PatientPatchFields,
} from '@contract/patients';
import type { User } from '@contract/users';
import {
  dueItemSchema,
  dueListQuerySchema,
  REVIEW_INTERVAL_DEFAULT_MONTHS,
  reviewIntervalSchema,
  type DueItem,
} from '@contract/verification';
import { isPhiEnabled } from '@/lib/feature-flags';
import { db, type StoredPatient } from './db';
import {
  api,
  definedOnly,
  guard,
  guardedQuery,
  invalid,
  invalidItem,
  isUuid,
  message,
  now,
  paginate,
  readBody,
  respond,
} from './handler-utils';

/*
 * Thin: parse with the contract (its schemas carry the PHI switch, read from window.env as the
 * SPA reads it), guard with the permission table, store and return. No search rule lives here
 * (the list ignores its term): a test that needs a search result or a refusal sets it up with
 * server.use(...). With PHI off, the PHI fields are sent as null, as API.md §5.8 says.
 */

const rules = () => ({ collectPhi: isPhiEnabled() });

function findPatient(id: string): StoredPatient | Response {
  if (!isUuid(id)) return invalidItem('id', patientMessages.idFormat);
  return db.patients.get(id.toLowerCase()) ?? message(patientMessages.missing(id), 404);
}

const storedKeys = [
  'allergyIds',
  'medicationIds',
  'conditionIds',
  'emergencyContact',
  'allergyDetails',
  'medicationDetails',
  'allergiesNoneKnownAt',
  'allergiesNoneKnownById',
  'medicationsNoneKnownAt',
  'medicationsNoneKnownById',
  'conditionsNoneKnownAt',
  'conditionsNoneKnownById',
] as const;

/** The 16 scalars, with the PHI ones nulled while PHI is off. */
function scalars(stored: StoredPatient): PatientCreated {
  const created = Object.fromEntries(
    Object.entries(stored).filter(([key]) => !(storedKeys as readonly string[]).includes(key)),
  ) as PatientCreated;
  if (isPhiEnabled()) return created;
  return { ...created, ...Object.fromEntries(patientPhiKeys.map((key) => [key, null])) };
}

function catalogEntries<K extends MedicalListKey>(kind: K, ids: readonly string[]) {
  const entries = db.catalogs[kind] as Map<string, unknown>;
  return ids.map((id) => entries.get(id));
}

function fullForm(stored: StoredPatient): Patient {
  const physician = stored.physicianId ? db.physicians.get(stored.physicianId) : undefined;
  return {
    ...scalars(stored),
    emergencyContact: isPhiEnabled() ? stored.emergencyContact : null,
    allergies: catalogEntries('allergies', stored.allergyIds).map((allergy, index) => ({
      allergy,
      ...stored.allergyDetails[stored.allergyIds[index] ?? ''],
    })),
    medications: catalogEntries('medications', stored.medicationIds).map((medication, index) => ({
      medication,
      ...stored.medicationDetails[stored.medicationIds[index] ?? ''],
    })),
    allergiesNoneKnownAt: stored.allergiesNoneKnownAt ?? null,
    allergiesNoneKnownById: stored.allergiesNoneKnownById ?? null,
    medicationsNoneKnownAt: stored.medicationsNoneKnownAt ?? null,
    medicationsNoneKnownById: stored.medicationsNoneKnownById ?? null,
    conditionsNoneKnownAt: stored.conditionsNoneKnownAt ?? null,
    conditionsNoneKnownById: stored.conditionsNoneKnownById ?? null,
    conditions: catalogEntries('conditions', stored.conditionIds).map((condition) => ({
      condition,
    })),
    hospital: (stored.hospitalId && db.hospitals.get(stored.hospitalId)) || null,
    physician: physician ? db.physicianView(physician) : null,
  } as Patient;
}

function author(id: string): User {
  const user = db.userById(id)?.user;
  if (!user) throw new Error(`Mock patient author ${id} is not stored: pass it to db.addPatient`);
  return user;
}

function listForm(stored: StoredPatient): PatientListItem {
  return {
    ...scalars(stored),
    createdBy: author(stored.createdById),
    updatedBy: author(stored.updatedById),
  };
}

type ContactFields = Omit<
  Contact,
  'id' | 'createdAt' | 'updatedAt' | 'createdById' | 'updatedById'
>;

const blankContact: ContactFields = {
  firstName: null,
  middleName: null,
  lastName: null,
  phone: null,
  email: null,
  address: null,
  relationship: null,
};

/** The stored contact after `contactData`: created when needed, dropped when left empty. */
function nextContact(
  current: Contact | null,
  section: Partial<ContactFields>,
  userId: string,
): Contact | null {
  const fields: ContactFields = { ...blankContact, ...definedOnly(section) };
  for (const key of Object.keys(blankContact) as (keyof ContactFields)[]) {
    if (section[key] === undefined && current) fields[key] = current[key];
  }
  if (Object.values(fields).every((value) => value === null)) return null;
  return contactSchema.parse({
    id: current?.id ?? crypto.randomUUID(),
    createdAt: current?.createdAt ?? now(),
    createdById: current?.createdById ?? userId,
    ...fields,
    updatedAt: now(),
    updatedById: userId,
  });
}

const catalogIdKeys = {
  allergies: 'allergyIds',
  medications: 'medicationIds',
  conditions: 'conditionIds',
} as const;

/** Applies the sections in API.md's order; an id the store lacks is the server's 404. */
function applyPatch(
  found: StoredPatient,
  body: PatientPatchFields,
  userId: string,
): StoredPatient | Response {
  const next: StoredPatient = { ...found, updatedAt: now(), updatedById: userId };
  if (body.patientData) Object.assign(next, definedOnly(body.patientData));
  if (body.contactData) {
    next.emergencyContact = nextContact(found.emergencyContact, body.contactData, userId);
    next.emergencyContactId = next.emergencyContact?.id ?? null;
  }
  for (const key of medicalListKeys) {
    const ids = body.medicalData?.[key];
    if (ids === undefined) continue;
    const missing = ids.find((id) => !db.catalogs[key].has(id));
    if (missing) return message(patientMessages.listItemMissing(key, missing), 404);
    next[catalogIdKeys[key]] = ids;
  }
  applyMedicalDetails(next, body.medicalData, userId);
  const { hospitalId, physicianId } = body.healthcareChoices ?? {};
  if (hospitalId && !db.hospitals.has(hospitalId))
    return message(patientMessages.hospitalMissing(hospitalId), 404);
  if (physicianId && !db.physicians.has(physicianId))
    return message(patientMessages.physicianMissing(physicianId), 404);
  if (hospitalId !== undefined) next.hospitalId = hospitalId;
  if (physicianId !== undefined) next.physicianId = physicianId;
  if (body.codeStatus) next.codeStatus = body.codeStatus;
  return next;
}

/** Issue 23, stored as sent (the server's rules are its own tests'): details and none known. */
function applyMedicalDetails(
  next: StoredPatient,
  section: PatientPatchFields['medicalData'],
  userId: string,
) {
  if (!section) return;
  next.allergyDetails = { ...next.allergyDetails };
  next.medicationDetails = { ...next.medicationDetails };
  for (const { allergyId, ...details } of section.allergyDetails ?? [])
    next.allergyDetails[allergyId] = details;
  for (const { medicationId, ...details } of section.medicationDetails ?? [])
    next.medicationDetails[medicationId] = details;
  for (const key of medicalListKeys) {
    const noneKnown = section[`${key}NoneKnown`];
    if (noneKnown === true) {
      next[`${key}NoneKnownAt`] = now();
      next[`${key}NoneKnownById`] = userId;
    } else if (noneKnown === false || next[catalogIdKeys[key]].length > 0) {
      next[`${key}NoneKnownAt`] = null;
      next[`${key}NoneKnownById`] = null;
    }
  }
}

/** [issue 24] The review interval the mock server keeps (GET/PUT /settings/review-interval). */
let reviewMonths: number = REVIEW_INTERVAL_DEFAULT_MONTHS;

/** [issue 24] A stored patient as a Due for review row: never verified here, due by creation. */
function dueItem(patient: StoredPatient, at: Date): DueItem {
  const due = new Date(patient.createdAt);
  due.setUTCMonth(due.getUTCMonth() + reviewMonths);
  const phi = isPhiEnabled();
  return {
    id: patient.id,
    firstName: phi ? patient.firstName : null,
    lastName: phi ? patient.lastName : null,
    createdAt: patient.createdAt,
    verifiedAt: null,
    reviewDueAt: due.toISOString(),
    overdue: due.getTime() <= at.getTime(),
  };
}

export const patientHandlers = [
  /** [issue 24] Before /patients/:id, which would take 'due' for an id. Every patient is listed. */
  http.get(api('/patients/due'), ({ request }) => {
    const params = guardedQuery(request, 'review.list', dueListQuerySchema);
    if (params instanceof Response) return params;
    const at = new Date(now());
    const rows = [...db.patients.values()]
      .map((patient) => dueItem(patient, at))
      .sort((a, b) => a.reviewDueAt.localeCompare(b.reviewDueAt) || a.id.localeCompare(b.id));
    return paginate(rows, params, dueItemSchema);
  }),
  http.get(api('/settings/review-interval'), ({ request }) => {
    const denied = guard(request, 'review.list');
    return denied ?? respond(reviewIntervalSchema, { months: reviewMonths });
  }),
  http.put(api('/settings/review-interval'), async ({ request }) => {
    const denied = guard(request, 'review.intervalUpdate');
    if (denied) return denied;
    const parsed = reviewIntervalSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    reviewMonths = parsed.data.months;
    return respond(reviewIntervalSchema, { months: reviewMonths });
  }),
  /** Every stored patient, newest update first; the filters read the stored choices. */
  http.get(api('/patients'), ({ request }) => {
    const params = guardedQuery(request, 'patient.list', patientListQuerySchema);
    if (params instanceof Response) return params;
    const { hospitalId, physicianId, page, perPage } = params;
    const rows = [...db.patients.values()]
      .filter((p) => !hospitalId || p.hospitalId === hospitalId)
      .filter((p) => !physicianId || p.physicianId === physicianId)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id))
      .map(listForm);
    return paginate(rows, { page, perPage }, patientListItemSchema);
  }),

  http.get(api('/patients/:id'), ({ request, params }) => {
    const denied = guard(request, 'patient.view');
    if (denied) return denied;
    const found = findPatient(String(params.id));
    return found instanceof Response ? found : respond(patientSchema, fullForm(found));
  }),

  http.post(api('/patients'), async ({ request }) => {
    const denied = guard(request, 'patient.create');
    if (denied) return denied;
    const parsed = patientCreateSchema(rules()).safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const { id, ...fields } = parsed.data;
    if (db.patients.has(id)) return message(patientMessages.exists(id), 409);
    const userId = db.currentUser()?.id ?? '';
    const stored: StoredPatient = {
      id,
      firstName: null,
      middleName: null,
      lastName: null,
      dateOfBirth: null,
      gender: null,
      language: null,
      ...definedOnly(fields),
      codeStatus: null,
      codeStatusAttached: null,
      hospitalId: null,
      physicianId: null,
      emergencyContactId: null,
      createdAt: now(),
      updatedAt: now(),
      createdById: userId,
      updatedById: userId,
      emergencyContact: null,
      allergyIds: [],
      medicationIds: [],
      conditionIds: [],
      allergyDetails: {},
      medicationDetails: {},
    };
    db.patients.set(id, stored);
    return respond(patientCreatedSchema, scalars(stored), 201);
  }),

  /** As on the servers, a malformed id is the 404 of an unknown one here. */
  http.patch(api('/patients/:id'), async ({ request, params }) => {
    const denied = guard(request, 'patient.update');
    if (denied) return denied;
    const id = String(params.id);
    const found = db.patients.get(id.toLowerCase());
    if (!found) return message(patientMessages.missing(id), 404);
    const parsed = patientPatchSchema(rules()).safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const next = applyPatch(found, parsed.data, db.currentUser()?.id ?? '');
    if (next instanceof Response) return next;
    db.patients.set(next.id, next);
    return respond(patientSchema, fullForm(next));
  }),

  http.delete(api('/patients/:id'), ({ request, params }) => {
    const denied = guard(request, 'patient.delete');
    if (denied) return denied;
    const found = findPatient(String(params.id));
    if (found instanceof Response) return found;
    db.patients.delete(found.id);
    return message(patientMessages.deleted, 200);
  }),
];
