import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CatalogKind } from '@contract/catalogs';
import { can } from '@contract/permissions';
import type { Role } from '@contract/roles';
import { useConfirmTarget } from '@/components/confirm-dialog/use-confirm-target';
import { DataTable, type RowAction } from '@/components/data-table/data-table';
import { ListPagination } from '@/components/list-pagination/list-pagination';
import { listFailureProps } from '@/components/query-state/query-state';
import { SearchBox } from '@/components/search-box/search-box';
import { useListParams } from '@/lib/list-params';
import type { CatalogEntry } from '../api/catalogs.api';
import { catalogQueries } from '../api/catalogs.queries';
import { AddCatalogEntry } from './add-catalog-entry';
import { catalogColumns } from './catalog-columns';
import { CatalogEntryActions } from './catalog-entry-actions';

interface CatalogPanelProps {
  kind: CatalogKind;
  role: Role | null;
}

/** One catalog: how many entries it holds, search, table, add, rename, delete and merge. */
export function CatalogPanel({ kind, role }: CatalogPanelProps) {
  const { t } = useTranslation();
  const { search, page, setSearch, setPage } = useListParams();
  const list = useQuery(catalogQueries.list(kind, { search, page }));
  const [isAdding, setIsAdding] = useState(false);
  const [renaming, setRenaming] = useState<CatalogEntry | null>(null);
  const [merging, setMerging] = useState<CatalogEntry | null>(null);
  const canMerge = can(role, 'catalog.merge');
  const deleting = useConfirmTarget<CatalogEntry>();
  const totalCount = list.data?.totalCount;

  const rowActions = can(role, 'catalog.update')
    ? (entry: CatalogEntry): RowAction[] => [
        { key: 'rename', label: t('catalogs.rename.action'), onClick: () => setRenaming(entry) },
        {
          key: 'delete',
          label: t('common.delete'),
          isDanger: true,
          onClick: () => deleting.open(entry),
          isShown: can(role, 'catalog.delete'),
        },
        {
          key: 'merge',
          label: t('catalogs.merge.action'),
          onClick: () => setMerging(entry),
          isShown: canMerge,
        },
      ]
    : undefined;

  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between">
        <Text aria-live="polite" fw={500}>
          {totalCount === undefined ? '' : t('catalogs.count', { count: totalCount })}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setIsAdding(true)}>
          {t(`catalogs.add.button.${kind}`)}
        </Button>
      </Group>
      <SearchBox label={t(`catalogs.search.${kind}`)} value={search} onSearch={setSearch} />
      <DataTable
        label={t(`catalogs.tableLabel.${kind}`)}
        columns={catalogColumns(kind, t)}
        rows={list.data?.items}
        getRowKey={(entry) => entry.id}
        getRowLabel={(entry) => entry.name}
        isLoading={list.isFetching}
        {...listFailureProps(list, t('catalogs.fetchFailed'), t('common.noAccess'))}
        emptyMessage={t('catalogs.empty')}
        rowActions={rowActions}
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={page} onChange={setPage} />
      {isAdding && <AddCatalogEntry kind={kind} onClose={() => setIsAdding(false)} />}
      <CatalogEntryActions
        kind={kind}
        renaming={renaming}
        onRenameDone={() => setRenaming(null)}
        deleting={deleting.isOpen ? deleting.target : null}
        deletingName={deleting.target?.name ?? ''}
        onDeleteDone={deleting.close}
        merging={merging}
        {...(canMerge ? { onMerge: setMerging } : {})}
        onMergeDone={() => setMerging(null)}
      />
    </Stack>
  );
}
