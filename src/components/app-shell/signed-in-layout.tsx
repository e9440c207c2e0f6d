import type { ReactNode } from 'react';
import { AppShell, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/users';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

interface SignedInLayoutProps {
  user: User | null;
  onLogout: () => void;
  isLoggingOut?: boolean;
  /** The header's Alerts button, composed by the app. */
  alerts?: ReactNode;
}

/** Header, sidebar and content. Below `sm` the sidebar moves into a drawer behind the burger. */
export function SignedInLayout({ user, onLogout, isLoggingOut, alerts }: SignedInLayoutProps) {
  const { t } = useTranslation();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const sidebar = (onNavigate?: () => void) => (
    <Sidebar user={user} onLogout={onLogout} isLoggingOut={isLoggingOut} onNavigate={onNavigate} />
  );

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader
          isNavigationOpen={isDrawerOpen}
          onToggleNavigation={drawer.toggle}
          alerts={alerts}
        />
      </AppShell.Header>
      <AppShell.Navbar visibleFrom="sm" aria-label={t('layout.navigation')}>
        {sidebar()}
      </AppShell.Navbar>
      <Drawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        hiddenFrom="sm"
        size={280}
        padding="sm"
        title={t('common.appName')}
        closeButtonProps={{ 'aria-label': t('layout.header.closeNavigation') }}
      >
        <nav aria-label={t('layout.navigation')}>{sidebar(drawer.close)}</nav>
      </Drawer>
      {/* tabIndex -1: the skip link can focus it, Tab never stops on it. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
