// Issue 13: the label page a signed-in member opens is rendered on the server, with no SPA script.
// Its controls still work: Edit opens the SPA's editor (a normal page load), Log out ends the
// session from the sidebar and from the phone menu, and the colour scheme toggle keeps the
// choice where the SPA reads it.
import type { Page } from '@playwright/test';
import { demoPatients } from '../server/src/db/demo-patients';
import { expect, test } from './fixtures';

const firstPatient = demoPatients[0];
if (!firstPatient) throw new Error('the demo seed has no patient');
const patientId = firstPatient.id;

/** Opens the label page and checks that it is the server's page, not the SPA. */
async function openServerPage(page: Page): Promise<void> {
  await page.goto(`/patients/${patientId}`);
  await expect(page.getByRole('region', { name: 'Code Status' })).toBeVisible();
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await expect(page.locator('script[src^="/assets/responder-page-"]')).toHaveCount(1);
}

test("Edit opens the SPA's editor for the patient", async ({ page, loginAs }) => {
  await loginAs('VOLUNTEER');
  await openServerPage(page);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(`**/patients/${patientId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Patient' })).toBeVisible();
  // The editor is the SPA's: its entry module runs.
  await expect(page.locator('script[type="module"]')).not.toHaveCount(0);
});

test('Log out from the sidebar ends the session', async ({ page, loginAs }) => {
  await loginAs('FIRST_RESPONDER');
  await openServerPage(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
  // The session is gone: the label page is the SPA's again, which asks to sign in.
  await page.goto(`/patients/${patientId}`);
  await page.waitForURL('**/login**');
});

test('Log out from the phone menu ends the session; Escape closes the menu', async ({
  page,
  loginAs,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs('FIRST_RESPONDER');
  await openServerPage(page);
  const menuButton = page.locator('summary[aria-label="Open navigation"]');
  await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Navigation' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('menu-360.png') });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // The Alerts panel opens the same way.
  await page.locator('summary[aria-label="Alerts"]').click();
  await expect(page.getByText('No alerts.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('alerts-360.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByText('No alerts.')).toBeHidden();
  await expect(menu).toBeHidden();
  await menuButton.click();
  await menu.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
  await page.goto(`/patients/${patientId}`);
  await page.waitForURL('**/login**');
});

test('the colour scheme toggle switches, and the choice holds on the page and in the SPA', async ({
  page,
  loginAs,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await loginAs('FIRST_RESPONDER');
  await openServerPage(page);
  const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
  expect(await scheme()).toBe('light');
  await page.getByRole('button', { name: 'Switch to dark color scheme' }).click();
  expect(await scheme()).toBe('dark');
  await expect(page.getByRole('button', { name: 'Switch to light color scheme' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Code Status' })).toBeVisible();
  expect(await scheme()).toBe('dark');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await scheme()).toBe('dark');
});
