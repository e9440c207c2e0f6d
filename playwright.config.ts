import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { resolveChromium } from './e2e/chromium';

const chromium = resolveChromium();
if (!chromium.found) throw new Error(chromium.message);

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);
// The test server's DATA_DIR, named here so the specs can read its dev outbox (mail links). Set
// before the workers and the web server start, which inherit it.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `lifeline-e2e-${randomBytes(6).toString('hex')}`);

/**
 * E2E runs the production build (dist/) on the real server with a throwaway database,
 * driving Debian's Chromium (or Playwright's own, if installed); it never downloads a browser.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Two cores: one worker keeps the server and the browser from starving each other.
  workers: 1,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    headless: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    // As a member who asks for less motion: Mantine then opens sections and dialogs without
    // animating (theme.ts), so a step never acts on a field while its section is still opening.
    contextOptions: { reducedMotion: 'reduce' },
    // No service worker (its pre-cache downloads the whole app) except in e2e/offline.spec.ts.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `${JSON.stringify(process.execPath)} e2e/start-server.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
