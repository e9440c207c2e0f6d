import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  noticePreferenceKindValues,
  type NoticeChannel,
  type NoticePreferenceKind,
} from '@contract/notices';
import { notifyError } from '@/lib/notify';
import { isUnavailable, noticeQueries, useUpdateNoticePreferences } from '../api/notices.queries';
import {
  allowOnThisDevice,
  currentSubscription,
  pushSupport,
  stopOnThisDevice,
  type PushSupport,
} from '../push-device';

/**
 * [ours] Issue 24: how the member is told, per kind, by e-mail and by push; and "Allow on this
 * device", which asks the browser's permission and subscribes it. Each box applies at once.
 * Hidden on a server without notices (the reference).
 */
export function NoticePreferencesCard() {
  const { t } = useTranslation();
  const preferences = useQuery(noticeQueries.preferences());
  const update = useUpdateNoticePreferences();
  if (preferences.isError && isUnavailable(preferences.error)) return null;
  const choose = (kind: NoticePreferenceKind, channel: NoticeChannel, value: boolean) =>
    update.mutate(
      { [kind]: { [channel]: value } },
      { onError: () => notifyError(t('noticePreferences.saveFailed')) },
    );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-notices">
      <Title order={2} size="h4" mb="sm" id="profile-notices">
        {t('noticePreferences.title')}
      </Title>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('noticePreferences.description')}
        </Text>
        {preferences.isPending && (
          <Text size="sm" c="dimmed" role="status">
            {t('noticePreferences.loading')}
          </Text>
        )}
        {preferences.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={t('noticePreferences.fetchFailed')}
          >
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void preferences.refetch()}
            >
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        {preferences.data &&
          noticePreferenceKindValues.map((kind) => (
            <Checkbox.Group
              key={kind}
              label={t(`noticePreferences.kinds.${kind}`)}
              description={t(`noticePreferences.kindHelp.${kind}`)}
              value={(['email', 'push'] as const).filter(
                (channel) => preferences.data[kind][channel],
              )}
            >
              <Group gap="lg" mt={6}>
                {(['email', 'push'] as const).map((channel) => (
                  <Checkbox
                    key={channel}
                    value={channel}
                    label={t(`noticePreferences.channels.${channel}`)}
                    disabled={update.isPending}
                    onChange={(event) => choose(kind, channel, event.currentTarget.checked)}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          ))}
        {preferences.data && (
          <ThisDevice
            onSubscribed={() => {
              const anyPush = noticePreferenceKindValues.some(
                (kind) => preferences.data[kind].push,
              );
              // Allowing a device means wanting pushes: changes and scans, unless chosen already.
              if (!anyPush) update.mutate({ change: { push: true }, scan: { push: true } });
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** This device: whether it receives pushes, and the button that allows or stops them. */
function ThisDevice({ onSubscribed }: { onSubscribed: () => void }) {
  const { t } = useTranslation();
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [found, setFound] = useState<boolean | null>(null);
  // Only a device the member has allowed can hold a subscription.
  const subscribed = support === 'granted' ? found : false;
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    if (support !== 'granted') return;
    void currentSubscription().then(
      (subscription) => live && setFound(subscription !== null),
      () => live && setFound(false),
    );
    return () => {
      live = false;
    };
  }, [support]);

  const allow = async () => {
    setBusy(true);
    try {
      const outcome = await allowOnThisDevice();
      setSupport(pushSupport());
      if (outcome === 'subscribed') {
        setFound(true);
        onSubscribed();
      }
    } catch {
      notifyError(t('noticePreferences.device.failed'));
    } finally {
      setBusy(false);
    }
  };
  const stop = async () => {
    setBusy(true);
    try {
      await stopOnThisDevice();
      setFound(false);
    } catch {
      notifyError(t('noticePreferences.device.failed'));
    } finally {
      setBusy(false);
    }
  };

  let status: string;
  if (support === 'unsupported') status = t('noticePreferences.device.unsupported');
  else if (support === 'denied') status = t('noticePreferences.device.blocked');
  else if (subscribed) status = t('noticePreferences.device.on');
  else status = t('noticePreferences.device.off');
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('noticePreferences.device.title')}
      </Text>
      <Text size="sm" role="status">
        {status}
      </Text>
      {support !== 'unsupported' && support !== 'denied' && subscribed !== null && (
        <Group>
          {subscribed ? (
            <Button variant="default" loading={busy} onClick={() => void stop()}>
              {t('noticePreferences.device.stop')}
            </Button>
          ) : (
            <Button loading={busy} onClick={() => void allow()}>
              {t('noticePreferences.device.allow')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
