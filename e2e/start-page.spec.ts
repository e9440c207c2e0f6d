// The responder's start page (issue 22): Scan a label reads a real label's QR code through a
// fake camera and opens that patient; the patient is then listed as recently opened on this
// device; a refused camera points to the phone's own camera. Screenshots at 360 px and desktop.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { demoPatients } from '../server/src/db/demo-patients';
import { writeFakeCameraVideo } from './fake-camera';
import { expect, expectNoAxeViolations, signInAs, test } from './fixtures';
import { decodeQr } from './label-sheets';

const patient = demoPatients[0];
if (!patient) throw new Error('the demo seed has no patient');

/** Fails the test on a CSP violation or an uncaught error in a page of our own browser. */
function guard(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text()))
      problems.push(`CSP violation: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`Uncaught error: ${error.message}`));
}

test("a responder scans a patient's label with the camera, and the patient opens", async ({
  page,
  loginAs,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow();
  let video = '';
  await test.step("the label's QR code from the print sheet becomes the camera's picture", async () => {
    await loginAs('VOLUNTEER');
    await page.goto(`/patients/generate?id=${patient.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reprint QR Code' })).toBeVisible();
    const qr = await page.getByTestId('label-sheets').locator('a svg').first().screenshot();
    expect(decodeQr(qr)).toBe(`${baseURL}/patients/${patient.id}`);
    video = testInfo.outputPath('label.y4m');
    writeFakeCameraVideo(qr, video);
  });

  // Chromium reads the fake camera's file at launch: a browser of this test's own.
  const { launchOptions } = testInfo.project.use;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const problems: string[] = [];
  try {
    browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [
        ...(launchOptions?.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    context = await browser.newContext({
      baseURL,
      locale: 'en-US',
      serviceWorkers: 'block',
      viewport: { width: 360, height: 740 },
    });
    const phone = await context.newPage();
    guard(phone, problems);

    await test.step('the responder signs in and lands on the start page', async () => {
      await signInAs(phone, 'FIRST_RESPONDER');
      await expect(phone.getByRole('button', { name: 'Scan a label' })).toBeVisible();
      const recent = phone.getByRole('region', { name: 'Recently opened on this device' });
      await expect(recent.getByText('No patients opened on this device yet.')).toBeVisible();
      await expectNoAxeViolations(phone);
      await phone.screenshot({ path: testInfo.outputPath('start-360.png'), fullPage: true });
    });

    await test.step('Scan a label reads the QR code and opens that patient', async () => {
      await phone.getByRole('button', { name: 'Scan a label' }).click();
      await expect(phone.getByRole('dialog', { name: 'Scan a label' })).toBeVisible();
      await phone.waitForURL(`**/patients/${patient.id}`);
      // The e2e server keeps no PHI: the patient's heading is the label's id.
      await expect(phone.getByRole('heading', { level: 1, name: patient.id })).toBeVisible();
    });

    await test.step('back on the start page, the patient is listed by label code and time', async () => {
      await phone.goBack();
      await phone.waitForURL('**/dashboard');
      const recent = phone.getByRole('region', { name: 'Recently opened on this device' });
      await expect(
        recent.getByRole('link', { name: `Label ${patient.id.slice(0, 8)}` }),
      ).toHaveAttribute('href', `/patients/${patient.id}`);
      await expectNoAxeViolations(phone);
      await phone.screenshot({ path: testInfo.outputPath('recent-360.png'), fullPage: true });
      await recent.getByRole('button', { name: 'Clear list' }).click();
      await expect(recent.getByRole('link')).toHaveCount(0);
    });
  } finally {
    await context?.close();
    await browser?.close();
  }
  expect(problems, 'the page reported CSP violations or uncaught errors').toEqual([]);
});

test("with no camera allowed, Scan a label explains how to use the phone's own camera", async ({
  page,
  loginAs,
}, testInfo) => {
  await loginAs('FIRST_RESPONDER');
  await page.getByRole('button', { name: 'Scan a label' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan a label' });
  await expect(dialog.getByText(/open the Camera app, point it at the label/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('refused-1280.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('staff see the members waiting for approval beside the cards; the sidebar has no Admin panel heading', async ({
  page,
  loginAs,
}, testInfo) => {
  await loginAs('STAFF');
  const pending = page.getByRole('region', { name: 'Members waiting for approval' });
  await expect(pending.getByRole('link', { name: 'Review' })).toHaveAttribute(
    'href',
    '/users/pending',
  );
  await expect(page.getByRole('region', { name: 'Labels printed this week' })).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Admin panel')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('staff-1280.png'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: testInfo.outputPath('staff-360-dark.png'), fullPage: true });
});
