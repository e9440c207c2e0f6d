import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { patientDisplayName } from '@contract/patients';
import { paths } from '@contract/paths';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ListPagination } from '@/components/list-pagination/list-pagination';
import { listFailureProps } from '@/components/query-state/query-state';
import type { PatientListRecord } from '../../api/patients.api';
import { patientQueries } from '../../api/patients.queries';
import { hospitalPatientColumns, physicianPatientColumns } from './patient-columns';

type LinkedPatientsProps = { collectPhi: boolean } & (
  { hospitalId: string; physicianId?: never } | { physicianId: string; hospitalId?: never }
);

/**
 * The Patients table of a hospital's or a physician's page (SPEC §2): the patients who chose
 * that hospital or physician (GET /patients?hospitalId= or ?physicianId=). Rows open the patient.
 */
export function LinkedPatients({ collectPhi, hospitalId, physicianId }: LinkedPatientsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const filter = hospitalId === undefined ? { physicianId } : { hospitalId };
  const list = useQuery(patientQueries.list({ search: '', page, ...filter }));
  const columns: DataTableColumn<PatientListRecord>[] =
    hospitalId === undefined ? physicianPatientColumns(t, collectPhi) : hospitalPatientColumns(t);
  return (
    <Stack gap="sm" component="section" aria-labelledby="linked-patients-title">
      <Title order={2} size="h3" id="linked-patients-title">
        {t('patients.table.title')}
      </Title>
      <DataTable
        label={t('patients.table.title')}
        columns={columns}
        rows={list.data?.items}
        getRowKey={(patient) => patient.id}
        getRowLabel={(patient) => patientDisplayName(patient, collectPhi)}
        isLoading={list.isFetching}
        {...listFailureProps(list, t('patients.list.fetchFailed'), t('common.noAccess'))}
        emptyMessage={t('patients.table.empty')}
        onRowClick={(patient) => void navigate(paths.patient.href(patient.id))}
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={page} onChange={setPage} />
    </Stack>
  );
}
