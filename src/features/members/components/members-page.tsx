import { useState } from 'react';
import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconMail, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { Role } from '@contract/roles';
import { paths } from '@contract/paths';
import { DataTable, type RowAction } from '@/components/data-table/data-table';
import { ListPagination } from '@/components/list-pagination/list-pagination';
import { listFailureProps } from '@/components/query-state/query-state';
import { SearchBox } from '@/components/search-box/search-box';
import { useListParams } from '@/lib/list-params';
import type { MemberRecord } from '../api/members.api';
import { memberQueries } from '../api/members.queries';
import { InviteMemberModal } from './invite-member-modal';
import { memberColumns } from './member-columns';
import { memberName } from './member-names';

interface MembersPageProps {
  role: Role | null;
}

/**
 * SPEC §2 members: search (debounced), Pending Members with the pending count, Invite Member,
 * the table with its row menu, pagination. [ours] Invites opens the admins' list of invites.
 */
export function MembersPage({ role }: MembersPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { search, page, setSearch, setPage } = useListParams();
  const list = useQuery(memberQueries.list({ search, page }));
  const pendingCount = useQuery(memberQueries.pendingCount());
  const [isInviting, setIsInviting] = useState(false);
  const canInvite = can(role, 'invite.manage');

  const open = (member: MemberRecord, href = paths.user.href) => void navigate(href(member.id));
  const rowActions = (member: MemberRecord): RowAction[] => [
    { key: 'view', label: t('common.view'), onClick: () => open(member) },
    {
      key: 'edit',
      label: t('common.edit'),
      onClick: () => open(member, paths.userEdit.href),
      isShown: can(role, 'user.update'),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('members.list.title')}</Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.usersPending.href()}
            variant="light"
            leftSection={<IconUsers size={18} aria-hidden />}
            rightSection={
              pendingCount.data ? (
                <Badge size="sm" circle={pendingCount.data < 10} color="yellow" autoContrast>
                  {pendingCount.data}
                </Badge>
              ) : null
            }
          >
            {t('members.list.pending')}
          </Button>
          {canInvite && (
            <Button
              component={Link}
              to={paths.usersInvites.href()}
              variant="light"
              leftSection={<IconMail size={18} aria-hidden />}
            >
              {t('members.list.invites')}
            </Button>
          )}
          {canInvite && (
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setIsInviting(true)}
            >
              {t('members.list.invite')}
            </Button>
          )}
        </Group>
      </Group>
      <SearchBox label={t('members.list.search')} value={search} onSearch={setSearch} />
      <DataTable
        label={t('members.list.tableLabel')}
        columns={memberColumns(t)}
        rows={list.data?.items}
        getRowKey={(member) => member.id}
        getRowLabel={memberName}
        isLoading={list.isFetching || navigation.state === 'loading'}
        {...listFailureProps(list, t('members.list.fetchFailed'), t('common.noAccess'))}
        emptyMessage={t('members.list.empty')}
        onRowClick={(member) => open(member)}
        rowActions={rowActions}
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={page} onChange={setPage} />
      <InviteMemberModal opened={isInviting} onClose={() => setIsInviting(false)} />
    </Stack>
  );
}
