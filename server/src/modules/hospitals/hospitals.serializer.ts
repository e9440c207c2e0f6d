import type { Hospital } from '@contract/hospitals';
import { stampFields } from '../../lib/stamp-fields';
import type { HospitalRow } from './hospitals.table';

/** A hospital as the API sends it: every key of API.md §2.6. */
export function toHospital(row: HospitalRow): Hospital {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    ...stampFields(row),
  };
}
