// Issue 13: the label page a signed-in member opens is rendered on the server, with no SPA script.
// Its controls still work: Edit opens the SPA's editor (a normal page load), Log out ends the
// session from the sidebar and from the phone menu, the colour scheme toggle keeps the
// choice where the SPA reads it, and the header's language picker (issue 14) switches the page,
// the SPA and the member's profile.
import type { Page } from '@playwright/test';
import { LABEL_PAGE_SCRIPT_NAME } from '@contract/label-page';
import { paths } from '@contract/paths';
import { UI_LANGUAGES } from '@contract/ui-languages';
import { demoPatients } from '../server/src/db/demo-patients';
import { LANGUAGE_ENDONYMS } from '../src/i18n/config';
import { expect, expectHeaderControlsWithin, expectNoAxeViolations, test } from './fixtures';

const firstPatient = demoPatients[0];
if (!firstPatient) throw new Error('the demo seed has no patient');
const patientId = firstPatient.id;

/** Opens the label page and checks that it is the server's page, not the SPA. */
async function openServerPage(page: Page): Promise<void> {
  await page.goto(paths.patient.href(patientId));
  await expect(page.getByRole('region', { name: 'Code Status' })).toBeVisible();
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await expect(page.locator(`script[src^="/assets/${LABEL_PAGE_SCRIPT_NAME}-"]`)).toHaveCount(1);
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

/** Every control of the header is on a `width` px screen, and the page does not scroll sideways. */
async function expectHeaderFits(page: Page, width: number): Promise<void> {
  await expectHeaderControlsWithin(page, width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test('the language picker: Русский renders the page, the SPA and the profile in Russian', async ({
  page,
  loginAs,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs('FIRST_RESPONDER');
  try {
    const shots = async (name: string, open: () => Promise<void>) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await open();
        await page.screenshot({
          path: testInfo.outputPath(`language-${name}-360-${colorScheme}.png`),
          clip: { x: 0, y: 0, width: 360, height: 420 },
          animations: 'disabled',
        });
        await page.keyboard.press('Escape');
      }
    };
    // The SPA's picker first, to compare with (screenshots in test-results/).
    await page.goto('/dashboard');
    const spaButton = page.getByRole('banner').getByRole('button', { name: 'Language: English' });
    await expect(spaButton).toHaveAttribute('aria-haspopup', 'menu');
    const spaHeight = (await spaButton.boundingBox())?.height;
    await shots('spa', async () => {
      await spaButton.click();
      await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(UI_LANGUAGES.length);
    });

    await openServerPage(page);
    await expectHeaderFits(page, 360);
    const summary = page.locator('summary[aria-label="Language: English"]');
    expect((await summary.boundingBox())?.height).toBe(spaHeight);
    expect((await summary.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    const list = page.getByRole('group', { name: 'Language', exact: true });
    await expect(list).toBeHidden();
    await shots('server', async () => {
      await summary.click();
      await expect(list).toBeVisible();
    });

    // Open: the six languages in their own names, each with its lang, English current.
    await summary.click();
    const items = list.getByRole('button');
    await expect(items).toHaveText(UI_LANGUAGES.map((language) => LANGUAGE_ENDONYMS[language]));
    for (const [index, language] of UI_LANGUAGES.entries()) {
      const item = items.nth(index);
      await expect(item).toHaveAttribute('lang', language);
      if (language === 'en') await expect(item).toHaveAttribute('aria-current', 'true');
      else await expect(item).not.toHaveAttribute('aria-current');
      const box = await item.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
    }
    await expectHeaderFits(page, 360);
    await expectNoAxeViolations(page);
    // Escape closes it and gives the focus back to its button.
    await items.nth(1).focus();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(summary).toBeFocused();

    // Choosing Русский: the page reloads, rendered in Russian by the server.
    await summary.click();
    await list.getByRole('button', { name: 'Русский' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('region', { name: 'Реанимационный статус' })).toBeVisible();
    await expect(page.locator('summary[aria-label="Язык: Русский"]')).toBeVisible();
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lng')).toMatchObject({
      value: 'ru',
      path: '/',
      sameSite: 'Lax',
    });
    // Saved on the member's profile.
    const me = await page.request.get('/api/v1/users/me');
    expect(((await me.json()) as { uiLanguage: string | null }).uiLanguage).toBe('ru');
    // The SPA follows.
    await page.goto('/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Язык: Русский' }),
    ).toHaveAttribute('aria-haspopup', 'menu');
  } finally {
    // The demo responder follows the browser again, for the specs after this one.
    await page.request.patch('/api/v1/users/me', { data: { uiLanguage: null } });
    await page.context().clearCookies({ name: 'lng' });
  }
});
