// Issue 23's journey, end to end: a staff member on a 360 px phone photographs a POLST page (the
// camera's file input), fills Section A and B, marks "no known allergies" and adds warfarin with
// its dose; a first responder, signed in with Spanish as the UI language, opens the label and
// reads the decision in words, sees the page's thumbnail (its link serves the image with
// no-store and nosniff), "Sin alergias conocidas", the dose and the "Anticoagulante" badge.
// Documents exist only with PHI collection on, so the journey runs on a PHI-on server: the
// suite's own when it is, otherwise a second one (e2e/second-server.ts; CI's is PHI-off).
// Refusals: a responder's upload here; the wrong type by bytes, over 10 MB and PHI off in
// e2e/documents.spec.ts (which runs its PHI-on and PHI-off halves in CI the same way).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { paths } from '@contract/paths';
import { expect, expectNoAxeViolations, signedInApi, signInAs, test } from './fixtures';
import { serverWithPhi } from './second-server';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const polstPage = readFileSync(new URL('files/polst-page.jpg', import.meta.url));
const portrait = readFileSync(new URL('files/patient-photo.jpg', import.meta.url));

const server = serverWithPhi(true);
test.use({ baseURL: server.baseURL });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
});

test.afterAll(async () => server.stop());

/** The label page at 360 px and 1280 px, light and dark, full length, into the test's output. */
async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    for (const [label, size] of [
      ['360', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${label}-${colorScheme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(PHONE);
}

test('a staff member records a POLST, no known allergies and warfarin 5 mg; a responder reads them in Spanish', async ({
  page,
  browser,
  playwright,
  loginAs,
}, testInfo) => {
  test.slow();
  const { baseURL } = server;
  const staffApi = await signedInApi(playwright.request, baseURL, 'STAFF');
  const patientId = randomUUID();
  const registered = await staffApi.post('/api/v1/patients', {
    data: {
      id: patientId,
      firstName: 'Elena',
      lastName: 'Journey',
      dateOfBirth: '1938-11-20',
      gender: 'FEMALE',
      language: 'SPANISH',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const responder = await browser.newContext({
    baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });

  try {
    await page.setViewportSize(PHONE);
    await loginAs('STAFF');
    const section = (name: string) => page.getByRole('button', { name: new RegExp(name) });

    await test.step('the photo for identification, from the camera', async () => {
      await page.goto(paths.patientEdit.href(patientId));
      const photoField = page.getByRole('region', { name: 'Photo' });
      await photoField
        .locator('input[type="file"][capture="environment"]')
        .setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: portrait });
      await expect(photoField.getByText('Photo saved.')).toBeVisible();
    });

    await test.step('the POLST: its page photographed, Section A and B, where it is kept', async () => {
      await section('Advanced Directive').click();
      const pages = page.getByRole('region', { name: 'Signed form pages' });
      await pages
        .locator('input[type="file"][capture="environment"]')
        .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: polstPage });
      await expect(pages.getByText('Page saved.')).toBeVisible();
      await expect(pages.getByRole('link', { name: /^Page 1 of the signed form/ })).toBeVisible();

      await page.getByRole('radio', { name: 'POLST' }).check();
      await page
        .getByRole('radiogroup', { name: /Section A/ })
        .getByRole('radio', { name: 'Do not attempt CPR' })
        .check();
      await page
        .getByRole('radiogroup', { name: /Section B/ })
        .getByRole('radio', { name: 'Comfort-focused treatment' })
        .check();
      await page.getByRole('textbox', { name: /Date signed/ }).fill('03/03/2025');
      await page
        .getByRole('textbox', { name: 'Where the original is kept' })
        .fill('Envelope on the fridge');
      await expectNoAxeViolations(page);
      await section('Medical Information').click();
      await expect(section('Advanced Directive')).toContainText('Saved');
    });

    await test.step('no known allergies, and warfarin 5 mg', async () => {
      await page.getByRole('checkbox', { name: 'No known allergies' }).check();
      await page.getByRole('combobox', { name: 'Medications' }).fill('warfarin');
      await page.getByRole('option', { name: 'warfarin', exact: true }).click();
      const details = page.getByRole('group', { name: 'Details of warfarin' });
      await details.getByRole('combobox', { name: 'Dose' }).fill('5 mg');
      await expectNoAxeViolations(page);
      await section('Healthcare Choices').click();
      await expect(section('Medical Information')).toContainText('Saved');
    });

    const responderPage = await responder.newPage();
    await test.step('a first responder, in Spanish, opens the label', async () => {
      await signInAs(responderPage, 'FIRST_RESPONDER');
      const language = await responderPage.request.patch('/api/v1/users/me', {
        data: { uiLanguage: 'es' },
      });
      expect(language.status()).toBe(200);
      await responderPage.goto(paths.patient.href(patientId));
      await expect(responderPage.locator('html')).toHaveAttribute('lang', 'es');
    });

    await test.step('the decision in words, at the top', async () => {
      await expect(responderPage.getByTestId('signed-form-decision')).toContainText(
        'POLST: No intentar RCP — Tratamiento centrado en el confort, firmado el',
      );
      await expect(responderPage.getByTestId('signed-form-decision')).toContainText('2025');
    });

    await test.step('the page of the signed form, and what its link serves', async () => {
      const thumbnail = responderPage.getByRole('link', {
        name: /^Página 1 del formulario firmado/,
      });
      await expect(thumbnail).toBeVisible();
      await expect
        .poll(() =>
          thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
        )
        .toBeGreaterThan(0);
      const href = await thumbnail.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/api/v1/patients/${patientId}/documents/[0-9a-f-]+$`));
      const served = await responderPage.request.get(href ?? '');
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/jpeg');
      expect(served.headers()['cache-control']).toBe('no-store');
      expect(served.headers()['x-content-type-options']).toBe('nosniff');
      const bytes = await served.body();
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      await expect(responderPage.getByRole('img', { name: 'Foto del paciente' })).toBeVisible();
    });

    await test.step('no known allergies, the dose and the blood-thinner badge', async () => {
      await expect(responderPage.getByRole('region', { name: 'Alergias' })).toContainText(
        'Sin alergias conocidas',
      );
      const warfarin = responderPage
        .getByRole('region', { name: 'Medicamentos' })
        .getByRole('listitem')
        .filter({ hasText: 'warfarin' });
      await expect(warfarin).toContainText('5 mg');
      await expect(warfarin.getByText('Anticoagulante', { exact: true })).toBeVisible();
      await expectNoAxeViolations(responderPage);
      await screenshots(responderPage, testInfo, 'label-page-es');
    });

    await test.step('refused: a responder cannot attach a page', async () => {
      const refused = await responderPage.request.post(`/api/v1/patients/${patientId}/documents`, {
        headers: { 'content-type': 'image/jpeg' },
        data: polstPage,
      });
      expect(refused.status()).toBe(403);
    });
  } finally {
    await responder.request.patch('/api/v1/users/me', { data: { uiLanguage: null } });
    await responder.close();
    await staffApi.dispose();
    const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
    await admin.delete(`/api/v1/patients/${patientId}`);
    await admin.dispose();
  }
});
