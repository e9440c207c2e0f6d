import type { ReactNode } from 'react';
import { ActionIcon, Anchor, AppShell, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMenu2, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { User } from '@contract/users';
import { paths } from '@contract/paths';
import { Logo } from '@/components/logo';
import { ProfileButton } from '@/components/app-shell/profile-button';
import { APP_SHELL_LAYOUT } from '@/components/app-shell/app-shell-layout';
import { Sidebar } from '@/components/app-shell/sidebar';
import { AlertsButtonPlaceholder } from '@/features/members/components/alerts-button';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/app-shell/skip-link';
import { LanguageDisclosure } from './language-disclosure';

/** Class names src/ssr/label-page.css styles, and attributes its script (page-script.ts) reads. */
export const MENU_CLASS = 'label-page-menu';
export const MENU_PANEL_CLASS = 'label-page-menu-panel';
export const ALERTS_CLASS = 'label-page-alerts';
export const ALERTS_PANEL_CLASS = 'label-page-alerts-panel';

// Sign-out is done by the page's script; without it the button does nothing, like the SPA's.
const noop = () => undefined;

/**
 * The signed-in layout of the SPA (components/app-shell) for a page without the SPA: the same
 * AppShell, header and sidebar, with every control working without script or through the page's
 * small script. The phone menu and the Alerts panel are native <details> disclosures instead of
 * the drawer and the popover (the panel links to the pending members for those who approve them,
 * without the count, which would cost the page a query), and so is the language picker
 * (language-disclosure.tsx); the colour scheme toggle, the language choice and Log out are wired
 * by page-script.ts.
 */
export function LabelPageShell({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AppShell {...APP_SHELL_LAYOUT}>
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Box component="details" hiddenFrom="sm" className={MENU_CLASS}>
              <ActionIcon
                component="summary"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('layout.header.openNavigation')}
              >
                <IconMenu2 size={20} aria-hidden />
              </ActionIcon>
              <nav aria-label={t('layout.navigation')} className={MENU_PANEL_CLASS}>
                <Sidebar user={user} onLogout={noop} idPrefix="menu" />
              </nav>
            </Box>
            {/* Below `xs` the logo alone, so the header's controls fit a 360 px phone (as the SPA's). */}
            <Anchor href="/" underline="never" c="inherit" aria-label={t('common.appName')}>
              <Group gap="xs" wrap="nowrap">
                <Logo size={28} isDecorative />
                <Text fw={700} visibleFrom="xs">
                  {t('common.appName')}
                </Text>
              </Group>
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Box component="details" className={ALERTS_CLASS}>
              <AlertsButtonPlaceholder component="summary" />
              <Paper withBorder shadow="md" p="md" className={ALERTS_PANEL_CLASS}>
                <Stack gap="xs">
                  <Text fw={600}>{t('alerts.title')}</Text>
                  {can(user, 'user.approve') ? (
                    <Anchor href={paths.usersPending.href()} size="sm">
                      {t('alerts.review')}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('alerts.empty')}
                    </Text>
                  )}
                </Stack>
              </Paper>
            </Box>
            <ProfileButton />
            <LanguageDisclosure />
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('layout.header.switchToDark')}
              data-color-scheme-toggle
              data-label-light={t('layout.header.switchToDark')}
              data-label-dark={t('layout.header.switchToLight')}
            >
              <Box component="span" darkHidden lh={0}>
                <IconMoon size={18} aria-hidden />
              </Box>
              <Box component="span" lightHidden lh={0}>
                <IconSun size={18} aria-hidden />
              </Box>
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar visibleFrom="sm" aria-label={t('layout.navigation')}>
        <Sidebar user={user} onLogout={noop} />
      </AppShell.Navbar>
      {/* tabIndex -1: the skip link can focus it, Tab never stops on it. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
