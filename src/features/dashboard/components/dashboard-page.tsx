import type { ReactNode } from 'react';
import { Button, SimpleGrid, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import { DashboardCounts, type DashboardCount } from './dashboard-counts';
import { OfflineCard } from './offline-card';
import { PhraseCardCard } from './phrase-card-card';
import { RecentPatientsCard } from './recent-patients-card';
import { ScanLabelCard } from './scan-label-card';
import { DashboardCard } from './dashboard-card';

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
          <DashboardCard
            id="qr-codes-title"
            title={t('dashboard.qrCodes.title')}
            description={t('dashboard.qrCodes.description')}
            align="flex-start"
          >
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
          </DashboardCard>
        )}
        {createPatient && (
          <DashboardCard
            id="new-patient-title"
            title={t('labels.createPatient.title')}
            description={t('labels.createPatient.description')}
            align="flex-start"
          >
            {createPatient}
          </DashboardCard>
        )}
        <RecentPatientsCard memberId={memberId} />
        <OfflineCard />
        <PhraseCardCard />
      </SimpleGrid>
    </Stack>
  );
}
