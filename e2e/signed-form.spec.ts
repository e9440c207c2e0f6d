// Issue 23: a staff member on a 360 px phone fills a POLST's decisions and the special
// circumstances in the editor; the label page (server-rendered, no SPA script) then says the
// decision in words, where the original is kept, and shows the flags and how to get in. Then
// the page in Spanish at 360 px and on a desktop, light and dark, for a look at the screenshots.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { paths } from '@contract/paths';
import { expect, expectNoAxeViolations, signedInApi, test } from './fixtures';

const isPhiOn = process.env.VITE_FEATURE_COLLECT_PHI === 'true';

// The Spanish looks read what the first test saved.
test.describe.configure({ mode: 'serial' });

let admin: APIRequestContext;
let patientId: string;

test.beforeAll(async ({ playwright, baseURL }) => {
  admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  patientId = randomUUID();
  const body = isPhiOn
    ? {
        id: patientId,
        firstName: 'Rosa',
        lastName: 'Signed',
        dateOfBirth: '1940-05-01',
        gender: 'FEMALE',
        language: 'ENGLISH',
      }
    : { id: patientId, language: 'ENGLISH' };
  const created = await admin.post('/api/v1/patients', { data: body });
  expect(created.status(), await created.text()).toBe(201);
});

test.afterAll(async () => {
  await admin.delete(`/api/v1/patients/${patientId}`);
  await admin.dispose();
});

async function fillSignedForm(page: Page, testInfo: TestInfo): Promise<void> {
  await page.goto(`${paths.patientEdit.href(patientId)}#advanced-directive`);
  await page.getByRole('radio', { name: 'POLST' }).check();
  await page
    .getByRole('radiogroup', { name: /Section A/ })
    .getByRole('radio', { name: 'Do not attempt CPR' })
    .check();
  await page
    .getByRole('radiogroup', { name: /Section B/ })
    .getByRole('radio', { name: 'Comfort-focused treatment' })
    .check();
  if (isPhiOn) await page.getByRole('textbox', { name: /Date signed/ }).fill('03/03/2025');
  await page
    .getByRole('textbox', { name: 'Where the original is kept' })
    .fill('Envelope on the fridge');
  await page.getByRole('checkbox', { name: 'Oxygen in use' }).check();
  await page.getByRole('checkbox', { name: 'Danger to crews' }).check();
  await page.getByRole('textbox', { name: 'Note on these circumstances' }).fill('Large dog');
  await page.getByRole('textbox', { name: 'How to get in' }).fill('Lockbox by the back door');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('editor-360.png'), fullPage: true });
  // Leaving the changed section saves it alone.
  await page.getByRole('button', { name: /Medical Information/ }).click();
  await expect(page.getByRole('button', { name: /Advanced Directive/ })).toContainText('Saved');
}

test('staff fill a POLST and the circumstances at 360 px; the label page says them', async ({
  page,
  loginAs,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs('STAFF');
  await fillSignedForm(page, testInfo);

  await page.goto(paths.patient.href(patientId));
  // The server's page, without the SPA's script.
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  const codeStatus = page.getByRole('region', { name: 'Code Status' });
  await expect(codeStatus).toContainText('Comfort Care — Comfort measures only');
  await expect(codeStatus).toContainText(
    isPhiOn
      ? 'POLST: Do not attempt CPR — Comfort-focused treatment, signed March 3, 2025'
      : 'POLST: Do not attempt CPR — Comfort-focused treatment',
  );
  if (!isPhiOn) await expect(codeStatus).not.toContainText('signed');
  await expect(codeStatus).toContainText('Original kept: Envelope on the fridge');
  const circumstances = page.getByRole('region', { name: 'Special circumstances' });
  await expect(circumstances.getByRole('listitem')).toHaveText([
    'Oxygen in use',
    'Danger to crews',
  ]);
  await expect(circumstances).toContainText('Large dog');
  await expect(circumstances).toContainText('Lockbox by the back door');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('label-page-360.png'), fullPage: true });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the label page in Spanish, ${scheme}, at 360 px and on a desktop`, async ({
    page,
    context,
    baseURL,
    loginAs,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await loginAs('FIRST_RESPONDER');
    await context.addCookies([{ name: 'lng', value: 'es', url: baseURL ?? '' }]);
    for (const [name, size] of [
      ['360', { width: 360, height: 740 }],
      ['desktop', { width: 1280, height: 900 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(paths.patient.href(patientId));
      await expect(page.getByTestId('signed-form-decision')).toContainText(
        'POLST: No intentar RCP — Tratamiento centrado en el confort',
      );
      await expect(
        page.getByRole('region', { name: 'Circunstancias especiales' }).getByRole('listitem'),
      ).toHaveText(['Usa oxígeno', 'Peligro para el equipo de emergencia']);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`label-page-es-${scheme}-${name}.png`),
        fullPage: true,
      });
    }
  });
}
