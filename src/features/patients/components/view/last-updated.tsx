import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';

interface LastUpdatedProps {
  updatedAt: string;
  /** Who updated it, when that can be read; the date shows alone otherwise. */
  updatedBy: string | null;
}

/** 'Last updated <date> by <name>', the date in SPEC §9's patient format. */
export function LastUpdated({ updatedAt, updatedBy }: LastUpdatedProps) {
  const { t } = useTranslation();
  const date = formatDate(updatedAt);
  if (!date) return null;
  return (
    <Text size="sm" c="dimmed">
      {updatedBy
        ? t('patientView.lastUpdatedBy', { date, name: updatedBy })
        : t('patientView.lastUpdated', { date })}
    </Text>
  );
}
