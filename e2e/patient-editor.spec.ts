// Issue 22: the patient editor writes only what the member did. Create Patient left without
// saving leaves nothing in the Patients list or the audit; a patient with no code status reads
// 'Not provided' on the label page and in the editor, and saving does not write Full Code; an
// address whose id no label holds says so at once. Screenshots at 360 px and desktop.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, signedInApi, test } from './fixtures';
import { toast } from './reference-data';

const collectPhi = process.env.VITE_FEATURE_COLLECT_PHI === 'true';
const section = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(name) });

/** The number of patients (one per page, so the page count). */
async function patientCount(admin: APIRequestContext): Promise<number> {
  const response = await admin.get('/api/v1/patients?perPage=1');
  expect(response.status()).toBe(200);
  return Number(response.headers()['x-total-pages']);
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('Create Patient left without saving leaves no patient and no audit event', async ({
  page,
  playwright,
  baseURL,
  loginAs,
}, testInfo) => {
  const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  await loginAs('VOLUNTEER');
  const patientsBefore = await patientCount(admin);
  const since = new Date().toISOString();

  await page.getByRole('button', { name: 'Create Patient' }).click();
  await page.waitForURL(/\/patients\/[0-9a-f-]{36}\/edit$/);
  const id = /\/patients\/([^/]+)\/edit$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Register patient' })).toBeVisible();
  await expect(page.getByText(`Patient ID: ${id}`)).toBeVisible();
  await expectNoAxeViolations(page);
  // Through sections without typing: nothing is saved, nothing gets a check.
  for (const name of ['Medical Information', 'Healthcare Choices', 'Advanced Directive']) {
    await section(page, name).click();
    await expect(section(page, name)).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(page.getByRole('radio', { name: 'Not provided' })).toBeChecked();
  await screenshots(page, testInfo, 'register-patient');
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/dashboard');

  const audit = await admin.get(`/api/v1/audit?from=${encodeURIComponent(since)}`);
  expect(audit.status()).toBe(200);
  expect(await audit.json()).toEqual([]);
  expect(await patientCount(admin)).toBe(patientsBefore);
  expect((await admin.get(`/api/v1/patients/${id}`)).status()).toBe(404);
  await admin.dispose();
});

test("a patient with no code status reads 'Not provided' on the label page and in the editor, and a save keeps it so", async ({
  page,
  playwright,
  baseURL,
  loginAs,
}, testInfo) => {
  test.skip(collectPhi, 'the bare registration below is the PHI-off one');
  const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  const id = randomUUID();
  expect((await admin.post('/api/v1/patients', { data: { id } })).status()).toBe(201);
  try {
    await loginAs('VOLUNTEER');
    await page.goto(`/patients/${id}`);
    await expect(page.getByRole('region', { name: 'Code Status' })).toContainText('Not provided');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/patients/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Patient' })).toBeVisible();
    for (const name of ['Medical Information', 'Healthcare Choices', 'Advanced Directive']) {
      await section(page, name).click();
      await expect(section(page, name)).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(page.getByRole('radio', { name: 'Not provided' })).toBeChecked();
    await expect(page.getByText('Saved')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshots(page, testInfo, 'edit-code-status');
    await page.getByRole('button', { name: 'Save Patient' }).click();
    await expect(toast(page, 'No changes were made.')).toBeVisible();
    await page.waitForURL(`**/patients/${id}`);
    const stored = (await (await admin.get(`/api/v1/patients/${id}`)).json()) as {
      codeStatus: string | null;
    };
    expect(stored.codeStatus).toBeNull();
  } finally {
    await admin.delete(`/api/v1/patients/${id}`);
    await admin.dispose();
  }
});

for (const [name, path] of [
  ['label page', '/patients/not-a-uuid'],
  ['editor', '/patients/not-a-uuid/edit'],
] as const) {
  test(`the ${name} of an id no label holds says it is not a Lifeline label link`, async ({
    page,
    loginAs,
  }, testInfo) => {
    await loginAs('VOLUNTEER');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This is not a Lifeline label link' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Patient' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshots(page, testInfo, `not-a-label-${name.replace(' ', '-')}`);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });
}
