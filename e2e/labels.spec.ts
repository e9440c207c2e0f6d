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

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
/** Chromium writes link boxes in whole hundredths of a point or so: allow a hair. */
const TOLERANCE_IN = 0.01;

const sheetLabels = (page: Page) => page.getByTestId('label-sheets').locator('a');

async function printPdf(page: Page) {
  return readPdfSheets(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
}

test('a volunteer prints 2 sheets of 20 labels: 2 letter pages, 40 two-inch labels in place, QR codes of this server', async ({
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

  await sheet.getByRole('radio', { name: '20 per page (4 × 5)' }).check();
  await sheet.getByRole('textbox', { name: 'Number of pages' }).fill('2');
  await expect(sheet.getByRole('status')).toHaveText('Ready to print: 40 labels on 2 sheets.');
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeEnabled();
  await expectNoAxeViolations(sheet);

  const urls = await sheetLabels(sheet).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  expect(urls).toHaveLength(40);
  expect(new Set(urls).size).toBe(40);
  for (const url of urls) expect(url).toMatch(new RegExp(`^${baseURL}/patients/${UUID}$`));

  await test.step('a QR code on the sheet reads as its label URL (before printing, which hands out new ids)', async () => {
    const label = sheetLabels(sheet).nth(5);
    await label.scrollIntoViewIfNeeded();
    const decoded = decodeQr(await label.locator('svg').screenshot({ scale: 'device' }));
    expect(decoded).toBe(urls[5]);
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
});

test('reprinting one patient label: one label at Start at label N, the same layout, no new ids', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const id = '5b0c2f9e-3f1d-4c57-9a3b-2a1d0e9f8c7b';
  await loginAs('VOLUNTEER');
  await page.goto(`/patients/generate?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reprint QR Code' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Start at label' }).fill('6');
  await expect(page.getByRole('status')).toHaveText('Ready to print: 1 label on 1 sheet.');
  await expectNoAxeViolations(page);
  const pdf = await printPdf(page);
  expect(pdf.pageSizes).toHaveLength(1);
  expect(pdf.labels).toHaveLength(1);
  const [label] = pdf.labels;
  expect(label?.uri).toBe(`${baseURL}/patients/${id}`);
  const slot6 = labelLayouts[12].positions[5];
  expect(Math.abs((label?.left ?? NaN) - (slot6?.left ?? NaN))).toBeLessThan(TOLERANCE_IN);
  expect(Math.abs((label?.top ?? NaN) - (slot6?.top ?? NaN))).toBeLessThan(TOLERANCE_IN);
  expect(decodeQr(await sheetLabels(page).locator('svg').screenshot())).toBe(
    `${baseURL}/patients/${id}`,
  );
});

test('a first responder may not open the print page', async ({ page, loginAs }) => {
  await loginAs('FIRST_RESPONDER');
  await expect(page.getByRole('link', { name: /^Print QR Codes/ })).toHaveCount(0);
  await page.goto('/patients/generate');
  await expect(page).toHaveURL(/\/forbidden\?from=%2Fpatients%2Fgenerate$/);
});
