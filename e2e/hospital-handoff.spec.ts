// Issue 25, hospital handoff: a first responder shares a patient's summary with a hospital
// ("Share with hospital": a link and a passcode); the hospital, in a browser of its own with no
// account, opens the /shl viewer, is refused a wrong passcode, enters the right one and its name,
// reads the patient's allergy and medication and downloads the FHIR Bundle (a document). The
// responder then revokes the link, and the viewer refuses it plainly. axe on the share dialog and
// the viewer; screenshots of the viewer at 360 px, light and dark, in Spanish, for review.
//
// A signed-in responder opening /patients/<id> directly gets the server-rendered label page,
// which has no "Share with hospital" panel; `?app` gives the SPA's own patient page, the one a
// responder reaches in the app (Scan a label, Recently opened), which has it.
import type { Browser, Page } from '@playwright/test';
import { demoPatients } from '../server/src/db/demo-patients';
import { expect, expectNoAxeViolations, test } from './fixtures';

const secondPatient = demoPatients[1];
if (!secondPatient) throw new Error('the demo seed has no second patient');
const patient = secondPatient;
const allergy = patient.allergies[0];
const medication = patient.medications[0];
if (!allergy || !medication) throw new Error('the demo patient has no allergy or medication');

/** A browser context of the hospital's own: no session, no cookie of the responder's. */
async function hospitalPage(
  browser: Browser,
  baseURL: string | undefined,
  options: { locale?: string; colorScheme?: 'light' | 'dark'; width?: number } = {},
): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: 'block',
    acceptDownloads: true,
    viewport: { width: options.width ?? 1280, height: 800 },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text()))
      problems.push(`CSP violation: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`Uncaught error: ${error.message}`));
  return { page, problems, close: () => context.close() };
}

async function enter(page: Page, recipient: string, passcode: string): Promise<void> {
  await page.getByLabel('Your name or hospital').fill(recipient);
  await page.getByLabel('Passcode', { exact: false }).fill(passcode);
  await page.getByRole('button', { name: 'Open the summary' }).click();
}

test('a responder shares the summary; the hospital opens it with the passcode; a revoked link is refused', async ({
  page,
  loginAs,
  browser,
  baseURL,
}, testInfo) => {
  // Two browsers, five axe runs and four screenshots: longer than the default on a busy machine.
  test.setTimeout(180_000);
  let link = '';
  let passcode = '';

  await test.step('the responder makes a link from the patient page', async () => {
    await loginAs('FIRST_RESPONDER');
    await page.goto(`/patients/${patient.id}?app`);
    const panel = page.getByRole('heading', { level: 2, name: 'Hospital handoff' });
    await expect(panel).toBeVisible();
    await page.getByRole('button', { name: 'Share with hospital' }).click();
    const dialog = page.getByRole('dialog', {
      name: "Share this patient's summary with a hospital",
    });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Make the link' }).click();
    await expect(dialog.getByTestId('share-passcode')).toHaveText(/^\d{6}$/);
    await expect(dialog.getByRole('img', { name: 'QR code of the hospital link' })).toBeVisible();
    passcode = (await dialog.getByTestId('share-passcode').textContent())?.trim() ?? '';
    link = (await dialog.getByTestId('share-link').getAttribute('href')) ?? '';
    expect(link).toMatch(new RegExp(`^${baseURL}/shl#shlink:/[A-Za-z0-9_-]+$`));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('share-dialog-1280.png') });
  });

  await test.step('the hospital, with no account: a wrong passcode is refused, the right one opens the summary', async () => {
    const hospital = await hospitalPage(browser, baseURL);
    try {
      await hospital.page.goto(link);
      await expect(
        hospital.page.getByRole('heading', { level: 1, name: 'Patient summary' }),
      ).toBeVisible();
      await expectNoAxeViolations(hospital.page);
      const wrong = passcode === '000000' ? '111111' : '000000';
      await enter(hospital.page, 'St Demo Emergency', wrong);
      await expect(hospital.page.getByRole('alert')).toContainText(
        'Wrong passcode. Attempts left: 4',
      );
      await expect(hospital.page.getByTestId('shl-summary')).toHaveCount(0);

      await hospital.page.getByLabel('Passcode', { exact: false }).fill(passcode);
      await hospital.page.getByRole('button', { name: 'Open the summary' }).click();
      const summary = hospital.page.getByTestId('shl-summary');
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('heading', { level: 2, name: 'Allergies' })).toBeVisible();
      await expect(summary).toContainText(allergy);
      await expect(summary).toContainText(new RegExp(medication, 'i'));
      await expectNoAxeViolations(hospital.page);

      const [download] = await Promise.all([
        hospital.page.waitForEvent('download'),
        hospital.page.getByRole('button', { name: 'Download FHIR JSON' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('patient-summary.fhir.json');
      const path = testInfo.outputPath('patient-summary.fhir.json');
      await download.saveAs(path);
      const { readFile } = await import('node:fs/promises');
      const bundle = JSON.parse(await readFile(path, 'utf8')) as {
        resourceType?: string;
        type?: string;
        entry?: { resource?: { resourceType?: string } }[];
      };
      expect(bundle.resourceType).toBe('Bundle');
      expect(bundle.type).toBe('document');
      expect(bundle.entry?.[0]?.resource?.resourceType).toBe('Composition');
      expect(bundle.entry?.map((entry) => entry.resource?.resourceType)).toContain(
        'AllergyIntolerance',
      );
    } finally {
      await hospital.close();
    }
    expect(hospital.problems, 'the viewer reported CSP violations or uncaught errors').toEqual([]);
  });

  await test.step('the viewer at 360 px in Spanish, light and dark (screenshots for review)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const hospital = await hospitalPage(browser, baseURL, {
        locale: 'es-ES',
        colorScheme,
        width: 360,
      });
      try {
        await hospital.page.goto(link);
        await expect(hospital.page.locator('html')).toHaveAttribute('lang', /^es/);
        // The viewer is a lazy chunk: the form, not the loader, in the picture.
        await expect(hospital.page.locator('button[type="submit"]')).toBeVisible();
        await hospital.page.screenshot({
          path: testInfo.outputPath(`viewer-ask-360-es-${colorScheme}.png`),
          fullPage: true,
        });
        await hospital.page.locator('input[autocomplete="organization"]').fill('Hospital Demo');
        await hospital.page.locator('input[autocomplete="one-time-code"]').fill(passcode);
        await hospital.page.locator('button[type="submit"]').click();
        await expect(hospital.page.getByTestId('shl-summary')).toContainText(allergy);
        await expectNoAxeViolations(hospital.page);
        await hospital.page.screenshot({
          path: testInfo.outputPath(`viewer-summary-360-es-${colorScheme}.png`),
          fullPage: true,
        });
      } finally {
        await hospital.close();
      }
      expect(hospital.problems, 'the viewer reported CSP violations or uncaught errors').toEqual(
        [],
      );
    }
  });

  await test.step('the responder revokes the link', async () => {
    const dialog = page.getByRole('dialog', {
      name: "Share this patient's summary with a hospital",
    });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Link revoked')).toBeVisible();
  });

  await test.step('the hospital is then refused, with a clear message', async () => {
    const hospital = await hospitalPage(browser, baseURL);
    try {
      await hospital.page.goto(link);
      await enter(hospital.page, 'St Demo Emergency', passcode);
      const refusal = hospital.page.getByRole('alert');
      await expect(refusal).toContainText('Link refused');
      await expect(refusal).toContainText('it was revoked, it expired');
      await expect(hospital.page.getByTestId('shl-summary')).toHaveCount(0);
      await expectNoAxeViolations(hospital.page);
    } finally {
      await hospital.close();
    }
    expect(hospital.problems, 'the viewer reported CSP violations or uncaught errors').toEqual([]);
  });
});
