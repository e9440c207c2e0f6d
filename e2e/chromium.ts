// Which Chromium the e2e suite drives. Shared by playwright.config.ts and scripts/run-tests.mjs
// (which imports this file through Node 24's type stripping, so keep it erasable TypeScript).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_INSTALL_HELP = [
  'No Chromium found for the end-to-end tests. Install one of:',
  '  apt-get install -y chromium        (Debian/Ubuntu; used from /usr/bin/chromium)',
  "  npx playwright install chromium    (Playwright's own build)",
  'or set CHROMIUM_PATH to a Chromium executable.',
].join('\n');

export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | 'playwright';

export type ChromiumResolution =
  { found: true; path: string; source: ChromiumSource } | { found: false; message: string };

function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    // Playwright throws when it has no build for this platform.
    return undefined;
  }
}

/**
 * CHROMIUM_PATH when set (it must exist), else Debian's /usr/bin/chromium, else a browser
 * installed by `npx playwright install chromium`. Never downloads anything.
 */
export function resolveChromium(env: NodeJS.ProcessEnv = process.env): ChromiumResolution {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) {
    return existsSync(fromEnv)
      ? { found: true, path: fromEnv, source: 'CHROMIUM_PATH' }
      : {
          found: false,
          message: `CHROMIUM_PATH=${fromEnv} does not exist.\n${CHROMIUM_INSTALL_HELP}`,
        };
  }
  if (existsSync(DEBIAN_CHROMIUM)) return { found: true, path: DEBIAN_CHROMIUM, source: 'system' };
  const bundled = playwrightChromium();
  if (bundled) return { found: true, path: bundled, source: 'playwright' };
  return { found: false, message: CHROMIUM_INSTALL_HELP };
}
