import { Box, Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The header's Alerts button as it looks with no count, shown while the Alerts menu's code (a
 * popover) loads after the page, so the header keeps its shape.
 */
export function AlertsButtonPlaceholder() {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      px="xs"
      aria-label={t('alerts.buttonLabel')}
      leftSection={<IconBell size={18} aria-hidden />}
    >
      <Box component="span" visibleFrom="xs">
        {t('alerts.title')}
      </Box>
    </Button>
  );
}
