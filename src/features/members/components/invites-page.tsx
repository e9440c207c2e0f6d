import { ActionIcon, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inviteState, type InviteState } from '@contract/invites';
import { paths } from '@contract/paths';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useDeleteWithConfirm } from '@/components/confirm-dialog/use-delete-with-confirm';
import {
  DataTable,
  type DataTableColumn,
  type RowAction,
} from '@/components/data-table/data-table';
import { ListPagination } from '@/components/list-pagination/list-pagination';
import { listFailureProps } from '@/components/query-state/query-state';
import { formatDateTime } from '@/lib/dates';
import { useListParams } from '@/lib/list-params';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { InviteRecord } from '../api/members.api';
import { memberQueries, useRevokeInvite } from '../api/members.queries';
import { ColoredBadge, RoleBadge, type BadgeColor } from './member-badges';
import { memberName } from './member-names';

const stateColors: Record<InviteState, BadgeColor> = {
  pending: 'yellow',
  accepted: 'green',
  revoked: 'red',
  expired: 'gray',
};

const inviteName = (invite: InviteRecord) =>
  memberName({
    firstName: invite.firstName ?? '',
    middleName: invite.middleName,
    lastName: invite.lastName ?? '',
  });

/** [ours] The admins' Invites view: every invite with its state; a pending one can be revoked. */
export function InvitesPage() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { page, setPage } = useListParams();
  const list = useQuery(memberQueries.invites(page));
  const toRevoke = useDeleteWithConfirm<InviteRecord>({
    mutation: useRevokeInvite(),
    getId: (invite) => invite.id,
    onDeleted: (_message, invite) =>
      notifySuccess(t('invites.revoke.success', { email: invite.email })),
    onFailed: (error) => notifyError(error.message, { title: t('invites.revoke.failed') }),
  });
  const now = new Date();

  const columns: DataTableColumn<InviteRecord>[] = [
    { key: 'email', header: t('invites.fields.email'), render: (invite) => invite.email },
    { key: 'name', header: t('invites.fields.name'), render: inviteName },
    {
      key: 'role',
      header: t('invites.fields.role'),
      render: (invite) => <RoleBadge role={invite.role} />,
    },
    {
      key: 'state',
      header: t('invites.fields.state'),
      render: (invite) => {
        const state = inviteState(invite, now);
        return <ColoredBadge color={stateColors[state]} label={t(`invites.state.${state}`)} />;
      },
    },
    {
      key: 'createdAt',
      header: t('invites.fields.createdAt'),
      render: (invite) => formatDateTime(invite.createdAt),
    },
    {
      key: 'expiresAt',
      header: t('invites.fields.expiresAt'),
      render: (invite) => formatDateTime(invite.expiresAt),
    },
  ];

  const rowActions = (invite: InviteRecord): RowAction[] => [
    {
      key: 'revoke',
      label: t('invites.revoke.action'),
      isDanger: true,
      onClick: () => toRevoke.ask(invite),
      isShown: inviteState(invite, now) === 'pending',
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          component={Link}
          to={paths.users.href()}
          variant="subtle"
          size="lg"
          aria-label={t('members.pending.backToMembers')}
        >
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <Title order={1}>{t('invites.title')}</Title>
      </Group>
      <DataTable
        label={t('invites.tableLabel')}
        columns={columns}
        rows={list.data?.items}
        getRowKey={(invite) => invite.id}
        getRowLabel={(invite) => invite.email}
        isLoading={list.isFetching || navigation.state === 'loading'}
        {...listFailureProps(list, t('invites.fetchFailed'), t('common.noAccess'))}
        emptyMessage={t('invites.empty')}
        rowActions={rowActions}
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={page} onChange={setPage} />
      <ConfirmDialog
        {...toRevoke.dialogProps}
        title={t('invites.revoke.title')}
        message={t('invites.revoke.confirm', { email: toRevoke.target?.email ?? '' })}
      />
    </Stack>
  );
}
