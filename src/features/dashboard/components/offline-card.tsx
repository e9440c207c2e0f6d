import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconLoader2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOfflineReadiness } from '@/lib/offline-readiness';
import { DashboardCard } from './dashboard-card';

const looks = {
  ready: { color: 'green', Icon: IconCloudCheck },
  preparing: { color: 'yellow', Icon: IconLoader2 },
  unavailable: { color: 'gray', Icon: IconCloudOff },
} as const;

/** [ours] Issue 22: whether this device opens Lifeline without a signal (the service worker). */
export function OfflineCard() {
  const { t } = useTranslation();
  const readiness = useOfflineReadiness();
  const { color, Icon } = looks[readiness];
  return (
    <DashboardCard id="offline-title" title={t('dashboard.offline.title')}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color={color} variant="light" size="lg" radius="xl">
          <Icon size={20} aria-hidden />
        </ThemeIcon>
        <Text size="sm" data-offline={readiness}>
          {t(`dashboard.offline.${readiness}`)}
        </Text>
      </Group>
    </DashboardCard>
  );
}
