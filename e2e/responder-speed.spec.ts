// Issue 13, the speed half: a signed-in first responder opening a label gets the page rendered
// on the server (no API call, no SPA script: only the page's own small one); `?app` gives the
// SPA's page with its data in it and the route's chunks preloaded; the page looks as it did, at
// 360 px and at desktop width, light and dark (the screenshots land in test-results/ for review).

import { LABEL_PAGE_DATA_ID, LABEL_PAGE_SCRIPT_NAME } from '@contract/label-page';
import { expect, signInAs, test } from './fixtures';

/** The seeded demo patient with every relation (server/src/db/demo-patients.ts). */
const patientId = 'de30de30-0001-4000-8000-000000000001';

test('a label opened with a session is rendered on the server: no API read, no SPA script', async ({
  page,
}) => {
  await signInAs(page, 'FIRST_RESPONDER');
  // The dashboard's own lazy chunks must not count: leave it first.
  await page.goto('about:blank');
  const apiReads: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiReads.push(pathname);
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  const response = await page.goto(`/patients/${patientId}`);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="patient-code-status"');
  expect(html).not.toContain(LABEL_PAGE_DATA_ID);
  expect(html).not.toContain('type="module"');
  expect(response?.headers()['cache-control']).toBe('no-store');

  const codeStatus = page.getByRole('region', { name: 'Code Status' });
  await expect(codeStatus).toContainText('DNR');
  await expect(page.getByRole('region', { name: 'Allergies' })).toContainText('Penicillins');
  await page.waitForLoadState('networkidle');
  expect(apiReads).toEqual([]);
  // One script: the page's own (colour scheme, Log out, the service worker's registration).
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(new RegExp(`^/assets/${LABEL_PAGE_SCRIPT_NAME}-[^/]+\\.js$`));
});

test("?app opens the SPA's own label page, painted from its data block", async ({ page }) => {
  await signInAs(page, 'FIRST_RESPONDER');
  const apiReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiReads.push(pathname);
  });
  const response = await page.goto(`/patients/${patientId}?app`);
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`<script type="application/json" id="${LABEL_PAGE_DATA_ID}">`);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/patient-[^"]+\.js">/);
  await expect(page.getByRole('region', { name: 'Allergies' })).toContainText('Penicillins');
  expect(apiReads).not.toContain('/api/v1/users/me');
  expect(apiReads).not.toContain(`/api/v1/patients/${patientId}`);
  // The block is read once and gone: the DOM no longer holds it.
  await expect(page.locator(`#${LABEL_PAGE_DATA_ID}`)).toHaveCount(0);
});

test('a label opened without a session carries no data and asks to sign in', async ({ page }) => {
  const response = await page.goto(`/patients/${patientId}`);
  expect((await response?.text()) ?? '').not.toContain(LABEL_PAGE_DATA_ID);
  await page.waitForURL('**/login**');
});

for (const { name, width, height } of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    // The server's page, and the SPA's (?app) beside it: the two must look the same.
    for (const { kind, query } of [
      { kind: 'server', query: '' },
      { kind: 'spa', query: '?app' },
    ]) {
      test(`the ${kind} patient view at ${name} width, ${colorScheme}`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme });
        await signInAs(page, 'FIRST_RESPONDER');
        await page.goto(`/patients/${patientId}${query}`);
        await expect(page.getByRole('region', { name: 'Allergies' })).toContainText('Latex');
        const qrCode = page.getByRole('img', { name: "QR code of this page's address" });
        if (name === 'desktop') await expect(qrCode).toBeVisible();
        else await expect(qrCode).toHaveCount(0);
        await page.screenshot({
          path: testInfo.outputPath(`patient-${kind}-${name}-${colorScheme}.png`),
          fullPage: true,
        });
      });
    }
  }
}
