import { Alert, Button, Stack } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import { NetworkError } from '@/lib/api-client';
import { AlreadyLoggedInError } from '@/lib/auth-guards';
import { OfflineRouteScreen } from '../offline/offline-screen';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

/** Inside a layout: keeps the layout and shows the error where the page would be. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error instanceof AlreadyLoggedInError) {
    return (
      <Stack gap="md" p="md">
        <Alert color="red" variant="light" role="alert">
          {t('errors.alreadyLoggedIn')}
        </Alert>
        <Button component={Link} to={paths.dashboard.href()} variant="light">
          {t('common.goToDashboard')}
        </Button>
      </Stack>
    );
  }
  return <RootErrorBoundaryContent error={error} />;
}

/** The app-wide fallback: unknown paths get the not-found page, anything else a generic error. */
export function RootErrorBoundary() {
  const error = useRouteError();
  if (error instanceof AlreadyLoggedInError) return <RouteErrorBoundary />;
  return <RootErrorBoundaryContent error={error} />;
}

function RootErrorBoundaryContent({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // No network (GET /users/me or a route's code could not load): offline, not signed out.
  if (error instanceof NetworkError) return <OfflineRouteScreen />;
  return (
    <ErrorPage title={t('errors.unexpected.title')} message={t('errors.unexpected.message')} />
  );
}
