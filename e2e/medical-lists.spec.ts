// Issue 23: on a 360 px phone a staff member marks "no known allergies" and adds a blood thinner
// with its dose; the label page (the server's, with and without script) then says "No known
// allergies", shows the dose and the "Blood thinner" badge, in English and in Spanish.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signedInApi, test } from './fixtures';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [label, size] of [
      ['360', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: outputPath(`${name}-${label}-${colorScheme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(PHONE);
}

test('no known allergies and a blood thinner with its dose reach the label page', async ({
  page,
  context,
  browser,
  loginAs,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow();
  const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  const patientId = randomUUID();
  const registered = await admin.post('/api/v1/patients', {
    data: { id: patientId, language: 'ENGLISH' },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  try {
    await page.setViewportSize(PHONE);
    await loginAs('STAFF');

    await test.step('the label page says what is not recorded, never "None"', async () => {
      await page.goto(`/patients/${patientId}`);
      const allergies = page.getByRole('region', { name: 'Allergies' });
      await expect(allergies).toContainText('Allergies not recorded');
      await expect(page.getByRole('region', { name: 'Medications' })).toContainText(
        'Medications not recorded',
      );
      await expect(page.getByText('None', { exact: true })).toHaveCount(0);
    });

    await test.step('staff marks no known allergies and adds warfarin 5 mg', async () => {
      await page.goto(`/patients/${patientId}/edit#medical-information`);
      await page.getByRole('checkbox', { name: 'No known allergies' }).check();
      await page.getByRole('combobox', { name: 'Medications' }).fill('warfarin');
      await page.getByRole('option', { name: 'warfarin', exact: true }).click();
      const details = page.getByRole('group', { name: 'Details of warfarin' });
      await details.getByRole('combobox', { name: 'Dose' }).fill('5 mg');
      await details.getByRole('combobox', { name: 'How often' }).fill('once');
      await page.getByRole('option', { name: 'once a day' }).click();
      await expect(page.getByRole('checkbox', { name: 'No known medications' })).toBeDisabled();
      await expectNoAxeViolations(page);
      await shoot(page, 'editor-en', (name) => testInfo.outputPath(name));
      await page.getByRole('button', { name: /Healthcare Choices/ }).click();
      await expect(page.getByRole('button', { name: /Medical Information/ })).toContainText(
        'Saved',
      );
    });

    await test.step('the label page shows it, in English', async () => {
      await page.goto(`/patients/${patientId}`);
      // The server's page: no SPA module.
      await expect(page.locator('script[type="module"]')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Allergies' })).toContainText(
        'No known allergies',
      );
      const medications = page.getByRole('region', { name: 'Medications' });
      await expect(medications.getByRole('listitem')).toHaveText([
        'warfarin — 5 mg · once a dayBlood thinner',
      ]);
      await expectNoAxeViolations(page);
      await shoot(page, 'label-en', (name) => testInfo.outputPath(name));
    });

    await test.step('and in Spanish', async () => {
      await context.addCookies([{ name: 'lng', value: 'es', url: baseURL ?? '' }]);
      await page.request.patch('/api/v1/users/me', { data: { uiLanguage: 'es' } });
      await page.goto(`/patients/${patientId}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('region', { name: 'Alergias' })).toContainText(
        'Sin alergias conocidas',
      );
      await expect(page.getByText('Anticoagulante', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, 'label-es', (name) => testInfo.outputPath(name));
      await page.goto(`/patients/${patientId}/edit#medical-information`);
      await expect(page.getByRole('group', { name: 'Detalles de warfarin' })).toBeVisible();
      await shoot(page, 'editor-es', (name) => testInfo.outputPath(name));
    });

    await test.step('without script, the label page says the same', async () => {
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await context.storageState(),
        viewport: PHONE,
      });
      const bare = await noScript.newPage();
      await bare.goto(`${baseURL ?? ''}/patients/${patientId}`);
      await expect(bare.getByText('Sin alergias conocidas')).toBeVisible();
      await expect(bare.getByText('Anticoagulante', { exact: true })).toBeVisible();
      await noScript.close();
    });
  } finally {
    await page.request.patch('/api/v1/users/me', { data: { uiLanguage: null } });
    await admin.delete(`/api/v1/patients/${patientId}`);
    await admin.dispose();
  }
});
