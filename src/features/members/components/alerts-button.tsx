import { Box, Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface AlertsButtonPlaceholderProps {
  /** `summary`: the <details> disclosure of the server-rendered label page (src/ssr). */
  component?: 'button' | 'summary';
}

/**
 * The header's Alerts button as it looks with no count, shown while the Alerts menu's code (a
 * popover) loads after the page, so the header keeps its shape; and the server-rendered label
 * page's Alerts disclosure.
 */
export function AlertsButtonPlaceholder({ component = 'button' }: AlertsButtonPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <Button
      component={component}
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
