import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { DataTable, type RowAction } from '@/components/data-table/data-table';
import { ListPagination } from '@/components/list-pagination/list-pagination';
import { listFailureProps } from '@/components/query-state/query-state';
import type { PhysicianRecord } from '../api/physicians.api';
import { physicianQueries } from '../api/physicians.queries';
import { LinkPhysicianModal } from './link-physician-modal';
import { useUnlinkFromHospital } from './use-unlink-from-hospital';
import { physicianColumns, physicianName } from './physician-columns';

interface LinkedPhysiciansProps {
  hospitalId: string;
  /** Rows open the physician's page only for roles that may see it. */
  canOpen: boolean;
  /** Offers 'Link physician' and each row's Unlink (PATCH /physicians/:id needs `physician.update`). */
  canLink: boolean;
}

/** The Physicians table of a hospital's page (GET /physicians?hospitalId=). */
export function LinkedPhysicians({ hospitalId, canOpen, canLink }: LinkedPhysiciansProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [isLinking, setIsLinking] = useState(false);
  const list = useQuery(physicianQueries.list({ search: '', hospitalId, page }));
  const unlink = useUnlinkFromHospital(hospitalId);
  const rowActions = canLink
    ? (physician: PhysicianRecord): RowAction[] => [
        {
          key: 'unlink',
          label: t('physicians.unlink.action'),
          isDanger: true,
          onClick: () => unlink.ask(physician),
        },
      ]
    : undefined;
  return (
    <Stack gap="sm" component="section" aria-labelledby="linked-physicians-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="linked-physicians-title">
          {t('hospitals.view.physicians')}
        </Title>
        {canLink && (
          <Button
            variant="light"
            leftSection={<IconLink size={18} aria-hidden />}
            onClick={() => setIsLinking(true)}
          >
            {t('physicians.link.button')}
          </Button>
        )}
      </Group>
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
          canOpen ? (physician) => void navigate(paths.physician.href(physician.id)) : undefined
        }
        {...(rowActions ? { rowActions } : {})}
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={page} onChange={setPage} />
      {isLinking && (
        <LinkPhysicianModal hospitalId={hospitalId} onClose={() => setIsLinking(false)} />
      )}
      <ConfirmDialog
        {...unlink.dialogProps}
        title={t('physicians.unlink.title')}
        message={t('physicians.unlink.question', {
          name: unlink.target ? physicianName(unlink.target, t) : '',
        })}
        detail={<Text size="sm">{t('physicians.unlink.follows')}</Text>}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('physicians.unlink.submit')}
      />
    </Stack>
  );
}
