import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import { DataTable } from '@/components/data-table/data-table';
import { ListPagination } from '@/components/list-pagination/list-pagination';
import { listFailureProps } from '@/components/query-state/query-state';
import { hospitalQueries } from '../api/hospitals.queries';
import { hospitalColumns } from './hospital-columns';

/**
 * The Hospitals table of a physician's page, read from GET /hospitals?physicianId= (which both
 * servers answer; the reference's GET /physicians/:id has no `hospitals`).
 */
export function LinkedHospitals({ physicianId }: { physicianId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useQuery(hospitalQueries.list({ search: '', physicianId, page }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="linked-hospitals-title">
      <Title order={2} size="h3" id="linked-hospitals-title">
        {t('physicians.view.hospitals')}
      </Title>
      <DataTable
        label={t('physicians.view.hospitals')}
        columns={hospitalColumns(t)}
        rows={list.data?.items}
        getRowKey={(hospital) => hospital.id}
        getRowLabel={(hospital) => hospital.name}
        isLoading={list.isFetching}
        {...listFailureProps(list, t('hospitals.list.fetchFailed'), t('common.noAccess'))}
        emptyMessage={t('physicians.view.noHospitals')}
        onRowClick={(hospital) => void navigate(paths.hospital.href(hospital.id))}
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={page} onChange={setPage} />
    </Stack>
  );
}
