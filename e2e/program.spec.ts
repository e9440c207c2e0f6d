// Issue 24's program figures: a staff member opens Program from the sidebar and sees the figures
// as charts (a patient registered, a responder's scan of its label and its verification among
// them) and downloads
// them as CSV; a first responder is refused the page and the endpoint. axe at 1280 px and
// 360 px, light and dark.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  sidebarLink,
  signedInApi,
  signedInPage,
  test,
} from './fixtures';

async function expectNoAxeViolationsLightAndDark(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const CSV_HEADER =
  'periodStart,patientsEnrolled,patientsTotal,labelsPrinted,labelsRegistered,labelScans,newMembers,recordsVerified,recordsOverdue';

test('staff see the program figures as charts and download them; a responder is refused', async ({
  page,
  browser,
  playwright,
  baseURL,
  loginAs,
}, testInfo) => {
  test.slow();
  const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  const responder = await signedInApi(playwright.request, baseURL, 'FIRST_RESPONDER');
  const patientId = randomUUID();
  const created = await admin.post('/api/v1/patients', { data: { id: patientId } });
  expect(created.status(), await created.text()).toBe(201);

  try {
    await test.step('a responder opens the label: a scan this week', async () => {
      expect((await responder.get(`/api/v1/patients/${patientId}`)).status()).toBe(200);
    });

    await test.step('the record is verified: a verification this week', async () => {
      const verified = await admin.post(`/api/v1/patients/${patientId}/verification`, {
        data: { note: 'phone call with the patient' },
      });
      expect(verified.status(), await verified.text()).toBe(200);
    });

    await loginAs('STAFF');

    await test.step('Program in the sidebar opens the figures, drawn as charts', async () => {
      await sidebarLink(page, 'Program').click();
      await page.waitForURL('**/program');
      // The route's chunk carries the charts, and four charts of 53 weeks take a while to draw
      // on a busy machine.
      await expect(page.getByRole('heading', { level: 1, name: 'Program' })).toBeVisible({
        timeout: 60_000,
      });
      const scans = page.getByRole('region', { name: 'Label scans by first responders' });
      await expect(scans.locator('svg.recharts-surface')).toBeVisible({ timeout: 30_000 });
      for (const chart of [
        'Patients enrolled',
        'Labels printed and registered',
        'Records verified and overdue for review',
      ])
        await expect(
          page.getByRole('region', { name: chart }).locator('svg').first(),
        ).toBeVisible();
      await expect(page.getByRole('table', { name: 'Figures by period' })).toBeVisible();
      expect(
        Number(await page.locator('[data-figure="labelScans"]').textContent()),
      ).toBeGreaterThan(0);
      expect(
        Number(
          (await page.locator('[data-figure="labelsRegistered"]').textContent())?.replace(/,/g, ''),
        ),
      ).toBeGreaterThan(0);
      expect(
        Number(
          (await page.locator('[data-figure="recordsVerified"]').textContent())?.replace(/,/g, ''),
        ),
      ).toBeGreaterThan(0);
      await page.screenshot({ path: testInfo.outputPath('program-1280.png'), fullPage: true });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: testInfo.outputPath('program-1280-dark.png'), fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
      await expectNoAxeViolationsLightAndDark(page);
    });

    await test.step('Monthly counts by month', async () => {
      await page.getByText('Monthly', { exact: true }).click();
      await page.waitForURL(/interval=month/);
      // The weekly table stays until the monthly one replaces it: wait for the Month column.
      await expect(
        page
          .getByRole('table', { name: 'Figures by period' })
          .getByRole('columnheader', { name: 'Month' }),
      ).toBeVisible({ timeout: 30_000 });
      const rows = page.getByRole('table', { name: 'Figures by period' }).getByRole('row');
      // A header, then twelve or thirteen months (the first month begins before the range).
      await expect(rows.nth(12)).toBeVisible();
      expect(await rows.count()).toBeGreaterThanOrEqual(13);
      expect(await rows.count()).toBeLessThanOrEqual(14);
    });

    await test.step('Download CSV saves the same figures', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^lifeline-program-month-\d{4}-\d{2}-01-\d{4}-\d{2}-01\.csv$/,
      );
      const csv = await readFile(await download.path(), 'utf8');
      const [header, ...lines] = csv.trim().split('\r\n');
      expect(header).toBe(CSV_HEADER);
      expect(lines.length).toBeGreaterThanOrEqual(12);
      const scans = lines.map((line) => Number(line.split(',')[5]));
      expect(scans.at(-1)).toBeGreaterThan(0);
      const verifications = lines.map((line) => Number(line.split(',')[7]));
      expect(verifications.at(-1)).toBeGreaterThan(0);
    });

    await test.step('at 360 px the page fits, light and dark', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Program' })).toBeVisible({
        timeout: 60_000,
      });
      await expect(
        page
          .getByRole('region', { name: 'Label scans by first responders' })
          .locator('svg')
          .first(),
      ).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      await page.screenshot({ path: testInfo.outputPath('program-360.png'), fullPage: true });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: testInfo.outputPath('program-360-dark.png'), fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
      await expectNoAxeViolationsLightAndDark(page);
    });

    await test.step('a first responder is refused the page and the figures', async () => {
      const phone = await signedInPage(browser, 'FIRST_RESPONDER');
      await expect(sidebarLink(phone, 'Program')).toHaveCount(0);
      await phone.goto('/program');
      await phone.waitForURL('**/forbidden?from=%2Fprogram');
      await expectNoAxeViolations(phone);
      await phone.context().close();
      const refused = await responder.get('/api/v1/program/figures?from=2025-01-01&to=2025-02-01');
      expect(refused.status()).toBe(403);
    });
  } finally {
    await admin.delete(`/api/v1/patients/${patientId}`);
    await admin.dispose();
    await responder.dispose();
  }
});
