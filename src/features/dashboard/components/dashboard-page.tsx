import { Button, Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface DashboardPageProps {
  /** The QR Codes card shows only to those who may open the print sheet (label.print). */
  canPrintLabels: boolean;
}

/** Heading, and the QR Codes card whose button opens the print sheet in a new tab. */
export function DashboardPage({ canPrintLabels }: DashboardPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.title')}</Title>
      {canPrintLabels && (
        <Card
          withBorder
          padding="lg"
          maw={420}
          component="section"
          aria-labelledby="qr-codes-title"
        >
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3" id="qr-codes-title">
              {t('dashboard.qrCodes.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.qrCodes.description')}
            </Text>
            <Button
              component="a"
              href="/patients/generate"
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
    </Stack>
  );
}
