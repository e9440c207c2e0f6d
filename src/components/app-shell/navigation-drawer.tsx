import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface NavigationDrawerProps {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phone's navigation behind the burger. Its own module: the Drawer brings Mantine's modal,
 * focus trap and transitions, which the first paint of a page never needs.
 */
export function NavigationDrawer({ opened, onClose, children }: NavigationDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      hiddenFrom="sm"
      size={280}
      padding="sm"
      title={t('common.appName')}
      closeButtonProps={{ 'aria-label': t('layout.header.closeNavigation') }}
    >
      <nav aria-label={t('layout.navigation')}>{children}</nav>
    </Drawer>
  );
}
