import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { labelShortCode } from '@contract/labels';
import { paths } from '@contract/paths';
import { formatDateTime } from '@/lib/dates';
import { useRecentPatients } from '@/lib/recent-patients';
import { DashboardCard } from './dashboard-card';

interface RecentPatientsCardProps {
  memberId: string | undefined;
}

/**
 * [ours] Issue 22: the patients this member opened on this device, newest first, by the label's
 * short code and the time: no name or other PHI is kept or shown. Clear list forgets them.
 */
export function RecentPatientsCard({ memberId }: RecentPatientsCardProps) {
  const { t } = useTranslation();
  const { patients, clear } = useRecentPatients(memberId);
  return (
    <DashboardCard
      id="recent-patients-title"
      title={t('dashboard.recent.title')}
      description={t('dashboard.recent.description')}
    >
      {patients.length === 0 ? (
        <Text size="sm">{t('dashboard.recent.empty')}</Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {patients.map((patient) => (
            <Group component="li" key={patient.id} justify="space-between" gap="xs" wrap="wrap">
              <Anchor
                component={Link}
                to={paths.patient.href(patient.id)}
                fw={600}
                ff="monospace"
                className="touch-target"
              >
                {t('dashboard.recent.patient', { code: labelShortCode(patient.id) })}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('dashboard.recent.opened', { time: formatDateTime(patient.openedAt) })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {patients.length > 0 && (
        <Button variant="default" size="sm" onClick={clear} style={{ alignSelf: 'flex-start' }}>
          {t('dashboard.recent.clear')}
        </Button>
      )}
    </DashboardCard>
  );
}
