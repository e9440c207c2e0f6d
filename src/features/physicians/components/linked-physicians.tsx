import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ListPagination } from '@/components/list-pagination/list-pagination';
import { listFailureProps } from '@/components/query-state/query-state';
import { physicianQueries } from '../api/physicians.queries';
import { physicianColumns, physicianName } from './physician-columns';

interface LinkedPhysiciansProps {
  hospitalId: string;
  /** Rows open the physician's page only for roles that may see it. */
  canOpen: boolean;
}

/** The Physicians table of a hospital's page (GET /physicians?hospitalId=). */
export function LinkedPhysicians({ hospitalId, canOpen }: LinkedPhysiciansProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useQuery(physicianQueries.list({ search: '', hospitalId, page }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="linked-physicians-title">
      <Title order={2} size="h3" id="linked-physicians-title">
        {t('hospitals.view.physicians')}
      </Title>
      <DataTable
        label={t('hospitals.view.physicians')}
        columns={physicianColumns(t)}
        rows={list.data?.items}
        getRowKey={(physician) => physician.id}
        getRowLabel={(physician) => physicianName(physician, t)}
        isLoading={list.isFetching}
        {...listFailureProps(list, t('physicians.fetchFailed'), t('common.noAccess'))}
        emptyMessage={t('hospitals.view.noPhysicians')}
        onRowClick={
          canOpen ? (physician) => void navigate(`/physicians/${physician.id}`) : undefined
        }
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={page} onChange={setPage} />
    </Stack>
  );
}
