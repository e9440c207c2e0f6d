import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { NOTIFICATION_SETTINGS } from '@/lib/notification-settings';
import { cssVariablesResolver, DEFAULT_COLOR_SCHEME, theme } from './theme';

// The toasts' container (with its transitions) loads beside the first page, not before it; a
// toast raised meanwhile waits in the store and shows once it has loaded.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
  /** Tests pass 'test': no transitions, no portals. */
  env?: 'default' | 'test';
  colorSchemeManager?: MantineColorSchemeManager;
  /** Mantine's global classes (responsive hiddenFrom/visibleFrom among them); on by default. */
  withGlobalClasses?: boolean;
}

export function AppProviders({
  queryClient,
  i18n,
  children,
  env,
  colorSchemeManager,
  withGlobalClasses = true,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme={DEFAULT_COLOR_SCHEME}
          env={env}
          colorSchemeManager={colorSchemeManager}
          withGlobalClasses={withGlobalClasses}
        >
          <Suspense fallback={null}>
            <Notifications {...NOTIFICATION_SETTINGS} />
          </Suspense>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
