import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import { LanguagePicker } from './language-picker/language-picker';
import { Logo } from './logo';

/**
 * Visitors' header: both links lead to /login, as in the product's design; [ours] the language
 * picker. Issue 22: on a phone the picker is always on screen, whatever the language — below `xs`
 * the logo stands alone (as in the signed-in header), and links too long for one line (Russian)
 * go onto two lines rather than push the picker off the edge. [ours] Without `links` (the
 * hospital's summary viewer, whose readers have no account here): the logo and the picker only.
 */
export function AnonymousHeader({ links = true }: { links?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group component="header" justify="space-between" px="md" py="sm" gap="sm" wrap="nowrap">
      <Anchor
        component={Link}
        to="/"
        underline="never"
        c="inherit"
        aria-label={t('common.appName')}
        style={{ flexShrink: 0 }}
      >
        <Group gap="xs" wrap="nowrap">
          <Logo size={32} isDecorative />
          <Text fw={700} size="lg" visibleFrom="xs">
            {t('common.appName')}
          </Text>
        </Group>
      </Anchor>
      <Group gap="sm" wrap="nowrap" miw={0}>
        {links && (
          <Group
            wrap="wrap"
            justify="flex-end"
            miw={0}
            style={{ columnGap: 'var(--mantine-spacing-md)', rowGap: 4 }}
          >
            <Anchor component={Link} to={paths.login.href()}>
              {t('common.logIn')}
            </Anchor>
            <Anchor component={Link} to={paths.login.href()}>
              {t('common.signUp')}
            </Anchor>
          </Group>
        )}
        <Box style={{ flexShrink: 0 }}>
          <LanguagePicker />
        </Box>
      </Group>
    </Group>
  );
}
