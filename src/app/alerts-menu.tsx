import {
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { Role } from '@contract/roles';
import { paths } from '@contract/paths';
import { NoticeList } from '@/features/notices/components/notice-list';
import {
  isUnavailable,
  noticeQueries,
  useMarkNoticesRead,
} from '@/features/notices/api/notices.queries';
import { memberQueries } from '@/features/members/api/members.queries';

/**
 * [ours] The header's Alerts button and its panel, composed here from the members and notices
 * features. Those who may approve members (STAFF and
 * above) see the pending-member count and a link to /users/pending; members who may follow
 * patients (issue 24) see their notices, newest first, and mark them read. The badge counts
 * both. Responders get an empty panel.
 */
export function AlertsMenu({ role }: { role: Role | null }) {
  const { t } = useTranslation();
  const canApprove = can(role, 'user.approve');
  const hasNotices = can(role, 'notice.list');
  const [opened, { close, toggle }] = useDisclosure(false);
  const pending = useQuery({ ...memberQueries.pendingCount(), enabled: canApprove });
  const notices = useQuery({ ...noticeQueries.list(), enabled: hasNotices });
  const markRead = useMarkNoticesRead();
  const pendingCount = canApprove ? (pending.data ?? 0) : 0;
  const unread = hasNotices ? (notices.data?.unreadCount ?? 0) : 0;
  const noticesFailed = notices.isError && !isUnavailable(notices.error);
  const label =
    pendingCount > 0 && unread > 0
      ? t('alerts.buttonLabelBoth', { pending: pendingCount, unread })
      : pendingCount > 0
        ? t('alerts.buttonLabelWithCount', { count: pendingCount })
        : unread > 0
          ? t('alerts.buttonLabelUnread', { count: unread })
          : t('alerts.buttonLabel');
  const count = pendingCount + unread;
  const list = notices.data?.notices ?? [];
  const isEmpty = pendingCount === 0 && list.length === 0;
  return (
    // withRoles off: the panel is named 'Alerts' itself, not after the button's count.
    <Popover
      opened={opened}
      onChange={toggle}
      position="bottom-end"
      width={340}
      shadow="md"
      withRoles={false}
      // Keyboard: Tab moves into the panel and stays there until Escape (a panel with nothing
      // to focus traps nothing).
      trapFocus={count > 0 || list.length > 0 || pending.isError || noticesFailed}
      returnFocus
    >
      <Popover.Target>
        {/*
          The count sits on the button's corner, outside its text: the name stays 'Alerts: 2
          pending members' while the visible words stay 'Alerts', and a phone header keeps its width.
        */}
        <Indicator
          label={<span aria-hidden="true">{count}</span>}
          size={16}
          color="red"
          offset={4}
          disabled={count === 0}
          styles={{ indicator: { fontSize: 10, fontWeight: 700 } }}
        >
          <Button
            variant="subtle"
            px="xs"
            aria-label={label}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={toggle}
            leftSection={<IconBell size={18} aria-hidden />}
          >
            <Box component="span" visibleFrom="xs">
              {t('alerts.title')}
            </Box>
          </Button>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown
        role="dialog"
        aria-label={t('alerts.title')}
        style={{ maxWidth: 'calc(100vw - 16px)' }}
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600}>{t('alerts.title')}</Text>
            {unread > 0 && (
              <Button
                size="compact-sm"
                variant="subtle"
                loading={markRead.isPending}
                onClick={() => markRead.mutate({ all: true })}
              >
                {t('notices.markAllRead')}
              </Button>
            )}
          </Group>
          {(pending.isError || noticesFailed) && (
            <Group gap="xs" role="alert">
              <Text size="sm" c="red">
                {t('alerts.fetchFailed')}
              </Text>
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                onClick={() => {
                  if (pending.isError) void pending.refetch();
                  if (noticesFailed) void notices.refetch();
                }}
              >
                {t('common.retry')}
              </Button>
            </Group>
          )}
          {markRead.isError && (
            <Text size="sm" c="red" role="alert">
              {t('notices.markReadFailed')}
            </Text>
          )}
          {pendingCount > 0 && (
            <>
              <Text size="sm">{t('alerts.pending', { count: pendingCount })}</Text>
              <Anchor component={Link} to={paths.usersPending.href()} size="sm" onClick={close}>
                {t('alerts.review')}
              </Anchor>
              {list.length > 0 && <Divider />}
            </>
          )}
          {hasNotices && notices.isPending && (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm" c="dimmed">
                {t('notices.loading')}
              </Text>
            </Group>
          )}
          {list.length > 0 && (
            <NoticeList
              notices={list}
              onOpen={(notice) => {
                if (notice.readAt === null) markRead.mutate({ ids: [notice.id] });
                close();
              }}
              onMarkRead={(notice) => markRead.mutate({ ids: [notice.id] })}
            />
          )}
          {isEmpty && !pending.isError && !noticesFailed && !(hasNotices && notices.isPending) && (
            <Text size="sm" c="dimmed">
              {t('alerts.empty')}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
