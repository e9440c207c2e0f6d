import type { ReactNode } from 'react';
import { Anchor, Burger, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '@contract/ui-languages';
import { LanguagePicker } from '../language-picker/language-picker';
import { Logo } from '../logo';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { ProfileButton } from './profile-button';

interface AppHeaderProps {
  isNavigationOpen: boolean;
  onToggleNavigation: () => void;
  /** [ours] The Alerts button and its panel (the app composes it from the members feature). */
  alerts?: ReactNode;
  /** Issue 14: after the language picker switched the UI (the app saves it on the profile). */
  onLanguageChosen?: (language: UiLanguage) => void;
}

/**
 * Signed-in header: Alerts and [ours] Profile, which opens /profile (SPEC §2 shows both), and the
 * language picker (issue 14).
 */
export function AppHeader({
  isNavigationOpen,
  onToggleNavigation,
  alerts,
  onLanguageChosen,
}: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={isNavigationOpen}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label={
            isNavigationOpen
              ? t('layout.header.closeNavigation')
              : t('layout.header.openNavigation')
          }
          aria-expanded={isNavigationOpen}
        />
        {/* Below `sm` the logo alone, so the header's controls fit a phone in every language
            (Russian's labels show from `xs`); issue 22. */}
        <Anchor
          component={Link}
          to="/"
          underline="never"
          c="inherit"
          aria-label={t('common.appName')}
        >
          <Group gap="xs" wrap="nowrap">
            <Logo size={28} isDecorative />
            <Text fw={700} visibleFrom="sm">
              {t('common.appName')}
            </Text>
          </Group>
        </Anchor>
      </Group>
      {/* A narrow gap: the buttons' own padding spaces them, and 320 px phones fit them all. */}
      <Group gap={4} wrap="nowrap">
        {/* On a phone the icon alone keeps the header on one line; the label stays for readers. */}
        {alerts}
        <ProfileButton />
        <LanguagePicker onChosen={onLanguageChosen} />
        <ColorSchemeToggle />
      </Group>
    </Group>
  );
}
