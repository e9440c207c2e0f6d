import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { Role } from '@contract/roles';
import { paths } from '@contract/paths';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { DeleteConsequence } from '@/components/confirm-dialog/delete-consequence';
import { useDeleteWithConfirm } from '@/components/confirm-dialog/use-delete-with-confirm';
import { DataTable, type RowAction } from '@/components/data-table/data-table';
import { ListPagination } from '@/components/list-pagination/list-pagination';
import { listFailureProps } from '@/components/query-state/query-state';
import { SearchBox } from '@/components/search-box/search-box';
import { linkedCountQuery, type LinkedResource } from '@/lib/linked-count';
import { useListParams } from '@/lib/list-params';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { HospitalRecord } from '../api/hospitals.api';
import { hospitalQueries, useDeleteHospital } from '../api/hospitals.queries';
import { hospitalColumns } from './hospital-columns';
import { HospitalFormModal } from './hospital-form-modal';

interface HospitalsPageProps {
  role: Role | null;
}

/** SPEC §2 hospital list: search, Create Hospital, table with row menu, pagination. */
export function HospitalsPage({ role }: HospitalsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { search, page, setSearch, setPage } = useListParams();
  const list = useQuery(hospitalQueries.list({ search, page }));
  const [isCreating, setIsCreating] = useState(false);
  const toDelete = useDeleteWithConfirm<HospitalRecord>({
    mutation: useDeleteHospital(),
    getId: (hospital) => hospital.id,
    onDeleted: (message) => notifySuccess(message ?? t('hospitals.delete.success')),
    onFailed: (error) => notifyError(error.message, { title: t('hospitals.delete.failed') }),
  });
  // Asked only while the question is open: the server refuses while anything is linked.
  const countOf = (resource: LinkedResource) => ({
    ...linkedCountQuery(resource, { hospitalId: toDelete.target?.id ?? '' }),
    enabled: toDelete.dialogProps.opened && toDelete.target !== null,
  });
  const patientCount = useQuery(countOf('patients'));
  const physicianCount = useQuery(countOf('physicians'));
  const canCreate = can(role, 'hospital.create');
  const canEdit = can(role, 'hospital.update');

  const open = (hospital: HospitalRecord, href = paths.hospital.href) =>
    void navigate(href(hospital.id));

  const rowActions = (hospital: HospitalRecord): RowAction[] => [
    { key: 'view', label: t('common.view'), onClick: () => open(hospital) },
    {
      key: 'edit',
      label: t('common.edit'),
      onClick: () => open(hospital, paths.hospitalEdit.href),
      isShown: canEdit,
    },
    {
      key: 'delete',
      label: t('common.delete'),
      isDanger: true,
      onClick: () => toDelete.ask(hospital),
      isShown: can(role, 'hospital.deleteInUi'),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('hospitals.list.title')}</Title>
        {canCreate && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setIsCreating(true)}
          >
            {t('hospitals.list.create')}
          </Button>
        )}
      </Group>
      <SearchBox label={t('hospitals.list.search')} value={search} onSearch={setSearch} />
      <DataTable
        label={t('hospitals.list.tableLabel')}
        columns={hospitalColumns(t)}
        rows={list.data?.items}
        getRowKey={(hospital) => hospital.id}
        getRowLabel={(hospital) => hospital.name}
        isLoading={list.isFetching || navigation.state === 'loading'}
        {...listFailureProps(list, t('hospitals.list.fetchFailed'), t('common.noAccess'))}
        emptyMessage={t('hospitals.list.empty')}
        onRowClick={(hospital) => open(hospital)}
        rowActions={rowActions}
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={page} onChange={setPage} />
      <HospitalFormModal opened={isCreating} onClose={() => setIsCreating(false)} />
      <ConfirmDialog
        {...toDelete.dialogProps}
        title={t('hospitals.delete.title')}
        message={t('hospitals.delete.confirm', { name: toDelete.target?.name ?? '' })}
        detail={
          toDelete.target && (
            <DeleteConsequence
              name={toDelete.target.name}
              links={[
                { kind: 'patients', count: patientCount.data },
                { kind: 'physicians', count: physicianCount.data },
              ]}
            />
          )
        }
        cancelLabel={t('common.cancel')}
        confirmLabel={t('hospitals.delete.submit')}
      />
    </Stack>
  );
}
