import type { ReactNode } from 'react';
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { NOTIFICATION_SETTINGS } from '@/lib/notify';
import { cssVariablesResolver, DEFAULT_COLOR_SCHEME, theme } from './theme';

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
          <Notifications {...NOTIFICATION_SETTINGS} />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
