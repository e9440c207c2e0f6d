import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { uuidSchema } from '@contract/common';
import type { LabelsPerSheet } from '@contract/labels';
import { QueryFailure } from '@/components/query-state/query-state';
import { useLabelSheets } from '../api/use-label-sheets';
import { labelCount, labelLayouts, shortCode } from '../label-layouts';
import {
  printSettingsParams,
  readPrintSettings,
  withLayout,
  type PrintSettings,
} from '../print-settings';
import { LabelSheets } from './label-sheets';
import { PrintControls } from './print-controls';
import classes from './label-sheets.module.css';

/** The label URL of an existing patient, on this server (reprint). */
const ownLabelUrl = (patientId: string) =>
  `${window.location.origin}/patients/${patientId.toLowerCase()}`;

/**
 * The QR print page (SPEC §2 patients/generate): sheets of new labels, or with `?id=` one
 * patient's label again. Its settings live in the address; the sheets show as they will print.
 */
export function PrintLabelsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const settings = readPrintSettings(params);
  const { perSheet, startAt, patientId } = settings;
  const isReprint = patientId !== null;
  const isValidId = !isReprint || uuidSchema.safeParse(patientId).success;
  const layout = labelLayouts[perSheet];
  const count = isReprint ? 1 : labelCount(settings.sheets, perSheet, startAt);

  // Each print hands out new ids for the next run, so no label is printed twice.
  const [run, setRun] = useState(0);
  const reprintUrl = isReprint && isValidId ? ownLabelUrl(patientId) : null;
  const { labels, urls, sheets, pool, drawn, reportDrawn, isReady } = useLabelSheets({
    count,
    run,
    reprintUrl,
    perSheet,
    startAt,
  });

  useEffect(() => {
    if (isReprint) return;
    const nextRun = () => setRun((current) => current + 1);
    window.addEventListener('afterprint', nextRun);
    return () => window.removeEventListener('afterprint', nextRun);
  }, [isReprint]);

  const update = (next: PrintSettings) => setParams(printSettingsParams(next), { replace: true });
  const changeLayout = (next: LabelsPerSheet) => update(withLayout(settings, next));

  const status = !sheets
    ? t('labels.status.fetching', { count })
    : isReady
      ? t('labels.status.ready', {
          labels: t('labels.status.labels', { count: urls?.length ?? 0 }),
          sheets: t('labels.status.sheets', { count: sheets.length }),
        })
      : t('labels.status.drawing', {
          sheet: Math.min(drawn + 1, sheets.length),
          total: sheets.length,
        });
  const percent = sheets ? (100 * drawn) / sheets.length : 0;

  return (
    <Container component="main" size="lg" py="lg" className={classes.page}>
      <Stack gap="lg" className={classes.noPrint}>
        <Stack gap={4}>
          <Title order={1}>{t(isReprint ? 'labels.reprint.title' : 'labels.print.title')}</Title>
          {isReprint && isValidId && (
            <Text c="dimmed">
              {t('labels.reprint.description', { code: shortCode(patientId) })}
            </Text>
          )}
        </Stack>
        {!isValidId ? (
          <Alert color="red" variant="light" role="alert" title={t('labels.reprint.invalidId')} />
        ) : (
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <PrintControls settings={settings} onChange={update} onLayoutChange={changeLayout} />
              <Text size="sm">{t('labels.print.note')}</Text>
              {labels.isError && !isReprint ? (
                <QueryFailure
                  message={t('labels.fetchFailed')}
                  onRetry={() => void labels.refetch()}
                />
              ) : (
                <Stack gap="xs">
                  <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                    <Text role="status" size="sm" fw={500}>
                      {status}
                    </Text>
                    <Button
                      leftSection={<IconPrinter size={18} aria-hidden />}
                      disabled={!isReady}
                      onClick={() => window.print()}
                    >
                      {t('labels.print.button')}
                    </Button>
                  </Group>
                  {!isReady && (
                    <Progress value={percent} aria-label={t('labels.status.progress')} animated />
                  )}
                </Stack>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
      {sheets && (
        <LabelSheets
          key={`${perSheet}:${startAt}:${run}:${count}`}
          sheets={sheets}
          layout={layout}
          pool={pool}
          onProgress={reportDrawn}
        />
      )}
    </Container>
  );
}
