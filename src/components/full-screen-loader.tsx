import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Covers the screen while the app works out who is signed in. */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" role="status" aria-label={t('common.loading')} aria-live="polite">
      <Loader size="lg" aria-hidden />
    </Center>
  );
}
