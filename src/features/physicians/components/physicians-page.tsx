import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
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
import { linkedCountQuery } from '@/lib/linked-count';
import { useListParams } from '@/lib/list-params';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { PhysicianRecord } from '../api/physicians.api';
import { physicianQueries, useDeletePhysician } from '../api/physicians.queries';
import { NewPhysicianModal } from './new-physician-modal';
import { physicianColumns, physicianName } from './physician-columns';
import { deleteFailureText } from './physician-delete-failure';

interface PhysiciansPageProps {
  role: Role | null;
}

/** SPEC §2 physician list: search, table with row menu (Delete for those who may delete), pagination. */
export function PhysiciansPage({ role }: PhysiciansPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { search, page, setSearch, setPage } = useListParams();
  const list = useQuery(physicianQueries.list({ search, page }));
  const [isCreating, setIsCreating] = useState(false);
  const toDelete = useDeleteWithConfirm<PhysicianRecord>({
    mutation: useDeletePhysician(),
    getId: (physician) => physician.id,
    onDeleted: (message) => notifySuccess(message ?? t('physicians.delete.success')),
    onFailed: (error, physician) =>
      notifyError(deleteFailureText(error, physician, t), {
        title: t('physicians.delete.failed'),
      }),
  });

  // Asked only while the question is open: the server refuses while patients are linked.
  const patientCount = useQuery({
    ...linkedCountQuery('patients', { physicianId: toDelete.target?.id ?? '' }),
    enabled: toDelete.dialogProps.opened && toDelete.target !== null,
  });

  const open = (physician: PhysicianRecord, href = paths.physician.href) =>
    void navigate(href(physician.id));

  const rowActions = (physician: PhysicianRecord): RowAction[] => [
    { key: 'view', label: t('common.view'), onClick: () => open(physician) },
    {
      key: 'edit',
      label: t('common.edit'),
      onClick: () => open(physician, paths.physicianEdit.href),
      isShown: can(role, 'physician.updateInUi'),
    },
    {
      key: 'delete',
      label: t('common.delete'),
      isDanger: true,
      onClick: () => toDelete.ask(physician),
      isShown: can(role, 'physician.delete'),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('physicians.list.title')}</Title>
        {can(role, 'physician.create') && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setIsCreating(true)}
          >
            {t('physicians.create')}
          </Button>
        )}
      </Group>
      <SearchBox label={t('physicians.list.search')} value={search} onSearch={setSearch} />
      <DataTable
        label={t('physicians.list.tableLabel')}
        columns={physicianColumns(t)}
        rows={list.data?.items}
        getRowKey={(physician) => physician.id}
        getRowLabel={(physician) => physicianName(physician, t)}
        isLoading={list.isFetching || navigation.state === 'loading'}
        {...listFailureProps(list, t('physicians.fetchFailed'), t('common.noAccess'))}
        emptyMessage={t('physicians.list.empty')}
        onRowClick={(physician) => open(physician)}
        rowActions={rowActions}
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={page} onChange={setPage} />
      <ConfirmDialog
        {...toDelete.dialogProps}
        title={t('physicians.delete.title')}
        // SPEC §2's question, then whom it is about and what follows.
        message={t('physicians.delete.confirm')}
        detail={
          toDelete.target && (
            <DeleteConsequence
              name={physicianName(toDelete.target, t)}
              links={[
                { kind: 'patients', count: patientCount.data },
                { kind: 'hospitals', count: toDelete.target.hospitals?.length ?? null },
              ]}
            />
          )
        }
        cancelLabel={t('common.cancel')}
        confirmLabel={t('physicians.delete.submit')}
      />
      <NewPhysicianModal
        opened={isCreating}
        onClose={() => setIsCreating(false)}
        onRegistered={(physician) => open(physician)}
      />
    </Stack>
  );
}
