import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { registerSW } from 'virtual:pwa-register';
import { UpdatePrompt } from '@/components/offline/update-prompt';

const UPDATE_NOTIFICATION_ID = 'pwa-update';

/**
 * Registers the worker (pwa.config.ts). A new version installs in the background and waits:
 * the user is asked, and Reload hands over to it (skipWaiting) and reloads the page.
 */
export function registerServiceWorker(t: TFunction): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      notifications.show({
        id: UPDATE_NOTIFICATION_ID,
        title: t('pwa.updateTitle'),
        message: (
          <UpdatePrompt
            message={t('pwa.updateMessage')}
            reloadLabel={t('pwa.reload')}
            onReload={() => void updateServiceWorker(true)}
          />
        ),
        autoClose: false,
        withCloseButton: true,
      });
    },
  });
}
