import { Code, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FORBIDDEN_FROM_PARAM, safeRedirectTarget } from '@/lib/auth-guards';
import { ErrorPage } from './error-page';

/** Where a role that is too low lands; the page that was asked for is kept in `?from=`. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const origin = safeRedirectTarget(searchParams.get(FORBIDDEN_FROM_PARAM));
  return (
    <ErrorPage title={t('errors.forbidden.title')} message={t('errors.forbidden.message')}>
      {origin && (
        <Text size="sm" c="dimmed">
          {t('errors.forbidden.requested')} <Code>{origin}</Code>
        </Text>
      )}
    </ErrorPage>
  );
}
