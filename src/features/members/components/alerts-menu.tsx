import { Anchor, Box, Button, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { Role } from '@contract/roles';
import { paths } from '@contract/paths';
import { memberQueries } from '../api/members.queries';

/**
 * [ours] The header's Alerts button. Those who may approve members (STAFF and above) see the
 * pending-member count as a badge, and in the panel a link to /users/pending; everyone else
 * gets an empty panel.
 */
export function AlertsMenu({ role }: { role: Role | null }) {
  const canApprove = can(role, 'user.approve');
  return canApprove ? <PendingAlerts /> : <AlertsPanel count={0} />;
}

function PendingAlerts() {
  const pending = useQuery(memberQueries.pendingCount());
  return <AlertsPanel count={pending.data ?? 0} isFailed={pending.isError} />;
}

function AlertsPanel({ count, isFailed = false }: { count: number; isFailed?: boolean }) {
  const { t } = useTranslation();
  const [opened, { close, toggle }] = useDisclosure(false);
  const label = count > 0 ? t('alerts.buttonLabelWithCount', { count }) : t('alerts.buttonLabel');
  return (
    // withRoles off: the panel is named 'Alerts' itself, not after the button's count.
    <Popover
      opened={opened}
      onChange={toggle}
      position="bottom-end"
      width={280}
      shadow="md"
      withRoles={false}
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
      <Popover.Dropdown role="dialog" aria-label={t('alerts.title')}>
        <Stack gap="xs">
          <Text fw={600}>{t('alerts.title')}</Text>
          {isFailed && (
            <Text size="sm" c="red">
              {t('alerts.fetchFailed')}
            </Text>
          )}
          {count > 0 ? (
            <>
              <Text size="sm">{t('alerts.pending', { count })}</Text>
              <Anchor component={Link} to={paths.usersPending.href()} size="sm" onClick={close}>
                {t('alerts.review')}
              </Anchor>
            </>
          ) : (
            !isFailed && (
              <Text size="sm" c="dimmed">
                {t('alerts.empty')}
              </Text>
            )
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
