import { notifications } from '@mantine/notifications';
import { getI18n } from 'react-i18next';
import { translateServerMessage } from '@/i18n/translate-message';

// The settings live apart, so the app's providers use them without loading the toasts' code.
export { NOTIFICATION_SETTINGS } from './notification-settings';

/** Product notices stay a little longer than the default toast. */
export const NOTICE_AUTO_CLOSE = 5000;

interface NotifyOptions {
  title?: string;
  autoClose?: number;
}

/**
 * Toasts often carry a server's message ('Hospital deleted successfully', a refusal): one of the
 * contract's messages is shown in the reader's language, any other text as given.
 */
function show(color: 'green' | 'red', message: string, options: NotifyOptions): string {
  // Toasts are raised outside components, so the label comes from the app's i18next instance.
  const closeLabel = getI18n()?.t('common.close') ?? 'Close';
  return notifications.show({
    color,
    message: translateServerMessage(message),
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
