import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  List,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { Role } from '@contract/roles';
import type { UserAction } from '@contract/users';
import { paths } from '@contract/paths';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useConfirmTarget } from '@/components/confirm-dialog/use-confirm-target';
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
import type { MemberRecord } from '../api/members.api';
import { memberQueries } from '../api/members.queries';
import { RoleBadge } from './member-badges';
import { memberName } from './member-names';
import { useBulkAction, type BulkProgress, type BulkResult } from './use-bulk-action';

/** Past this many, the deny question counts the rest instead of naming them. */
const DENY_NAMES_SHOWN = 8;

interface PendingMembersPageProps {
  role: Role | null;
}

/**
 * SPEC §2 pending members: back arrow, select all, a checkbox per row, and Deny and Approve on
 * the selection, one call per member, with progress and a summary toast.
 */
export function PendingMembersPage({ role }: PendingMembersPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { page, setPage } = useListParams();
  const list = useQuery(memberQueries.pending(page));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const bulk = useBulkAction();
  const denyConfirm = useConfirmTarget<MemberRecord[]>();

  const rows = list.data?.items;
  const selectedRows = (rows ?? []).filter((m) => selected.has(m.id));
  const selectedIds = selectedRows.map((m) => m.id);
  const isAllSelected = rows !== undefined && rows.length > 0 && selectedIds.length === rows.length;

  const toggle = (id: string, isChecked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (isChecked: boolean) =>
    setSelected(new Set(isChecked ? (rows ?? []).map((m) => m.id) : []));

  const summarize = (action: UserAction, { succeeded, failed }: BulkResult) => {
    const kind = action === 'approve' ? 'approved' : 'denied';
    if (failed.length === 0) {
      notifySuccess(t(`members.pending.${kind}Summary`, { count: succeeded.length }));
    } else {
      notifyError(
        t(`members.pending.${kind}WithFailures`, {
          count: succeeded.length,
          failed: failed.length,
        }),
      );
    }
  };

  const runOn = async (action: UserAction, ids: string[]) => {
    const result = await bulk.run(action, ids);
    // What failed stays selected, so it can be tried again.
    setSelected(new Set(result.failed));
    summarize(action, result);
  };

  const denying = denyConfirm.target ?? [];
  const handleDeny = () => {
    const ids = (denyConfirm.target ?? []).map((m) => m.id);
    denyConfirm.close();
    void runOn('reject', ids);
  };

  const columns: DataTableColumn<MemberRecord>[] = [
    {
      key: 'name',
      header: t('members.fields.name'),
      render: (member) => (
        <Checkbox
          label={memberName(member)}
          aria-label={t('members.pending.select', { name: memberName(member) })}
          checked={selected.has(member.id)}
          disabled={bulk.isRunning}
          onChange={(event) => toggle(member.id, event.currentTarget.checked)}
        />
      ),
    },
    { key: 'email', header: t('members.fields.email'), render: (member) => member.email },
    {
      key: 'role',
      header: t('members.fields.role'),
      render: (member) => <RoleBadge role={member.role} />,
    },
    {
      key: 'license',
      header: t('members.pending.licenseNumber'),
      render: (member) => member.licenseNumber ?? '',
    },
    {
      key: 'verified',
      header: t('members.pending.emailVerified'),
      render: (member) =>
        member.emailVerifiedAt ? t('members.pending.yes') : t('members.pending.no'),
    },
    {
      key: 'registered',
      header: t('members.pending.registered'),
      render: (member) => formatDateTime(member.createdAt),
    },
  ];

  const rowActions = (member: MemberRecord): RowAction[] => [
    {
      key: 'view',
      label: t('common.view'),
      onClick: () => void navigate(paths.user.href(member.id)),
      isShown: can(role, 'user.viewInUi'),
    },
  ];

  // The members list is ADMIN's (SPEC §6); STAFF, who also approve [ours], go back to the dashboard.
  const backTo = can(role, 'user.listInUi') ? paths.users.href() : paths.dashboard.href();
  const hasSelection = selectedIds.length > 0;

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          component={Link}
          to={backTo}
          variant="subtle"
          size="lg"
          aria-label={t('members.pending.back')}
        >
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <Title order={1}>{t('members.pending.title')}</Title>
      </Group>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Checkbox
            label={t('members.pending.selectAll')}
            checked={isAllSelected}
            indeterminate={hasSelection && !isAllSelected}
            disabled={!rows?.length || bulk.isRunning}
            onChange={(event) => toggleAll(event.currentTarget.checked)}
          />
          {hasSelection && (
            <Text size="sm" c="dimmed">
              {t('members.pending.selected', { count: selectedIds.length })}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          <Button
            color="red"
            variant="outline"
            leftSection={<IconX size={18} aria-hidden />}
            disabled={!hasSelection || bulk.isRunning}
            onClick={() => denyConfirm.open(selectedRows)}
          >
            {t('members.pending.deny')}
          </Button>
          <Button
            leftSection={<IconCheck size={18} aria-hidden />}
            disabled={!hasSelection || bulk.isRunning}
            loading={bulk.progress?.action === 'approve'}
            onClick={() => void runOn('approve', selectedIds)}
          >
            {t('members.pending.approve')}
          </Button>
        </Group>
      </Group>
      {bulk.progress && <BulkProgressBar progress={bulk.progress} />}
      <DataTable
        label={t('members.pending.tableLabel')}
        columns={columns}
        rows={rows}
        getRowKey={(member) => member.id}
        getRowLabel={memberName}
        isLoading={list.isFetching || navigation.state === 'loading'}
        {...listFailureProps(list, t('members.list.fetchFailed'), t('common.noAccess'))}
        emptyMessage={t('members.pending.empty')}
        rowActions={rowActions}
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={page} onChange={setPage} />
      <ConfirmDialog
        opened={denyConfirm.isOpen}
        title={t('members.pending.denyQuestion', { count: denying.length })}
        message={t('members.pending.denyFollows', { count: denying.length })}
        detail={<DenyingList members={denying} />}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('members.pending.denySubmit', { count: denying.length })}
        onConfirm={handleDeny}
        onCancel={denyConfirm.close}
      />
    </Stack>
  );
}

/** Whom a denial is about, by name; a long selection ends in 'and N more'. */
function DenyingList({ members }: { members: MemberRecord[] }) {
  const { t } = useTranslation();
  const shown = members.slice(0, DENY_NAMES_SHOWN);
  const more = members.length - shown.length;
  return (
    <List size="sm" withPadding>
      {shown.map((member) => (
        <List.Item key={member.id}>{memberName(member)}</List.Item>
      ))}
      {more > 0 && <List.Item>{t('members.pending.andMore', { count: more })}</List.Item>}
    </List>
  );
}

function BulkProgressBar({ progress }: { progress: BulkProgress }) {
  const { t } = useTranslation();
  const text = t(
    progress.action === 'approve' ? 'members.pending.approving' : 'members.pending.denying',
    { done: progress.done, total: progress.total },
  );
  return (
    <Stack gap={4}>
      <Text size="sm" role="status">
        {text}
      </Text>
      <Progress
        value={(progress.done / Math.max(progress.total, 1)) * 100}
        aria-label={t('members.pending.progressLabel')}
        animated
      />
    </Stack>
  );
}
