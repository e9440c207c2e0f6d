// Issue 13, offline: after one visit the service worker holds the app shell, so with the network
// cut a label URL opens the offline screen (with the label's short code) instead of the login
// page or the new-patient editor, and the caches hold no API answer and no patient value.
import type { Page } from '@playwright/test';
import { demoPatients } from '../server/src/db/demo-patients';
import { expect, expectNoAxeViolations, test } from './fixtures';

const [visited, scanned] = demoPatients;
if (!visited || !scanned) throw new Error('the demo seed has fewer than two patients');

test.use({ serviceWorkers: 'allow' });

interface CachedEntry {
  cache: string;
  url: string;
  body: string;
}

/** Every entry of Cache Storage with its text (binary bodies read as empty). */
function readCaches(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: CachedEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        const body = response && !/image/.test(type) ? await response.text() : '';
        entries.push({ cache: name, url: request.url, body });
      }
    }
    return entries;
  });
}

/** Waits until the worker is active and its pre-cache is complete. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
  await expect
    .poll(async () => (await readCaches(page)).length, { timeout: 30_000 })
    .toBeGreaterThan(10);
}

test('with the network cut, a label URL opens the offline screen from the cached shell', async ({
  page,
  context,
  loginAs,
}, testInfo) => {
  test.slow();
  await loginAs('FIRST_RESPONDER');

  await test.step('a first visit online shows the patient and installs the worker', async () => {
    await page.goto(`/patients/${visited.id}`);
    // The PHI switch is off in the e2e server: the heading is the patient's id.
    await expect(page.getByRole('heading', { name: visited.id, level: 1 })).toBeVisible();
    await waitForServiceWorker(page);
  });

  await test.step('offline, a label URL shows the offline screen with the short code', async () => {
    await context.setOffline(true);
    await page.goto(`/patients/${scanned.id}`);
    await expect(page.getByRole('heading', { name: 'No connection', level: 1 })).toBeVisible();
    // Neither the login page nor the new-patient editor: the address stays the label's.
    expect(new URL(page.url()).pathname).toBe(`/patients/${scanned.id}`);
    await expect(page.getByText('Label code')).toBeVisible();
    await expect(page.getByTestId('offline-label-code')).toHaveText(scanned.id.slice(0, 8));
    await expect(
      page.getByText("The patient's paper kit, usually on the fridge, holds the same information."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
        await expectNoAxeViolations(page);
        await page.screenshot({ path: testInfo.outputPath(`offline-${width}-${colorScheme}.png`) });
      }
    }
  });

  await test.step('the app shell starts without the network on a repeat visit', async () => {
    await page.goto('/dashboard');
    // The screen is the app's own (JS, CSS and English translations from the pre-cache).
    await expect(page.getByRole('heading', { name: 'No connection', level: 1 })).toBeVisible();
    await expect(page.getByTestId('offline-label-code')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  await test.step('Cache Storage holds no API answer and no patient value', async () => {
    const entries = await readCaches(page);
    const paths = entries.map((entry) => new URL(entry.url).pathname);
    expect(paths).toContain('/index.html');
    expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(paths.filter((path) => path.startsWith('/patients'))).toEqual([]);
    for (const patient of [visited, scanned]) {
      // Values no app file could hold by chance (a first name such as "Wei" could).
      const values = [patient.id, patient.lastName, patient.contact.phone, patient.hospital];
      for (const value of values) {
        const holders = entries.filter((entry) => entry.body.includes(value));
        expect(
          holders.map((entry) => entry.url),
          `cached files holding ${value}`,
        ).toEqual([]);
      }
    }
  });

  // Issue 22: the screen notices the signal coming back (the browser's `online` event), no Retry.
  await test.step('back online, the screen tries again by itself and opens the patient', async () => {
    await page.goto(`/patients/${scanned.id}`);
    await expect(page.getByTestId('offline-label-code')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: scanned.id, level: 1 })).toBeVisible();
  });
});
