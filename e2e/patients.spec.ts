// Issue 10's journeys, with PHI collection off and on: a volunteer scans a new label and fills
// in every section of the editor; a first responder on a 360 px phone reads the code status
// and allergies without scrolling; an admin deletes the record. The suite's own server runs
// with one setting; this spec starts a second server (e2e/second-server.ts), on PostgreSQL when
// DATABASE_URL is set like the first, with the other one.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  capitalized,
  expect,
  expectNoAxeViolations,
  randomLetters,
  randomPhone,
  signedInApi,
  signInAs,
  test,
} from './fixtures';
import { toast } from './reference-data';
import { mainPhi, serverWithPhi } from './second-server';

/** A small phone's screen: 360 × 640 CSS px. */
const phoneHeight = 640;

/** axe on the page as it is, in the light and in the dark colour scheme. */
async function expectNoAxeViolationsLightAndDark(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The first shipped catalog entry matching `term`, as the editor's picker will offer it. */
async function catalogName(api: APIRequestContext, kind: string, key: string, term: string) {
  const response = await api.get(`/api/v1/${kind}?${key}=${term}&perPage=1`);
  expect(response.status(), `GET /${kind}`).toBe(200);
  const [entry] = (await response.json()) as { name: string }[];
  if (!entry) throw new Error(`no shipped ${kind} entry matches ${term}`);
  return entry.name;
}

// The suite's server first, then the second one (e2e/second-server.ts) with the other setting.
for (const server of [serverWithPhi(mainPhi), serverWithPhi(!mainPhi)]) {
  const { collectPhi, baseURL } = server;
  test.describe(`patients with PHI collection ${collectPhi ? 'on' : 'off'}`, () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ baseURL });

    const patientId = randomUUID();
    const term = randomLetters(8);
    const person = { firstName: 'Rosa', lastName: capitalized(randomLetters(9)) };
    const contact = { firstName: 'Maria', lastName: capitalized(randomLetters(7)) };
    const contactPhone = randomPhone();
    const hospitalName = `Mercy ${capitalized(term)}`;
    const physicianName = { firstName: 'Ann', lastName: capitalized(randomLetters(9)) };
    const picked = { allergies: ['', ''], medication: '', condition: '' };
    let admin: APIRequestContext;
    const created = { hospitalId: '', physicianId: '' };

    test.beforeAll(async ({ playwright }) => {
      test.setTimeout(180_000);
      await server.start();
      admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
      const post = async (path: string, data: object) => {
        const response = await admin.post(path, { data });
        expect(response.status(), `POST ${path}`).toBe(201);
        return ((await response.json()) as { id: string }).id;
      };
      created.hospitalId = await post('/api/v1/hospitals', {
        name: hospitalName,
        phone: '(415) 555-0170',
      });
      created.physicianId = await post('/api/v1/physicians', {
        ...physicianName,
        phone: '(415) 555-0171',
        hospitalIds: [created.hospitalId],
      });
      picked.allergies = [
        await catalogName(admin, 'allergies', 'allergy', 'penic'),
        await catalogName(admin, 'allergies', 'allergy', 'latex'),
      ];
      picked.medication = await catalogName(admin, 'medications', 'medication', 'metformin');
      picked.condition = await catalogName(admin, 'conditions', 'condition', 'asthma');
    });

    test.afterAll(async () => {
      try {
        // The journeys delete the patient; a failed run leaves it, and its links, to remove here.
        await admin.delete(`/api/v1/patients/${patientId}`);
        await admin.delete(`/api/v1/physicians/${created.physicianId}`);
        await admin.delete(`/api/v1/hospitals/${created.hospitalId}`);
        await admin.dispose();
      } finally {
        await server.stop();
      }
    });

    test('a volunteer opens a new label, fills in every section and sees the patient', async ({
      page,
    }) => {
      test.slow();
      await signInAs(page, 'VOLUNTEER');
      const section = (name: string) => page.getByRole('button', { name: new RegExp(name) });
      const saved = (name: string) => expect(section(name)).toContainText('Saved');

      await test.step('the unknown label opens the editor for that id', async () => {
        await page.goto(`/patients/${patientId}`);
        await expect(page).toHaveURL(`/patients/${patientId}/edit`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Register patient' }),
        ).toBeVisible();
        await expect(page.getByText(`Patient ID: ${patientId}`)).toBeVisible();
        await expectNoAxeViolationsLightAndDark(page);
      });

      await test.step('basic information registers the patient', async () => {
        if (collectPhi) {
          await page.getByRole('textbox', { name: 'First Name' }).fill(person.firstName);
          await page.getByRole('textbox', { name: 'Last Name' }).fill(person.lastName);
          await page.getByRole('textbox', { name: 'Date of Birth' }).fill('03/14/1950');
          await page.getByRole('combobox', { name: /Gender/ }).selectOption('FEMALE');
        }
        await page.getByRole('combobox', { name: /Language/ }).selectOption('SPANISH');
        await (collectPhi ? section('Emergency Contact') : section('Medical Information')).click();
        await expect(toast(page, 'Successfully registered patient.')).toBeVisible();
        await saved('Basic Information');
      });

      if (collectPhi) {
        await test.step('emergency contact', async () => {
          await page.getByRole('textbox', { name: 'First Name' }).fill(contact.firstName);
          await page.getByRole('textbox', { name: 'Last Name' }).fill(contact.lastName);
          await page.getByRole('textbox', { name: 'Phone' }).pressSequentially(contactPhone.digits);
          await page.getByRole('combobox', { name: 'Relationship' }).selectOption('SPOUSE');
          await expectNoAxeViolationsLightAndDark(page);
          await section('Medical Information').click();
          await saved('Emergency Contact');
        });
      }

      await test.step('medical information: allergies, medications, medical history', async () => {
        const pick = async (field: string, typed: string, option: string) => {
          await page.getByRole('combobox', { name: field }).fill(typed);
          await page.getByRole('option', { name: option, exact: true }).click();
        };
        await pick('Allergies', 'penic', picked.allergies[0] ?? '');
        await pick('Allergies', 'latex', picked.allergies[1] ?? '');
        await pick('Medications', 'metformin', picked.medication);
        await pick('Medical History', 'asthma', picked.condition);
        await expectNoAxeViolationsLightAndDark(page);
        await section('Healthcare Choices').click();
        await saved('Medical Information');
      });

      await test.step('healthcare choices: hospital and primary care physician', async () => {
        await page.getByRole('combobox', { name: 'Hospital' }).fill(term);
        await page.getByRole('option', { name: new RegExp(hospitalName) }).click();
        await page
          .getByRole('combobox', { name: 'Primary Care Physician' })
          .fill(physicianName.lastName);
        await page.getByRole('option', { name: new RegExp(physicianName.lastName) }).click();
        await section('Advanced Directive').click();
        await saved('Healthcare Choices');
      });

      await test.step('advanced directive, then Save Patient shows the view', async () => {
        await page.getByRole('radio', { name: 'DNR — Do not resuscitate' }).check();
        await page.getByRole('checkbox', { name: 'Signed form on file' }).check();
        await expectNoAxeViolationsLightAndDark(page);
        await page.getByRole('button', { name: 'Save Patient' }).click();
        await expect(page).toHaveURL(`/patients/${patientId}`);
      });

      await test.step('the view shows what was entered, by urgency', async () => {
        const heading = collectPhi ? `${person.firstName} ${person.lastName}` : patientId;
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const region = (name: string) => page.getByRole('region', { name, exact: true });
        await expect(region('Code status')).toContainText('DNR — Do not resuscitate');
        await expect(region('Code status')).toContainText('Signed form on file');
        await expect(region('Allergies').getByRole('listitem')).toHaveText(picked.allergies);
        await expect(region('Medications')).toContainText(picked.medication);
        await expect(region('Medical History')).toContainText(picked.condition);
        await expect(region('Language')).toContainText('Spanish');
        await expect(region('Hospital')).toContainText(hospitalName);
        await expect(
          region('Hospital').getByRole('link', { name: '(415) 555-0170' }),
        ).toHaveAttribute('href', 'tel:4155550170');
        await expect(region('Primary care physician')).toContainText(
          `${physicianName.firstName} ${physicianName.lastName}`,
        );
        if (collectPhi) {
          await expect(page.getByText('March 14, 1950')).toBeVisible();
          const emergency = region('Emergency Contact');
          await expect(emergency).toContainText(`${contact.firstName} ${contact.lastName}`);
          await expect(emergency).toContainText('Spouse');
          await expect(emergency.getByRole('link', { name: contactPhone.masked })).toHaveAttribute(
            'href',
            `tel:${contactPhone.digits}`,
          );
        } else {
          await expect(region('Emergency Contact')).toHaveCount(0);
          await expect(page.getByText(person.lastName)).toHaveCount(0);
        }
        await expect(page.getByText(/^Last updated .+ by Victor Volunteer$/)).toBeVisible();
        await expect(
          page.getByRole('img', { name: "QR code of this page's address" }),
        ).toBeVisible();
        await expectNoAxeViolationsLightAndDark(page);
      });
    });

    test('a first responder on a 360 px phone reads code status and allergies without scrolling', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 360, height: phoneHeight },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await signInAs(page, 'FIRST_RESPONDER');
      await page.goto(`/patients/${patientId}`);
      const codeStatus = page.getByRole('region', { name: 'Code status' });
      await expect(codeStatus).toContainText('DNR — Do not resuscitate');
      const allergies = page.getByRole('region', { name: 'Allergies' }).getByRole('listitem');
      await expect(allergies).toHaveText(picked.allergies);
      // Within the first screen: each box ends above the fold as the page opens (scroll 0).
      const scrollY = await page.evaluate(() => window.scrollY);
      for (const locator of [codeStatus, ...(await allergies.all())]) {
        const box = await locator.boundingBox();
        expect(box, 'laid out').not.toBeNull();
        expect((box?.y ?? 0) + scrollY + (box?.height ?? 0)).toBeLessThanOrEqual(phoneHeight);
      }
      // No Edit for a first responder, and no QR code on a phone (SPEC §2).
      await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
      await expect(page.getByRole('img', { name: "QR code of this page's address" })).toBeHidden();
      await expectNoAxeViolationsLightAndDark(page);
      await context.close();
    });

    test('an admin finds the patient in the list and deletes it', async ({ page }) => {
      await signInAs(page, 'ADMIN');
      await page
        .getByRole('navigation')
        .getByRole('link', { name: 'Patients', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page);
      const search = collectPhi ? 'Search patients' : 'Search by patient ID';
      await page
        .getByRole('searchbox', { name: search })
        .fill(collectPhi ? person.lastName : patientId.slice(0, 13));
      const rowName = collectPhi ? `${person.firstName} ${person.lastName}` : patientId;
      const table = page.getByRole('table', { name: 'Patients' });
      await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
      await expect(table.getByRole('cell', { name: rowName, exact: true })).toBeVisible();

      await page.getByRole('button', { name: `Actions for ${rowName}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete patient' });
      await expect(dialog).toContainText('Are you sure you want to delete this patient record?');
      await expectNoAxeViolationsLightAndDark(page);
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await expect(toast(page, 'Patient deleted successfully.')).toBeVisible();
      await expect(page.getByText('No patients found.')).toBeVisible();
      expect((await admin.get(`/api/v1/patients/${patientId}`)).status()).toBe(404);
    });
  });
}
