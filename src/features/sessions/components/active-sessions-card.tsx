import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconDevices,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '@contract/sessions';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { QueryFailure, QueryLoading } from '@/components/query-state/query-state';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { activeSessionsQuery, useEndOtherSessions, useEndSession } from '../api/sessions.queries';
import { deviceName } from '@/lib/device-name';

const deviceIcons = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
} as const;

/** What the confirmation is about: one session, or every other one. */
type Pending = { kind: 'one'; session: ActiveSession } | { kind: 'others' } | null;

/**
 * [ours] /profile's "Active sessions" (issue 12): where the member is signed in, this device
 * marked; End one other session or all others, each after a Yes, with a toast.
 */
export function ActiveSessionsCard() {
  const { t } = useTranslation();
  const sessions = useQuery(activeSessionsQuery());
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [pending, setPending] = useState<Pending>(null);
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  const isConfirming = endOne.isPending || endOthers.isPending;

  const handleConfirm = () => {
    if (pending?.kind === 'one') {
      const name = deviceName(t, pending.session);
      endOne.mutate(pending.session.id, {
        onSuccess: () => notifySuccess(t('sessions.endOne.done', { device: name })),
        onError: (error) => notifyError(error.message, { title: t('sessions.endOne.failed') }),
        onSettled: () => setPending(null),
      });
    } else if (pending?.kind === 'others') {
      endOthers.mutate(undefined, {
        onSuccess: ({ ended }) => notifySuccess(t('sessions.endOthers.done', { count: ended })),
        onError: (error) => notifyError(error.message, { title: t('sessions.endOthers.failed') }),
        onSettled: () => setPending(null),
      });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-sessions">
      <Group justify="space-between" align="flex-start" mb="sm" gap="sm">
        <div>
          <Title order={2} size="h4" id="profile-sessions">
            {t('sessions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sessions.description')}
          </Text>
        </div>
        {others.length > 0 && (
          <Button
            variant="outline"
            color="red"
            size="sm"
            onClick={() => setPending({ kind: 'others' })}
          >
            {t('sessions.endOthers.action')}
          </Button>
        )}
      </Group>
      {sessions.isPending && <QueryLoading />}
      {sessions.isError && (
        <QueryFailure message={t('sessions.loadFailed')} onRetry={() => void sessions.refetch()} />
      )}
      {sessions.isSuccess && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onEnd={() => setPending({ kind: 'one', session })}
            />
          ))}
          {others.length === 0 && (
            <Text component="li" size="sm" c="dimmed">
              {t('sessions.noOthers')}
            </Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.kind === 'one' ? t('sessions.endOne.title') : t('sessions.endOthers.title')}
        message={
          pending?.kind === 'one'
            ? t('sessions.endOne.message', { device: deviceName(t, pending.session) })
            : t('sessions.endOthers.message')
        }
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
        isConfirming={isConfirming}
      />
    </Paper>
  );
}

function SessionRow({ session, onEnd }: { session: ActiveSession; onEnd: () => void }) {
  const { t } = useTranslation();
  const name = deviceName(t, session);
  const Icon = session.deviceType ? deviceIcons[session.deviceType] : IconDevices;
  const typeLabel = session.deviceType
    ? t(`sessions.device.types.${session.deviceType}`)
    : t('sessions.device.types.unknown');
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm" miw={0} style={{ flex: 1 }}>
          <ThemeIcon variant="light" size="lg" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {name}
                <VisuallyHidden>{` (${typeLabel})`}</VisuallyHidden>
              </Text>
              {session.current && (
                // The members' badge green: white text above WCAG AA at badge size.
                <Badge color="#237a35">{t('sessions.thisDevice')}</Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('sessions.address', {
                address: session.clientAddress ?? t('sessions.unknownAddress'),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('sessions.lastSeen', { when: formatDateTime(session.lastSeenAt) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('sessions.signedIn', { when: formatDateTime(session.createdAt) })}
            </Text>
          </Stack>
        </Group>
        {!session.current && (
          <Button
            variant="light"
            color="red"
            size="xs"
            style={{ flexShrink: 0 }}
            onClick={onEnd}
            aria-label={t('sessions.endOne.label', { device: name })}
          >
            {t('sessions.endOne.action')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
