import type { ReactNode } from 'react';
import { Button, Card, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import { DashboardCounts, type DashboardCount } from './dashboard-counts';
import { OfflineCard } from './offline-card';
import { PhraseCardCard } from './phrase-card-card';
import { RecentPatientsCard } from './recent-patients-card';
import { ScanLabelCard } from './scan-label-card';

interface DashboardPageProps {
  /** The signed-in member: their recently opened patients are kept under their id. */
  memberId: string | undefined;
  /** The QR Codes card shows only to those who may open the print sheet (label.print). */
  canPrintLabels: boolean;
  /** [ours] Create Patient, for those who may register patients (composed by the route). */
  createPatient?: ReactNode;
  /** [ours] The figures this member's role acts on (composed by the route); none for a responder. */
  counts?: readonly DashboardCount[];
}

/**
 * [ours] The start page (issue 22): a large Scan a label first, the role's counts, SPEC's QR
 * Codes card and [ours] a New Patient card for a patient without a label where the role has
 * them, then the responder's cards (recently opened patients, offline readiness, the phrase card).
 */
export function DashboardPage({
  memberId,
  canPrintLabels,
  createPatient,
  counts = [],
}: DashboardPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{t('dashboard.title')}</Title>
      <ScanLabelCard />
      <DashboardCounts counts={counts} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {canPrintLabels && (
          <Card withBorder padding="lg" component="section" aria-labelledby="qr-codes-title">
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h3" id="qr-codes-title">
                {t('dashboard.qrCodes.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('dashboard.qrCodes.description')}
              </Text>
              <Button
                component="a"
                href={paths.labels.href()}
                target="_blank"
                rel="noopener"
                leftSection={<IconPrinter size={18} aria-hidden />}
              >
                {t('dashboard.qrCodes.print')}{' '}
                <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
              </Button>
            </Stack>
          </Card>
        )}
        {createPatient && (
          <Card withBorder padding="lg" component="section" aria-labelledby="new-patient-title">
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h3" id="new-patient-title">
                {t('labels.createPatient.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('labels.createPatient.description')}
              </Text>
              {createPatient}
            </Stack>
          </Card>
        )}
        <RecentPatientsCard memberId={memberId} />
        <OfflineCard />
        <PhraseCardCard />
      </SimpleGrid>
    </Stack>
  );
}
