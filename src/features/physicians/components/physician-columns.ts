import type { TFunction } from 'i18next';
import { physicianFullName } from '@contract/physicians';
import { emailOr, phoneOr } from '@/components/contact-link/contact-link';
import type { DataTableColumn } from '@/components/data-table/data-table';
import type { PhysicianRecord } from '../api/physicians.api';

export function physicianName(physician: PhysicianRecord, t: TFunction<'common'>): string {
  return physicianFullName(physician) || t('physicians.unnamed');
}

/** SPEC §2 physician list columns: Name, Email, Phone. */
export function physicianColumns(t: TFunction<'common'>): DataTableColumn<PhysicianRecord>[] {
  return [
    { key: 'name', header: t('physicians.fields.name'), render: (p) => physicianName(p, t) },
    { key: 'email', header: t('physicians.fields.email'), render: (p) => emailOr(p.email) },
    { key: 'phone', header: t('physicians.fields.phone'), render: (p) => phoneOr(p.phone) },
  ];
}
