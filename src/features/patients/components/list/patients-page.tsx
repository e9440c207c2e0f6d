import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { patientDisplayName } from '@contract/patients';
import { can } from '@contract/permissions';
import type { Role } from '@contract/roles';
import { paths } from '@contract/paths';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useDeleteWithConfirm } from '@/components/confirm-dialog/use-delete-with-confirm';
import { DataTable, type RowAction } from '@/components/data-table/data-table';
import { ListPagination } from '@/components/list-pagination/list-pagination';
import { listFailureProps } from '@/components/query-state/query-state';
import { SearchBox } from '@/components/search-box/search-box';
import { useListParams } from '@/lib/list-params';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { PatientListRecord } from '../../api/patients.api';
import { patientQueries, useDeletePatient } from '../../api/patients.queries';
import { patientListColumns } from './patient-columns';

interface PatientsPageProps {
  role: Role | null;
  collectPhi: boolean;
  /** Buttons beside the title, composed by the route (Create Patient, issue 11). */
  actions?: ReactNode;
}

/**
 * SPEC §2 patient list: search (debounced 500 ms), the table newest update first (the server's
 * order), row menu, pagination. With PHI off patients are shown and searched by id.
 */
export function PatientsPage({ role, collectPhi, actions }: PatientsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { search, page, setSearch, setPage } = useListParams();
  const list = useQuery(patientQueries.list({ search, page }));
  const toDelete = useDeleteWithConfirm<PatientListRecord>({
    mutation: useDeletePatient(),
    getId: (patient) => patient.id,
    onDeleted: () => notifySuccess(t('patients.delete.success')),
    onFailed: (error) => notifyError(error.message, { title: t('patients.delete.failed') }),
  });

  const rowActions = (patient: PatientListRecord): RowAction[] => [
    {
      key: 'view',
      label: t('common.view'),
      onClick: () => void navigate(paths.patient.href(patient.id)),
    },
    {
      key: 'edit',
      label: t('common.edit'),
      onClick: () => void navigate(paths.patientEdit.href(patient.id)),
      isShown: can(role, 'patient.update'),
    },
    {
      key: 'reprint',
      label: t('patients.reprint'),
      onClick: () => window.open(paths.labels.href(patient.id), '_blank', 'noopener'),
      isShown: can(role, 'label.print'),
    },
    {
      key: 'delete',
      label: t('common.delete'),
      isDanger: true,
      onClick: () => toDelete.ask(patient),
      isShown: can(role, 'patient.delete'),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{t('patients.list.title')}</Title>
        {actions}
      </Group>
      <SearchBox
        label={collectPhi ? t('patients.list.search') : t('patients.list.searchById')}
        value={search}
        onSearch={setSearch}
      />
      <DataTable
        label={t('patients.list.tableLabel')}
        columns={patientListColumns(t, collectPhi)}
        rows={list.data?.items}
        getRowKey={(patient) => patient.id}
        getRowLabel={(patient) => patientDisplayName(patient, collectPhi)}
        isLoading={list.isFetching || navigation.state === 'loading'}
        {...listFailureProps(list, t('patients.list.fetchFailed'), t('common.noAccess'))}
        emptyMessage={t('patients.list.empty')}
        onRowClick={(patient) => void navigate(paths.patient.href(patient.id))}
        rowActions={rowActions}
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={page} onChange={setPage} />
      <ConfirmDialog
        {...toDelete.dialogProps}
        title={t('patients.delete.title')}
        // SPEC §2's question and Yes/No, with the patient named beneath as the list shows them.
        message={t('patients.delete.confirm')}
        detail={
          toDelete.target && (
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {patientDisplayName(toDelete.target, collectPhi)}
            </Text>
          )
        }
      />
    </Stack>
  );
}
