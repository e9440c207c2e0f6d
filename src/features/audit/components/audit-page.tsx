import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, type RoleHolder } from '@contract/permissions';
import { DataTable } from '@/components/data-table/data-table';
import { ListPagination } from '@/components/list-pagination/list-pagination';
import { listFailureProps } from '@/components/query-state/query-state';
import { auditExportUrl } from '../api/audit.api';
import { auditQueries } from '../api/audit.queries';
import { toAuditQuery, useAuditParams } from '../audit-params';
import { actionLabelKey } from './audit-labels';
import { auditColumns } from './audit-columns';
import { AuditFilters } from './audit-filters';

interface AuditPageProps {
  viewer: RoleHolder;
}

/**
 * [ours] The audit trail for admins (issue 12): filters by action, member, patient and dates,
 * newest first, paginated, and the filtered events as a CSV download.
 */
export function AuditPage({ viewer }: AuditPageProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { params, setFilter, clearFilters, setPage } = useAuditParams();
  const query = toAuditQuery(params);
  const list = useQuery(auditQueries.list(query));
  const { page: _page, ...filters } = query;
  const total = list.data?.totalCount;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('audit.page.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('audit.page.description')}
          </Text>
        </Stack>
        {can(viewer, 'audit.export') && (
          <Button
            component="a"
            href={auditExportUrl(filters)}
            download
            title={t('audit.page.exportHint')}
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            {t('audit.page.export')}
          </Button>
        )}
      </Group>
      <AuditFilters params={params} onChange={setFilter} onClear={clearFilters} />
      {total !== undefined && (
        <Text size="sm" c="dimmed" role="status">
          {t('audit.page.count', { count: total })}
        </Text>
      )}
      <DataTable
        label={t('audit.page.tableLabel')}
        columns={auditColumns(t)}
        rows={list.data?.items}
        getRowKey={(event) => event.id}
        getRowLabel={(event) => t(actionLabelKey(event.action))}
        isLoading={list.isFetching || navigation.state === 'loading'}
        {...listFailureProps(list, t('audit.page.fetchFailed'), t('common.noAccess'))}
        emptyMessage={t('audit.page.empty')}
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={params.page} onChange={setPage} />
    </Stack>
  );
}
