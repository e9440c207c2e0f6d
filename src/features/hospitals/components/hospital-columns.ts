import type { TFunction } from 'i18next';
import { emailOr, phoneOr } from '@/components/contact-link/contact-link';
import type { DataTableColumn } from '@/components/data-table/data-table';
import type { HospitalRecord } from '../api/hospitals.api';

/** SPEC §2 hospital list columns: Name, Email, Phone, Address. */
export function hospitalColumns(t: TFunction<'common'>): DataTableColumn<HospitalRecord>[] {
  return [
    { key: 'name', header: t('hospitals.fields.name'), render: (h) => h.name },
    { key: 'email', header: t('hospitals.fields.email'), render: (h) => emailOr(h.email) },
    { key: 'phone', header: t('hospitals.fields.phone'), render: (h) => phoneOr(h.phone) },
    { key: 'address', header: t('hospitals.fields.address'), render: (h) => h.address ?? '' },
  ];
}
