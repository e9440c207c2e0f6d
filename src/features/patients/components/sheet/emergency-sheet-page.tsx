import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { labelShortCode } from '@contract/labels';
import { patientDisplayName } from '@contract/patients';
import { paths } from '@contract/paths';
import { uiLanguageOfPatientLanguage, type UiLanguage } from '@contract/ui-languages';
import { QueryFailure, QueryLoading } from '@/components/query-state/query-state';
import { LANGUAGE_ENDONYMS } from '@/i18n/config';
import { addDateFormats, withDatesIn } from '@/lib/dates';
import type { PatientRecord } from '../../api/patients.api';
import { patientQueries } from '../../api/patients.queries';
import {
  EmergencySheet,
  paperSizes,
  type PaperSize,
  type SheetLanguageColumn,
} from './emergency-sheet';
import { sheetColumn } from './sheet-content';
import classes from './sheet.module.css';

/** The sheet's second column is always English, as on the phrase card. */
const ENGLISH: UiLanguage = 'en';
const PAPER_PARAM = 'paper';

const isPaperSize = (value: string | null): value is PaperSize =>
  value !== null && (paperSizes as readonly string[]).includes(value);

/**
 * The common texts and date formats of the patient's language and of English, whatever language
 * the screens are in: each column is written with a translation function fixed to its language.
 */
async function loadSheetLanguages(i18n: I18n, languages: UiLanguage[]): Promise<boolean> {
  const missing = languages.filter((lng) => !i18n.hasResourceBundle(lng, 'common'));
  if (missing.length > 0) await i18n.reloadResources(missing, ['common']);
  const others = languages.filter((lng): lng is Exclude<UiLanguage, 'en'> => lng !== ENGLISH);
  if (others.length > 0) {
    const { DATE_LOCALE_LOADERS, OTHER_DATE_FORMATS } = await import('@/lib/date-locales');
    for (const lng of others) {
      await DATE_LOCALE_LOADERS[lng]();
      addDateFormats({ [lng]: OTHER_DATE_FORMATS[lng] });
    }
  }
  return languages.every((lng) => i18n.hasResourceBundle(lng, 'common'));
}

function useSheetLanguages(languages: UiLanguage[]) {
  const { i18n } = useTranslation();
  const key = languages.join(',');
  const [loaded, setLoaded] = useState<{ key: string; ok: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    void loadSheetLanguages(i18n, key.split(',') as UiLanguage[]).then(
      (ok) => isCurrent && setLoaded({ key, ok }),
      () => isCurrent && setLoaded({ key, ok: false }),
    );
    return () => {
      isCurrent = false;
    };
  }, [i18n, key, attempt]);
  if (loaded?.key !== key) return { status: 'loading' as const };
  if (!loaded.ok) return { status: 'failed' as const, retry: () => setAttempt((n) => n + 1) };
  return { status: 'ready' as const, i18n };
}

interface EmergencySheetPageProps {
  patientId: string;
  collectPhi: boolean;
}

/**
 * [ours] Issue 25: the patient's one-page emergency sheet for the paper kit, made from the record
 * in the patient's language and English side by side, for US Letter or A4 (the choice lives in
 * the address). It stands alone, without the app's shell, like the label sheets.
 */
export function EmergencySheetPage({ patientId, collectPhi }: EmergencySheetPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(PAPER_PARAM);
  const paper: PaperSize = isPaperSize(asked) ? asked : 'letter';
  const patient = useQuery(patientQueries.detail(patientId));
  const patientLng = uiLanguageOfPatientLanguage[patient.data?.language ?? 'ENGLISH'];
  const languages = patientLng === ENGLISH ? [ENGLISH] : [patientLng, ENGLISH];
  const loaded = useSheetLanguages(languages);

  const columns = useSheetColumns(
    patient.data,
    loaded.status === 'ready' ? loaded.i18n : null,
    languages,
    collectPhi,
  );

  const setPaper = (next: string) => {
    if (!isPaperSize(next)) return;
    const search = new URLSearchParams(params);
    search.set(PAPER_PARAM, next);
    setParams(search, { replace: true });
  };

  let body;
  if (patient.isPending || loaded.status === 'loading') body = <QueryLoading />;
  else if (patient.isError)
    body = (
      <QueryFailure message={t('patients.fetchFailed')} onRetry={() => void patient.refetch()} />
    );
  else if (loaded.status === 'failed')
    body = <QueryFailure message={t('emergencySheet.languagesFailed')} onRetry={loaded.retry} />;
  else if (columns)
    body = (
      <div className={classes.scroller} tabIndex={0} aria-label={t('emergencySheet.preview')}>
        <EmergencySheet
          columns={columns}
          patientName={patientDisplayName(patient.data, collectPhi)}
          shortCode={labelShortCode(patient.data.id)}
          paper={paper}
        />
      </div>
    );

  return (
    <Container component="main" size="lg" className={classes.page}>
      <Stack gap="md" className={classes.noPrint} mb="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t('emergencySheet.pageTitle')}</Title>
            <Text c="dimmed">{t('emergencySheet.description')}</Text>
          </Stack>
          <Button
            component={Link}
            to={paths.patient.href(patientId)}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('emergencySheet.back')}
          </Button>
        </Group>
        <Group gap="md" align="center">
          <Stack gap={2}>
            <Text component="span" size="sm" fw={500} id="sheet-paper">
              {t('emergencySheet.paper')}
            </Text>
            <SegmentedControl
              aria-labelledby="sheet-paper"
              value={paper}
              onChange={setPaper}
              data={[
                { value: 'letter', label: t('emergencySheet.letter') },
                { value: 'a4', label: t('emergencySheet.a4') },
              ]}
            />
          </Stack>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            disabled={!columns}
            onClick={() => window.print()}
            style={{ alignSelf: 'flex-end' }}
          >
            {t('emergencySheet.print')}
          </Button>
        </Group>
        {patient.data && patient.data.language === null && (
          <Alert color="blue" variant="light">
            {t('emergencySheet.noLanguage')}
          </Alert>
        )}
      </Stack>
      {body}
    </Container>
  );
}

/** Both columns' texts, each written (dates too) in its own language. */
function useSheetColumns(
  patient: PatientRecord | undefined,
  i18n: I18n | null,
  languages: UiLanguage[],
  collectPhi: boolean,
): SheetLanguageColumn[] | null {
  const key = languages.join(',');
  const [now] = useState(() => new Date());
  return useMemo(() => {
    if (!patient || !i18n) return null;
    return (key.split(',') as UiLanguage[]).map((lng) => ({
      lang: lng,
      name: LANGUAGE_ENDONYMS[lng],
      text: withDatesIn(lng, () =>
        sheetColumn(patient, i18n.getFixedT(lng, 'common'), { collectPhi, now }),
      ),
    }));
  }, [patient, i18n, key, collectPhi, now]);
}
