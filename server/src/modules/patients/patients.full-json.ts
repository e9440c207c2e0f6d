import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Patient } from '@contract/patients';
import { allergies, conditions, medications } from '../catalogs/catalogs.table';
import { patientDocuments } from '../documents/documents.table';
import { hospitals } from '../hospitals/hospitals.table';
import { physicianHospitals, physicians } from '../physicians/physicians.table';
import { users } from '../users/users.table';
import { dueAtOf } from '../verification/verification.service';
import {
  emergencyContacts,
  patientAllergies,
  patientConditions,
  patientMedications,
  patients,
} from './patients.table';

/*
 * The full form of a patient (API.md §2.3) built by PostgreSQL as one JSON value: the scalars,
 * the contact, the three ordered lists, the hospital and the physician with their hospitals, in
 * one statement and one round trip. While PHI collection is off the PHI keys are written as
 * null in the SQL itself, so a stored value never leaves the database.
 */

type Entry = readonly [key: string, value: SQL | AnyPgColumn];

/** json_build_object('key', value, …); keys are our own constants, never input. */
function jsonObject(entries: readonly Entry[]): SQL {
  const parts = entries.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}

/** ISO 8601 UTC with milliseconds and Z, as the API writes every timestamp. */
const isoOf = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const stampEntries = (table: {
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  createdById: AnyPgColumn;
  updatedById: AnyPgColumn;
}): Entry[] => [
  ['createdAt', isoOf(table.createdAt)],
  ['updatedAt', isoOf(table.updatedAt)],
  ['createdById', table.createdById],
  ['updatedById', table.updatedById],
];

type HospitalColumns = Record<
  | 'id'
  | 'name'
  | 'address'
  | 'phone'
  | 'email'
  | 'createdAt'
  | 'updatedAt'
  | 'createdById'
  | 'updatedById',
  AnyPgColumn
>;

const hospitalJson = (h: HospitalColumns) =>
  jsonObject([
    ['id', h.id],
    ['name', h.name],
    ['address', h.address],
    ['phone', h.phone],
    ['email', h.email],
    ...stampEntries(h),
  ]);

const patientHospital = alias(hospitals, 'patient_hospital');
const physicianHospital = alias(hospitals, 'physician_hospital');
/** In a raw FROM, an alias renders as its name only: name the table it stands for. */
const hospitalsAs = (name: string) => sql`${hospitals} ${sql.identifier(name)}`;

/** The physician's hospitals, sorted by name (case-insensitive), then id. */
const physicianHospitalsJson = sql`coalesce((
  select json_agg(${hospitalJson(physicianHospital)} order by lower(${physicianHospital.name}), ${physicianHospital.id})
  from ${physicianHospitals}
  join ${hospitalsAs('physician_hospital')} on ${physicianHospital.id} = ${physicianHospitals.hospitalId}
  where ${physicianHospitals.physicianId} = ${physicians.id}
), '[]'::json)`;

const physicianJson = sql`(select ${jsonObject([
  ['id', physicians.id],
  ['firstName', physicians.firstName],
  ['middleName', physicians.middleName],
  ['lastName', physicians.lastName],
  ['phone', physicians.phone],
  ['email', physicians.email],
  ...stampEntries(physicians),
  ['hospitals', physicianHospitalsJson],
])} from ${physicians} where ${physicians.id} = ${patients.physicianId})`;

const hospitalOfPatientJson = sql`(select ${hospitalJson(patientHospital)} from ${hospitalsAs('patient_hospital')} where ${patientHospital.id} = ${patients.hospitalId})`;

const contactJson = sql`(select ${jsonObject([
  ['id', emergencyContacts.id],
  ['firstName', emergencyContacts.firstName],
  ['middleName', emergencyContacts.middleName],
  ['lastName', emergencyContacts.lastName],
  ['phone', emergencyContacts.phone],
  ['email', emergencyContacts.email],
  ['address', emergencyContacts.address],
  ['relationship', emergencyContacts.relationship],
  ...stampEntries(emergencyContacts),
])} from ${emergencyContacts} where ${emergencyContacts.id} = ${patients.emergencyContactId})`;

const catalogStamps = (t: typeof allergies | typeof medications | typeof conditions) =>
  stampEntries(t);

const allergiesJson = sql`coalesce((
  select json_agg(json_build_object('allergy', ${jsonObject([
    ['id', allergies.id],
    ['name', allergies.name],
    ...catalogStamps(allergies),
    ['type', allergies.type],
    ['system', allergies.system],
    ['code', allergies.code],
  ])}, 'reaction', ${patientAllergies.reaction}, 'reactionNote', ${patientAllergies.reactionNote}, 'criticality', ${patientAllergies.criticality}) order by ${patientAllergies.position})
  from ${patientAllergies} join ${allergies} on ${allergies.id} = ${patientAllergies.allergyId}
  where ${patientAllergies.patientId} = ${patients.id}
), '[]'::json)`;

const medicationsJson = sql`coalesce((
  select json_agg(json_build_object('medication', ${jsonObject([
    ['id', medications.id],
    ['name', medications.name],
    ...catalogStamps(medications),
    ['altNames', medications.altNames],
    ['system', medications.system],
    ['code', medications.code],
    ['highRisk', medications.highRisk],
  ])}, 'dose', ${patientMedications.dose}, 'frequency', ${patientMedications.frequency}, 'route', ${patientMedications.route}) order by ${patientMedications.position})
  from ${patientMedications} join ${medications} on ${medications.id} = ${patientMedications.medicationId}
  where ${patientMedications.patientId} = ${patients.id}
), '[]'::json)`;

const conditionsJson = sql`coalesce((
  select json_agg(json_build_object('condition', ${jsonObject([
    ['id', conditions.id],
    ['name', conditions.name],
    ...catalogStamps(conditions),
    ['category', conditions.category],
    ['system', conditions.system],
    ['code', conditions.code],
  ])}) order by ${patientConditions.position})
  from ${patientConditions} join ${conditions} on ${conditions.id} = ${patientConditions.conditionId}
  where ${patientConditions.patientId} = ${patients.id}
), '[]'::json)`;

/** [issue 23] A document's metadata, as `documentSchema` (never its bytes). */
const documentJson = jsonObject([
  ['id', patientDocuments.id],
  ['kind', patientDocuments.kind],
  ['contentType', patientDocuments.contentType],
  ['size', patientDocuments.sizeBytes],
  ['page', patientDocuments.page],
  ['createdAt', isoOf(patientDocuments.createdAt)],
]);

const ofPatient = (kind: 'signed_form' | 'photo') =>
  sql`${patientDocuments.patientId} = ${patients.id} and ${patientDocuments.kind} = ${sql.raw(`'${kind}'`)} and ${patientDocuments.complete}`;

/** The signed form's pages, in page order. */
const documentsJson = sql`coalesce((
  select json_agg(${documentJson} order by ${patientDocuments.page})
  from ${patientDocuments} where ${ofPatient('signed_form')}
), '[]'::json)`;

const photoJson = sql`(select ${documentJson} from ${patientDocuments} where ${ofPatient('photo')} limit 1)`;

/** [issue 24] The member who last verified the record, by name. */
const verifierJson = sql`(select ${jsonObject([
  ['id', users.id],
  ['firstName', users.firstName],
  ['lastName', users.lastName],
])} from ${users} where ${users.id} = ${patients.verifiedBy})`;

/** A PHI value, or null while PHI collection is off. */
const phi = (collectPhi: boolean, value: SQL | AnyPgColumn): SQL | AnyPgColumn =>
  collectPhi ? value : sql`null`;

/** The full form's 22 keys, issue 23's eight, the none-known stamps and (PHI on) the documents, as one JSON expression over `patients`. */
export function fullPatientJson(collectPhi: boolean): SQL<Patient> {
  return jsonObject([
    ['id', patients.id],
    ['firstName', phi(collectPhi, patients.firstName)],
    ['middleName', phi(collectPhi, patients.middleName)],
    ['lastName', phi(collectPhi, patients.lastName)],
    ['dateOfBirth', phi(collectPhi, sql`to_char(${patients.dateOfBirth}, 'YYYY-MM-DD')`)],
    ['gender', phi(collectPhi, patients.gender)],
    ['language', patients.language],
    ['codeStatus', patients.codeStatus],
    ['codeStatusAttached', patients.codeStatusAttached],
    ['hospitalId', patients.hospitalId],
    ['physicianId', patients.physicianId],
    ['emergencyContactId', phi(collectPhi, patients.emergencyContactId)],
    ...stampEntries(patients),
    ['signedFormKind', patients.signedFormKind],
    ['signedFormDate', phi(collectPhi, sql`to_char(${patients.signedFormDate}, 'YYYY-MM-DD')`)],
    ['signedFormLocation', patients.signedFormLocation],
    ['polstCpr', patients.polstCpr],
    ['polstTreatment', patients.polstTreatment],
    ['circumstances', patients.circumstances],
    ['circumstancesNote', patients.circumstancesNote],
    ['accessInstructions', patients.accessInstructions],
    ['allergiesNoneKnownAt', isoOf(patients.allergiesNoneKnownAt)],
    ['allergiesNoneKnownById', patients.allergiesNoneKnownById],
    ['medicationsNoneKnownAt', isoOf(patients.medicationsNoneKnownAt)],
    ['medicationsNoneKnownById', patients.medicationsNoneKnownById],
    ['conditionsNoneKnownAt', isoOf(patients.conditionsNoneKnownAt)],
    ['conditionsNoneKnownById', patients.conditionsNoneKnownById],
    ['emergencyContact', phi(collectPhi, contactJson)],
    ['allergies', allergiesJson],
    ['medications', medicationsJson],
    ['conditions', conditionsJson],
    ['verifiedAt', isoOf(patients.verifiedAt)],
    ['verifiedBy', verifierJson],
    ['verificationNote', patients.verificationNote],
    [
      'reviewDueAt',
      sql`to_char(${dueAtOf(patients.reviewFrom)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    ],
    ['hospital', hospitalOfPatientJson],
    ['physician', physicianJson],
    // A signed form carries the patient's name, a photo their face: absent while PHI is off.
    ...(collectPhi
      ? ([
          ['documents', documentsJson],
          ['photo', photoJson],
        ] as Entry[])
      : []),
  ]) as SQL<Patient>;
}
