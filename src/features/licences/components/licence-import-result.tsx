import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LicenceImportRejection, LicenceImportResult } from '@contract/licences';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { translateMessage } from '@/i18n/translate-message';

interface LicenceImportResultProps {
  result: LicenceImportResult;
}

/** The counts of one import, then each rejected line with its reason. */
export function LicenceImportResultView({ result }: LicenceImportResultProps) {
  const { t } = useTranslation();
  const counts = [
    { key: 'inserted', label: t('licences.import.result.inserted'), value: result.inserted },
    { key: 'updated', label: t('licences.import.result.updated'), value: result.updated },
    { key: 'rejected', label: t('licences.import.result.rejected'), value: result.rejected.length },
  ];
  const columns: DataTableColumn<LicenceImportRejection>[] = [
    {
      key: 'line',
      header: t('licences.import.result.line'),
      render: (row) => t('licences.import.result.lineNumber', { line: row.line }),
    },
    {
      key: 'reason',
      header: t('licences.import.result.reason'),
      render: (row) => translateMessage(t, row.message),
    },
  ];
  return (
    <Stack gap="md" component="section" aria-labelledby="licence-import-result">
      <Title order={2} id="licence-import-result">
        {t('licences.import.result.title')}
      </Title>
      <SimpleGrid cols={{ base: 3 }} spacing="sm" component="dl" m={0}>
        {counts.map((count) => (
          <Paper key={count.key} withBorder p="sm" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {count.label}
            </Text>
            <Text component="dd" m={0} fz="h3" fw={700}>
              {count.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {result.rejected.length > 0 && (
        <Title order={3} fz="h4">
          {t('licences.import.result.rejectedTitle')}
        </Title>
      )}
      <DataTable
        label={t('licences.import.result.rejectedTitle')}
        columns={columns}
        rows={result.rejected}
        getRowKey={(row) => `${row.line}`}
        getRowLabel={(row) => t('licences.import.result.lineNumber', { line: row.line })}
        emptyMessage={t('licences.import.result.noneRejected')}
      />
    </Stack>
  );
}
