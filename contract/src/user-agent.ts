import type { SessionDeviceType } from './sessions';

/**
 * What the sessions list and the audit trail show of a user agent: names a member recognises,
 * nothing more. In the contract because the server (sessions) and the SPA (audit) both read it.
 */
export interface DeviceSummary {
  browser: string | null;
  os: string | null;
  deviceType: SessionDeviceType | null;
}

/**
 * Browsers in the order they must be tested: Edge, Opera and Samsung Internet also claim to be
 * Chrome and Safari, and Chrome claims to be Safari.
 */
const browsers: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]*(?: Mobile\/\w+)? Safari\//],
];

const systems: Array<[name: string, pattern: RegExp]> = [
  ['iPadOS', /\biPad\b/],
  ['iOS', /\b(?:iPhone|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

function deviceTypeOf(userAgent: string, os: string | null): SessionDeviceType | null {
  if (/\biPad\b|\bTablet\b/.test(userAgent)) return 'tablet';
  if (os === 'Android') return /\bMobile\b/.test(userAgent) ? 'mobile' : 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b/.test(userAgent)) return 'mobile';
  return os ? 'desktop' : null;
}

/** A small, deliberate parser: the common browsers and systems, else null. */
export function summariseUserAgent(userAgent: string | null): DeviceSummary {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  let browser: string | null = null;
  for (const [name, pattern] of browsers) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = systems.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  return { browser, os, deviceType: deviceTypeOf(userAgent, os) };
}
