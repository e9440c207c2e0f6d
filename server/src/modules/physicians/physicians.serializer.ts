import type { Physician } from '@contract/physicians';
import { stampFields } from '../../lib/stamp-fields';
import { toHospital } from '../hospitals/hospitals.serializer';
import type { HospitalRow } from '../hospitals/hospitals.table';
import type { PhysicianRow } from './physicians.table';

/** A physician as the API sends it: every key of API.md §2.5, with its sorted hospitals. */
export function toPhysician(row: PhysicianRow, hospitals: readonly HospitalRow[]): Physician {
  return {
    id: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    ...stampFields(row),
    hospitals: hospitals.map(toHospital),
  };
}
