import type { TFunction } from 'i18next';
import type { ActiveSession } from '@contract/sessions';

/** "Firefox 132 on Windows", or whichever part is known, or "Unknown device". */
export function deviceName(t: TFunction, session: ActiveSession): string {
  const { browser, os } = session;
  if (browser && os) return t('sessions.device.browserOnOs', { browser, os });
  return browser ?? os ?? t('sessions.device.unknown');
}
