import type { ReactNode } from 'react';
import { Button, Card, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';

interface DashboardPageProps {
  /** The QR Codes card shows only to those who may open the print sheet (label.print). */
  canPrintLabels: boolean;
  /** [ours] Create Patient, for those who may register patients (composed by the route). */
  createPatient?: ReactNode;
}

/**
 * Heading, the QR Codes card whose button opens the print sheet in a new tab, and [ours] a New
 * Patient card for a patient without a label.
 */
export function DashboardPage({ canPrintLabels, createPatient }: DashboardPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={880}>
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
      </SimpleGrid>
    </Stack>
  );
}
