import { notifications } from '@mantine/notifications';
import { getI18n } from 'react-i18next';

/** SPEC §9 toast settings, shared by the <Notifications> container and the tests. */
export const NOTIFICATION_SETTINGS = {
  position: 'bottom-right',
  autoClose: 4000,
  containerWidth: 440,
  notificationMaxHeight: 200,
  limit: 5,
  transitionDuration: 250,
} as const;

/** Product notices stay a little longer than the default toast. */
export const NOTICE_AUTO_CLOSE = 5000;

interface NotifyOptions {
  title?: string;
  autoClose?: number;
}

function show(color: 'green' | 'red', message: string, options: NotifyOptions): string {
  // Toasts are raised outside components, so the label comes from the app's i18next instance.
  const closeLabel = getI18n()?.t('common.close') ?? 'Close';
  return notifications.show({
    color,
    message,
    closeButtonProps: { 'aria-label': closeLabel },
    ...options,
  });
}

export function notifySuccess(message: string, options: NotifyOptions = {}): string {
  return show('green', message, options);
}

export function notifyError(message: string, options: NotifyOptions = {}): string {
  return show('red', message, options);
}
