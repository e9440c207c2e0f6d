import type { TFunction } from 'i18next';
import type { DeviceSummary } from '@contract/user-agent';

/**
 * "Firefox 132 on Windows", or whichever part is known, or "Unknown device": how the sessions
 * list and the audit trail name a device (shared, so the two never name it differently).
 */
export function deviceName(t: TFunction, device: Pick<DeviceSummary, 'browser' | 'os'>): string {
  const { browser, os } = device;
  if (browser && os) return t('sessions.device.browserOnOs', { browser, os });
  return browser ?? os ?? t('sessions.device.unknown');
}
