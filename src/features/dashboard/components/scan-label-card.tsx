import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Card, Stack, Text } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';

/** The camera, the decoder and jsQR load only when the member asks to scan. */
const ScanLabelDialog = lazy(() =>
  import('../scanner/scan-label-dialog').then((module) => ({ default: module.ScanLabelDialog })),
);

/** [ours] Issue 22: the start page's first action, a large Scan a label. */
export function ScanLabelCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const handlePatient = useCallback(
    (patientId: string) => void navigate(paths.patient.href(patientId)),
    [navigate],
  );

  return (
    <Card withBorder padding="lg" component="section" aria-label={t('dashboard.scan.title')}>
      <Stack gap="xs">
        <Button
          size="xl"
          fullWidth
          h={72}
          leftSection={<IconScan size={32} aria-hidden />}
          onClick={() => setIsOpen(true)}
          aria-haspopup="dialog"
        >
          {t('dashboard.scan.button')}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t('dashboard.scan.hint')}
        </Text>
      </Stack>
      {isOpen && (
        <Suspense fallback={null}>
          <ScanLabelDialog onClose={() => setIsOpen(false)} onPatient={handlePatient} />
        </Suspense>
      )}
    </Card>
  );
}
