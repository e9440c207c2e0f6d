import { Box, Button } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@contract/paths';

/**
 * The header's link to the member's profile (the SPA's header and the server-rendered label
 * page's). On a phone the icon alone keeps the header on one line; the name stays for readers.
 */
export function ProfileButton() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.profile.href()}
      variant="subtle"
      px="xs"
      aria-label={t('layout.header.profile')}
      leftSection={<IconUserCircle size={18} aria-hidden />}
    >
      <Box component="span" visibleFrom="xs">
        {t('layout.header.profile')}
      </Box>
    </Button>
  );
}
