import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type common from '../../public/locales/en/common.json';

export type PlaceholderTitle = keyof typeof common.placeholder.titles;

interface FeatureNotAvailableProps {
  title: PlaceholderTitle;
}

/** Stands in for a screen that a later issue delivers: no fake data, just an honest notice. */
export function FeatureNotAvailable({ title }: FeatureNotAvailableProps) {
  const { t } = useTranslation();
  return (
    <Stack p="md" gap="md">
      <Title order={1}>{t(`placeholder.titles.${title}`)}</Title>
      <Alert color="blue" variant="light">
        {t('placeholder.message')}
      </Alert>
    </Stack>
  );
}
