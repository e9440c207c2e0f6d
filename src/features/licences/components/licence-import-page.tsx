import { useState } from 'react';
import { Button, FileInput, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LICENCE_CSV_MAX_BYTES, type LicenceImportResult } from '@contract/licences';
import { FormFailure } from '@/components/form/form-failure';
import { toFormFailure, type FormFailureReason } from '@/lib/forms';
import { useImportLicences } from '../api/licences.queries';
import { LicenceImportResultView } from './licence-import-result';

/**
 * [ours] The licence registry's import (API.md §4.4): a CSV upload, then how many licences were
 * inserted and updated and which lines were rejected and why. A refused file (no header, a
 * missing column, broken quoting) shows its messages above the form.
 */
export function LicenceImportPage() {
  const { t } = useTranslation();
  const importLicences = useImportLicences();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<FormFailureReason | null>(null);
  const [result, setResult] = useState<LicenceImportResult | null>(null);

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || importLicences.isPending) return;
    setFailure(null);
    setResult(null);
    if (file.size > LICENCE_CSV_MAX_BYTES) {
      setFailure({ kind: 'message', message: t('licences.import.tooLarge') });
      return;
    }
    try {
      setResult(await importLicences.mutateAsync(await file.text()));
    } catch (error) {
      setFailure(toFormFailure(error));
    }
  };

  return (
    <Stack gap="lg" p="md" maw={720}>
      <Title order={1}>{t('licences.import.title')}</Title>
      <Text>{t('licences.import.intro')}</Text>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <FormFailure title={t('licences.import.failed')} failure={failure} />
          <FileInput
            label={t('licences.import.file')}
            description={t('licences.import.columns')}
            accept=".csv,text/csv"
            clearable
            clearButtonProps={{ 'aria-label': t('licences.import.clearFile') }}
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setFailure(null);
            }}
          />
          <Button
            type="submit"
            disabled={!file}
            loading={importLicences.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('licences.import.submit')}
          </Button>
        </Stack>
      </form>
      {result && <LicenceImportResultView result={result} />}
    </Stack>
  );
}
