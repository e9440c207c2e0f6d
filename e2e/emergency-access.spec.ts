// Issue 25: emergency access. A responder who is not signed in opens a label, chooses Emergency
// access beside Log in, gives who they are and the label's access code, and reads that one
// patient's record, and nothing else; after 60 minutes the grant no longer opens it. Admins see
// the grant. A wrong code is refused, and attempts on one label are capped.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { paths } from '@contract/paths';
import { demoPatients } from '../server/src/db/demo-patients';
import {
  expect,
  expectNoAxeViolations,
  sidebarLink,
  signedInApi,
  signedInPage,
  test,
} from './fixtures';

const [, patient, cappedPatient] = demoPatients;
if (!patient || !cappedPatient) throw new Error('the demo seed has too few patients');

/** Emergency access's clock on the test server (TEST_CLOCK_FILE, set by start-server.mjs). */
async function moveEmergencyClock(minutes: number): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  await writeFile(join(dataDir, 'test-clock-offset'), String(minutes * 60_000));
}

async function accessCode(api: APIRequestContext, patientId: string): Promise<string> {
  const response = await api.post('/api/v1/emergency-access/codes', {
    data: { patientIds: [patientId] },
  });
  expect(response.status()).toBe(200);
  const { codes } = (await response.json()) as { codes: Record<string, string> };
  const code = codes[patientId];
  if (!code) throw new Error('no access code');
  return code;
}

async function fillForm(page: import('@playwright/test').Page, code: string): Promise<void> {
  await page.getByLabel('Your name').fill('Dana Reyes');
  await page.getByLabel('Agency').fill('Bayside Private Ambulance');
  await page.getByLabel('Licence or badge number').fill('EMT-20417');
  await page.getByLabel('Reason').fill('Called to the address, patient unresponsive');
  await page.getByLabel('Access code').fill(code);
  await page.getByRole('button', { name: 'Open the record' }).click();
}

test.afterEach(async () => {
  await moveEmergencyClock(0);
});

test('a responder without an account reads one patient with the label’s code, for 60 minutes', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  const code = await accessCode(admin, patient.id);

  // The label, not signed in: the login page offers emergency access beside Log in.
  await page.goto(paths.patient.href(patient.id));
  await page.waitForURL('**/login?**');
  await page.getByRole('link', { name: 'Emergency access' }).click();
  await page.waitForURL(`**${paths.patientEmergency.href(patient.id)}`);
  await expect(page.getByRole('heading', { name: 'Emergency access' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing of the patient before the code.
  await expect(page.getByText(patient.lastName)).toHaveCount(0);

  // A wrong code is refused.
  await fillForm(page, code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA');
  await expect(page.getByRole('alert')).toContainText('That access code does not open this label');
  await expect(page.getByRole('region', { name: 'Code Status' })).toHaveCount(0);

  // The right code (as a responder might type it): the record, read-only.
  await page.getByLabel('Access code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Open the record' }).click();
  await expect(page.getByText('Emergency access: read-only')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Code Status' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Nothing else: no list, no other patient, no editor, no member's page.
  const other = demoPatients[0]!.id;
  for (const path of [
    '/api/v1/patients',
    `/api/v1/patients/${patient.id}`,
    `/api/v1/patients/${other}`,
    '/api/v1/users/me',
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(401);
  }
  expect((await page.request.get(`/api/v1/emergency-access/patients/${other}`)).status()).toBe(401);
  await page.goto(paths.patients.href());
  await page.waitForURL('**/login?**');
  await page.goto(paths.patientEdit.href(patient.id));
  await page.waitForURL('**/login?**');

  // 61 minutes on, the grant no longer opens the record: the form again.
  await moveEmergencyClock(61);
  await page.goto(paths.patientEmergency.href(patient.id));
  await expect(page.getByRole('heading', { name: 'Emergency access' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Code Status' })).toHaveCount(0);
  expect((await page.request.get(`/api/v1/emergency-access/patients/${patient.id}`)).status()).toBe(
    401,
  );
  await moveEmergencyClock(0);

  // Admins see the grant, for review: signed in in a browser of their own.
  const adminPage = await signedInPage(browser, 'ADMIN');
  await sidebarLink(adminPage, 'Emergency Access').click();
  await adminPage.waitForURL(`**${paths.emergencyAccess.href()}`);
  const card = adminPage.getByRole('article', { name: 'Dana Reyes · Bayside Private Ambulance' });
  await expect(card.first()).toBeVisible();
  await expect(card.first()).toContainText('EMT-20417');
  await expect(card.first()).toContainText('Not reviewed');
  await expectNoAxeViolations(adminPage);
  await adminPage.context().close();
});

test('attempts on one label are capped, even with the right code after', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  const code = await accessCode(admin, cappedPatient.id);
  const wrong = code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA';
  await page.goto(paths.patientEmergency.href(cappedPatient.id));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await fillForm(page, wrong);
    await expect(page.getByRole('alert')).toContainText('does not open this label');
  }
  await page.getByLabel('Access code').fill(code);
  await page.getByRole('button', { name: 'Open the record' }).click();
  await expect(page.getByRole('alert')).toContainText(/too many/i);
  await expect(page.getByRole('region', { name: 'Code Status' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
