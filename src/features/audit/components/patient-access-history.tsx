import { useState } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { DataTable } from '@/components/data-table/data-table';
import { ListPagination } from '@/components/list-pagination/list-pagination';
import { listFailureProps } from '@/components/query-state/query-state';
import { formatDateTime } from '@/lib/dates';
import type { AuditEventRecord } from '../api/audit.api';
import { auditQueries } from '../api/audit.queries';
import { actionLabelKey, actorName, roleThen } from './audit-labels';

const PER_PAGE = 10;

/**
 * For admins on the patient view: who viewed or changed this record, when, and in which role.
 * Loaded on its own (React.lazy), so the responder's page does not carry it.
 */
export function PatientAccessHistory({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery(auditQueries.list({ patientId, page, perPage: PER_PAGE }));
  const columns: DataTableColumn<AuditEventRecord>[] = [
    {
      key: 'time',
      header: t('audit.columns.time'),
      render: (event) => <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>,
    },
    {
      key: 'actor',
      header: t('audit.columns.actor'),
      render: (event) => `${actorName(event, t)} ${roleThen(event, t)}`.trim(),
    },
    {
      key: 'action',
      header: t('audit.columns.action'),
      render: (event) => t(actionLabelKey(event.action)),
    },
  ];
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="patient-access-history">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={2} size="h3" id="patient-access-history">
              {t('audit.history.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('audit.history.description')}
            </Text>
          </Stack>
          <Anchor component={Link} to={paths.audit.href(patientId)} size="sm">
            {t('audit.history.openAll')}
          </Anchor>
        </Group>
        <DataTable
          label={t('audit.history.tableLabel')}
          columns={columns}
          rows={history.data?.items}
          getRowKey={(event) => event.id}
          getRowLabel={(event) => t(actionLabelKey(event.action))}
          isLoading={history.isFetching}
          skeletonRows={3}
          {...listFailureProps(history, t('audit.history.fetchFailed'), t('common.noAccess'))}
          emptyMessage={t('audit.history.empty')}
        />
        <ListPagination total={history.data?.totalPages ?? 0} value={page} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
