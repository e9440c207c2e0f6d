// Issue 25, the paper kit: a patient's emergency sheet, with every field of the record filled at
// the sizes a real record reaches, fits ONE page on US Letter and on A4 (the PDF Chromium prints
// is counted), and so does a record far past them (the sheet caps its lists and clamps long text).
// The page reads in Russian beside English; an English-speaking patient gets one column.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { allergyReactionValues } from '@contract/enums';
import { circumstanceValues } from '@contract/signed-form';
import { expect, expectNoAxeViolations, signedInApi, test } from './fixtures';

interface Named {
  id: string;
  name: string;
}

const created: { patients: string[] } = { patients: [] };
let admin: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
});

test.afterAll(async () => {
  for (const id of created.patients.splice(0)) await admin.delete(`/api/v1/patients/${id}`);
  await admin.dispose();
});

/** The first `count` entries of a catalog, registering invented ones when it has fewer. */
async function catalog(kind: 'allergies' | 'medications' | 'conditions', count: number) {
  const response = await admin.get(`/api/v1/${kind}?perPage=100`);
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data?: Named[] } | Named[];
  const items = Array.isArray(body) ? body : (body.data ?? []);
  expect(items.length, `the shipped ${kind} catalog`).toBeGreaterThanOrEqual(Math.min(count, 20));
  const picked = items.slice(0, count);
  for (let index = picked.length; index < count; index += 1) {
    const registered = await admin.post(`/api/v1/${kind}/register`, {
      data: {
        name: `Sheet test ${kind} ${index} ${randomUUID().slice(0, 6)}`,
        ...(kind === 'allergies' ? { type: 'DRUG' } : {}),
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    picked.push((await registered.json()) as Named);
  }
  return picked;
}

async function firstOf(path: string): Promise<string | null> {
  const response = await admin.get(path);
  if (!response.ok()) return null;
  const body = (await response.json()) as { data?: { id: string }[] } | { id: string }[];
  const items = Array.isArray(body) ? body : (body.data ?? []);
  return items[0]?.id ?? null;
}

// Every reaction and circumstance there is (the contract's own lists): the fullest record.
const REACTIONS = allergyReactionValues;
const DOSES = ['5 mg', '81 mg', '500 mg', '10 units', '2 puffs', '25 mcg', '1 tablet'];
const FREQUENCIES = ['once a day', 'twice a day', 'every 8 hours', 'at bedtime', 'as needed'];

interface Sizes {
  allergies: number;
  medications: number;
  conditions: number;
  /** Length of each free-text detail (the server allows 100) and of the notes (255). */
  detail: (index: number) => string;
  /** Each medication detail; realistic doses and frequencies when absent. */
  medicationDetail?: (index: number) => string;
  note: string;
}

/** A realistic full record: the sizes a long-lived record reaches, every field filled. */
const REALISTIC: Sizes = {
  allergies: 12,
  medications: 15,
  conditions: 10,
  detail: (index) => (index % 3 === 0 ? 'Throat swelled within minutes, epinephrine given' : ''),
  note:
    'Uses a walker and a home oxygen concentrator in the bedroom; a large friendly dog is usually ' +
    'in the yard. Hard of hearing on the left side: speak slowly and face her. Daughter visits daily.',
};

/** Far past any real record: every list doubled and more, every text at the server's maximum. */
const EXTREME: Sizes = {
  allergies: 30,
  medications: 30,
  conditions: 25,
  detail: () => 'W'.repeat(40) + ' ' + 'w'.repeat(59),
  medicationDetail: () => 'W'.repeat(40) + ' ' + 'w'.repeat(59),
  note: ('Long note ' + 'x'.repeat(40) + ' ').repeat(6).slice(0, 255),
};

async function fullPatient(language: 'RUSSIAN' | 'ENGLISH', sizes: Sizes): Promise<string> {
  const [allergies, medications, conditions] = await Promise.all([
    catalog('allergies', sizes.allergies),
    catalog('medications', sizes.medications),
    catalog('conditions', sizes.conditions),
  ]);
  const hospitalId = await firstOf('/api/v1/hospitals?perPage=1');
  const physicianId = await firstOf('/api/v1/physicians?perPage=1');
  const id = randomUUID();
  const registered = await admin.post('/api/v1/patients', {
    data: {
      id,
      firstName: 'Ekaterina',
      middleName: 'Alexandrovna',
      lastName: 'Demo-Vasilyeva-Konstantinopolskaya',
      dateOfBirth: '1938-11-20',
      gender: 'FEMALE',
      language,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  created.patients.push(id);
  const patched = await admin.patch(`/api/v1/patients/${id}`, {
    data: {
      patientData: {
        signedFormKind: 'POLST',
        signedFormDate: '2025-03-03',
        signedFormLocation: 'Red envelope on the refrigerator door, with the medication list',
        polstCpr: 'DO_NOT_ATTEMPT',
        polstTreatment: 'SELECTIVE',
        codeStatusAttached: true,
        circumstances: [...circumstanceValues],
        circumstancesNote: sizes.note,
        accessInstructions: sizes.note,
      },
      contactData: {
        firstName: 'Anastasia',
        lastName: 'Demo-Vasilyeva',
        phone: '(555) 010-0142',
        email: 'anastasia@example.org',
        address: '1200 Demo Street, Apartment 4B',
        relationship: 'CHILD',
      },
      medicalData: {
        allergies: allergies.map((item) => item.id),
        medications: medications.map((item) => item.id),
        conditions: conditions.map((item) => item.id),
        allergyDetails: allergies.map((item, index) => ({
          allergyId: item.id,
          reaction: REACTIONS[index % REACTIONS.length],
          reactionNote: sizes.detail(index) || null,
          criticality: index % 4 === 0 ? 'high' : 'low',
        })),
        medicationDetails: medications.map((item, index) => ({
          medicationId: item.id,
          dose: sizes.medicationDetail?.(index) ?? DOSES[index % DOSES.length],
          frequency: sizes.medicationDetail?.(index) ?? FREQUENCIES[index % FREQUENCIES.length],
          route: sizes.medicationDetail?.(index) ?? 'by mouth',
        })),
      },
      ...(hospitalId || physicianId
        ? {
            healthcareChoices: {
              ...(hospitalId ? { hospitalId } : {}),
              ...(physicianId ? { physicianId } : {}),
            },
          }
        : {}),
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  return id;
}

/** The sheet printed on `paper` (chosen on the page), as Chromium's PDF: its page count. */
async function printedPages(page: Page, paper: 'US Letter' | 'A4'): Promise<number> {
  await page.locator('label').filter({ hasText: paper }).click();
  await expect(page.getByTestId('emergency-sheet')).toHaveAttribute(
    'data-paper',
    paper === 'A4' ? 'a4' : 'letter',
  );
  const pdf = await page.pdf({
    format: paper === 'A4' ? 'A4' : 'Letter',
    preferCSSPageSize: true,
    printBackground: true,
  });
  return (await PDFDocument.load(pdf)).getPageCount();
}

test('a full record prints on one page, Letter and A4, in Russian beside English', async ({
  page,
  loginAs,
}, testInfo) => {
  test.slow();
  const patientId = await fullPatient('RUSSIAN', REALISTIC);
  await loginAs('FIRST_RESPONDER');

  await test.step('the patient page leads to the sheet', async () => {
    await page.goto(`/patients/${patientId}`);
    await page.getByRole('link', { name: 'Print emergency sheet' }).click();
    await page.waitForURL(`**/patients/${patientId}/sheet`);
  });

  const sheet = page.getByTestId('emergency-sheet');
  await test.step('both columns carry the record', async () => {
    await expect(sheet.locator('[lang="ru"]').first()).toBeVisible();
    await expect(sheet).toContainText('Реанимационный статус');
    await expect(sheet).toContainText('Code status');
    await expect(sheet).toContainText('DNR/DNI');
    await expect(sheet).toContainText('Аллергии');
    await expect(sheet).toContainText(patientId.slice(0, 8));
    await expect(sheet.locator('[data-columns="2"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  await test.step('one page on US Letter and on A4', async () => {
    expect(await printedPages(page, 'US Letter')).toBe(1);
    await page.screenshot({ path: testInfo.outputPath('sheet-ru-letter.png'), fullPage: true });
    expect(await printedPages(page, 'A4')).toBe(1);
    await page.screenshot({ path: testInfo.outputPath('sheet-ru-a4.png'), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: testInfo.outputPath('sheet-ru-a4-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });
});

test('a record far past real sizes still prints on one page, and says what it left out', async ({
  page,
  loginAs,
}, testInfo) => {
  test.slow();
  const patientId = await fullPatient('ENGLISH', EXTREME);
  await loginAs('VOLUNTEER');
  await page.goto(`/patients/${patientId}/sheet?paper=a4`);
  const sheet = page.getByTestId('emergency-sheet');
  await expect(sheet.locator('[data-columns="1"]')).toHaveCount(1);
  await expect(sheet).toContainText('+18 more in the record');
  await expect(sheet).toContainText('+15 more in the record');
  expect(await printedPages(page, 'A4')).toBe(1);
  expect(await printedPages(page, 'US Letter')).toBe(1);
  await page.screenshot({ path: testInfo.outputPath('sheet-en-extreme.png'), fullPage: true });
});
