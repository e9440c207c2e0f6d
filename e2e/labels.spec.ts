// Label journeys against the real server (issue 11): a volunteer prints sheets of QR labels,
// the PDF Chromium makes of them is right on paper, a label's QR opens its patient, and one
// patient's label is printed again.
import type { Page } from '@playwright/test';
import {
  labelLayouts,
  LABEL_SIZE_IN,
  SHEET_HEIGHT_IN,
  SHEET_WIDTH_IN,
} from '../src/features/labels/label-layouts';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { decodeQr, POINTS_PER_INCH, readPdfSheets } from './label-sheets';
import { toast } from './reference-data';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
/** Chromium writes link boxes in whole hundredths of a point or so: allow a hair. */
const TOLERANCE_IN = 0.01;

const sheetLabels = (page: Page) => page.getByTestId('label-sheets').locator('a');

async function printPdf(page: Page) {
  return readPdfSheets(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
}

test('a volunteer prints 2 sheets of 20 labels (2 letter pages, 40 two-inch labels in place), registers a scanned label and reprints it', async ({
  page,
  loginAs,
  baseURL,
}) => {
  test.slow();
  await loginAs('VOLUNTEER');
  const [sheet] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /^Print QR Codes/ }).click(),
  ]);
  await expect(sheet).toHaveURL(/\/patients\/generate$/);
  await expect(sheet.getByRole('heading', { level: 1, name: 'Print QR Codes' })).toBeVisible();
  await expect(sheet.getByRole('status')).toHaveText('Ready to print: 12 labels on 1 sheet.');

  // The layout lives in the address: the radio shows checked once the navigation has run, so
  // click and wait rather than check(), which wants the state changed at once.
  const twenty = sheet.getByRole('radio', { name: '20 per page (4 × 5)' });
  await twenty.click();
  await expect(twenty).toBeChecked();
  await sheet.getByRole('textbox', { name: 'Number of pages' }).fill('2');
  await expect(sheet.getByRole('status')).toHaveText('Ready to print: 40 labels on 2 sheets.');
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeEnabled();
  await expectNoAxeViolations(sheet);

  let scanned = '';
  const urls = await sheetLabels(sheet).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  expect(urls).toHaveLength(40);
  expect(new Set(urls).size).toBe(40);
  for (const url of urls) expect(url).toMatch(new RegExp(`^${baseURL}/patients/${UUID}$`));

  await test.step('a QR code on the sheet reads as its label URL (before printing, which hands out new ids)', async () => {
    const label = sheetLabels(sheet).nth(5);
    await label.scrollIntoViewIfNeeded();
    scanned = decodeQr(await label.locator('svg').screenshot({ scale: 'device' })) ?? '';
    expect(scanned).toBe(urls[5]);
  });
  await test.step('the PDF: 2 letter pages, 40 labels of 2 × 2 in at the 4 × 5 stock positions', async () => {
    const pdf = await printPdf(sheet);
    expect(pdf.pageSizes).toEqual([
      { width: SHEET_WIDTH_IN * POINTS_PER_INCH, height: SHEET_HEIGHT_IN * POINTS_PER_INCH },
      { width: SHEET_WIDTH_IN * POINTS_PER_INCH, height: SHEET_HEIGHT_IN * POINTS_PER_INCH },
    ]);
    expect(pdf.labels).toHaveLength(40);
    expect(pdf.labels.map((label) => label.uri)).toEqual(urls);
    const positions = labelLayouts[20].positions;
    pdf.labels.forEach((label, index) => {
      const expected = positions[index % 20];
      expect(label.page).toBe(Math.floor(index / 20));
      expect(Math.abs(label.width - LABEL_SIZE_IN)).toBeLessThan(TOLERANCE_IN);
      expect(Math.abs(label.height - LABEL_SIZE_IN)).toBeLessThan(TOLERANCE_IN);
      expect(Math.abs(label.left - (expected?.left ?? NaN))).toBeLessThan(TOLERANCE_IN);
      expect(Math.abs(label.top - (expected?.top ?? NaN))).toBeLessThan(TOLERANCE_IN);
    });
  });

  await test.step('the scanned URL opens the editor for a volunteer, who registers the patient and sees the view', async () => {
    const id = scanned.slice(scanned.lastIndexOf('/') + 1);
    await page.goto(scanned);
    await expect(page).toHaveURL(`/patients/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Register patient' })).toBeVisible();
    const section = (name: string) => page.getByRole('button', { name: new RegExp(name) });
    // PHI is off on the e2e server: Basic Information holds the language only.
    await page.getByRole('combobox', { name: /Language/ }).selectOption('SPANISH');
    await section('Medical Information').click();
    await expect(toast(page, 'Successfully registered patient.')).toBeVisible();
    await section('Healthcare Choices').click();
    await section('Advanced Directive').click();
    await page.getByRole('button', { name: 'Save Patient' }).click();
    await expect(page).toHaveURL(`/patients/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: id })).toBeVisible();
  });

  await test.step("reprint that patient's label: one label at Start at label 6, the same layout, its QR the same URL", async () => {
    const id = scanned.slice(scanned.lastIndexOf('/') + 1);
    await page.goto(`/patients/generate?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reprint QR Code' })).toBeVisible();
    await expect(
      page.getByText(`One label for patient ${id.slice(0, 8)}.`, { exact: false }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Start at label' }).fill('6');
    await expect(page.getByRole('status')).toHaveText('Ready to print: 1 label on 1 sheet.');
    await expectNoAxeViolations(page);
    expect(decodeQr(await sheetLabels(page).locator('svg').screenshot())).toBe(scanned);
    const pdf = await printPdf(page);
    expect(pdf.pageSizes).toHaveLength(1);
    expect(pdf.labels.map((label) => label.uri)).toEqual([scanned]);
    const [label] = pdf.labels;
    const slot6 = labelLayouts[12].positions[5];
    expect(Math.abs((label?.left ?? NaN) - (slot6?.left ?? NaN))).toBeLessThan(TOLERANCE_IN);
    expect(Math.abs((label?.top ?? NaN) - (slot6?.top ?? NaN))).toBeLessThan(TOLERANCE_IN);
  });
});

test('a first responder may not open the print page', async ({ page, loginAs }) => {
  await loginAs('FIRST_RESPONDER');
  await expect(page.getByRole('link', { name: /^Print QR Codes/ })).toHaveCount(0);
  await page.goto('/patients/generate');
  await expect(page).toHaveURL(/\/forbidden\?from=%2Fpatients%2Fgenerate$/);
});
