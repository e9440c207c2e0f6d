import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '@contract/ui-languages';
import type { User } from '@contract/users';
import { AppHeader } from './app-header';
import { APP_SHELL_LAYOUT } from './app-shell-layout';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// Loaded on the first open: a label's first paint on a phone never needs it.
const NavigationDrawer = lazy(() =>
  import('./navigation-drawer').then((module) => ({ default: module.NavigationDrawer })),
);

interface SignedInLayoutProps {
  user: User | null;
  onLogout: () => void;
  isLoggingOut?: boolean;
  /** The header's Alerts button, composed by the app. */
  alerts?: ReactNode;
  /** Issue 14: the member chose a language in the header (the app saves it on the profile). */
  onLanguageChosen?: (language: UiLanguage) => void;
}

/** Header, sidebar and content. Below `sm` the sidebar moves into a drawer behind the burger. */
export function SignedInLayout({
  user,
  onLogout,
  isLoggingOut,
  alerts,
  onLanguageChosen,
}: SignedInLayoutProps) {
  const { t } = useTranslation();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  // The drawer's code loads on the first open, and stays so that it can close with its transition.
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const toggleDrawer = () => {
    setHasOpenedDrawer(true);
    drawer.toggle();
  };
  const sidebar = (onNavigate?: () => void) => (
    <Sidebar user={user} onLogout={onLogout} isLoggingOut={isLoggingOut} onNavigate={onNavigate} />
  );

  return (
    <AppShell {...APP_SHELL_LAYOUT}>
      <SkipLink />
      <AppShell.Header>
        <AppHeader
          isNavigationOpen={isDrawerOpen}
          onToggleNavigation={toggleDrawer}
          alerts={alerts}
          onLanguageChosen={onLanguageChosen}
        />
      </AppShell.Header>
      <AppShell.Navbar visibleFrom="sm" aria-label={t('layout.navigation')}>
        {sidebar()}
      </AppShell.Navbar>
      {hasOpenedDrawer && (
        <Suspense fallback={null}>
          <NavigationDrawer opened={isDrawerOpen} onClose={drawer.close}>
            {sidebar(drawer.close)}
          </NavigationDrawer>
        </Suspense>
      )}
      {/* tabIndex -1: the skip link can focus it, Tab never stops on it. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
