import { Anchor, Box, Burger, Button, Group, Text } from '@mantine/core';
import { IconBell, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../logo';
import { ColorSchemeToggle } from './color-scheme-toggle';

/** Alerts and Profile have no behaviour yet (SPEC §2). */
const headerActions = [
  { key: 'alerts', Icon: IconBell },
  { key: 'profile', Icon: IconUserCircle },
] as const;

interface AppHeaderProps {
  isNavigationOpen: boolean;
  onToggleNavigation: () => void;
}

/** Signed-in header. Alerts and Profile have no behaviour yet (SPEC §2). */
export function AppHeader({ isNavigationOpen, onToggleNavigation }: AppHeaderProps) {
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
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Group gap="xs" wrap="nowrap">
            <Logo size={28} isDecorative />
            <Text fw={700}>{t('common.appName')}</Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* On a phone the icon alone keeps the header on one line; the label stays for readers. */}
        {headerActions.map(({ key, Icon }) => (
          <Button
            key={key}
            variant="subtle"
            px="xs"
            aria-label={t(`layout.header.${key}`)}
            leftSection={<Icon size={18} aria-hidden />}
          >
            <Box component="span" visibleFrom="xs">
              {t(`layout.header.${key}`)}
            </Box>
          </Button>
        ))}
        <ColorSchemeToggle />
      </Group>
    </Group>
  );
}
