import type { TFunction } from 'i18next';
import { patientDisplayName } from '@contract/patients';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { formatDate } from '@/lib/dates';
import type { PatientListRecord } from '../../api/patients.api';
import { personName } from '../person-name';

type Column = DataTableColumn<PatientListRecord>;

/** Name, or the id when PHI is off or the patient has no name (SPEC §2). */
export const patientNameColumn = (t: TFunction<'common'>, collectPhi: boolean): Column => ({
  key: 'name',
  header: collectPhi ? t('patients.fields.name') : t('patients.fields.id'),
  render: (p) => patientDisplayName(p, collectPhi),
});

const idColumn = (t: TFunction<'common'>): Column => ({
  key: 'id',
  header: t('patients.fields.id'),
  render: (p) => p.id,
});

/** Who created and updated the record, and when (dates in SPEC §9's patient format). */
const stampColumns = (t: TFunction<'common'>): Column[] => [
  {
    key: 'createdBy',
    header: t('patients.fields.createdBy'),
    render: (p) => personName(p.createdBy),
  },
  {
    key: 'createdAt',
    header: t('patients.fields.createdAt'),
    render: (p) => formatDate(p.createdAt),
  },
  {
    key: 'updatedBy',
    header: t('patients.fields.updatedBy'),
    render: (p) => personName(p.updatedBy),
  },
  {
    key: 'updatedAt',
    header: t('patients.fields.updatedAt'),
    render: (p) => formatDate(p.updatedAt),
  },
];

/** SPEC §2 patient list: Name (or ID), Created by, Date created, Updated by, Last updated. */
export const patientListColumns = (t: TFunction<'common'>, collectPhi: boolean): Column[] => [
  patientNameColumn(t, collectPhi),
  ...stampColumns(t),
];

/** SPEC §2 hospital view's Patients table: id, created by, date created, updated by, last updated. */
export const hospitalPatientColumns = (t: TFunction<'common'>): Column[] => [
  idColumn(t),
  ...stampColumns(t),
];

/** SPEC §2 physician view's Patients table: name, or id when PHI is off. */
export const physicianPatientColumns = (t: TFunction<'common'>, collectPhi: boolean): Column[] => [
  patientNameColumn(t, collectPhi),
];
