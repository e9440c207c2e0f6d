// Issue 12's audit journey: a first responder opens a patient's record; an admin answers "who
// looked at this patient's record, and when" from the record's access history and from the
// Audit page filtered by that patient, and exports those events as CSV. axe at 1280 px and
// 360 px, light and dark.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  demoAccounts,
  expect,
  expectNoAxeViolations,
  signedInApi,
  signedInPage,
  test,
} from './fixtures';

const collectPhi = process.env.VITE_FEATURE_COLLECT_PHI === 'true';

async function expectNoAxeViolationsLightAndDark(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('an admin sees who looked at a patient record, and when, and exports it', async ({
  page,
  browser,
  playwright,
  baseURL,
  loginAs,
}, testInfo) => {
  test.slow();
  const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  const patientId = randomUUID();
  const created = await admin.post('/api/v1/patients', {
    data: collectPhi
      ? {
          id: patientId,
          firstName: 'Audit',
          lastName: 'Trail',
          dateOfBirth: '1960-01-01',
          gender: 'OTHER',
          language: 'ENGLISH',
        }
      : { id: patientId },
  });
  expect(created.status(), await created.text()).toBe(201);

  try {
    await test.step('a first responder opens the record on their own device', async () => {
      const phone = await signedInPage(browser, 'FIRST_RESPONDER', {
        viewport: { width: 360, height: 740 },
      });
      await phone.goto(`/patients/${patientId}`);
      await expect(phone.getByRole('heading', { level: 2, name: 'Allergies' })).toBeVisible();
      // Responders never load the history.
      await expect(phone.getByRole('region', { name: 'Access history' })).toHaveCount(0);
      await phone.context().close();
    });

    await loginAs('ADMIN');

    await test.step("the record's access history names the responder, the time and the role", async () => {
      await page.goto(`/patients/${patientId}`);
      const history = page.getByRole('region', { name: 'Access history' });
      const table = history.getByRole('table', { name: 'Access history of this record' });
      const responderRow = table
        .getByRole('row')
        .filter({ hasText: `${demoAccounts.FIRST_RESPONDER.name} as First Responder` });
      await expect(responderRow).toHaveCount(1);
      await expect(responderRow).toContainText('Patient record viewed');
      await expect(responderRow.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      await history.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('history-1280.png'), fullPage: true });
      await expectNoAxeViolationsLightAndDark(page);
    });

    await test.step('the Audit page, filtered by the patient, lists the same view', async () => {
      await page.getByRole('link', { name: 'Open in the audit log' }).click();
      await page.waitForURL(`**/audit?patientId=${patientId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Patient ID' })).toHaveValue(patientId);
      const table = page.getByRole('table', { name: 'Audit events' });
      const view = table
        .getByRole('row')
        .filter({ hasText: demoAccounts.FIRST_RESPONDER.name })
        .filter({ hasText: 'Patient record viewed' });
      await expect(view).toHaveCount(1);
      await expect(view).toContainText('as First Responder');
      await page.getByRole('combobox', { name: 'Action' }).click();
      await page.getByRole('option', { name: 'Patient record viewed' }).click();
      await page.waitForURL(/action=patient\.view/);
      await expect(table.getByRole('row')).toHaveCount(3); // header, responder, admin
      await page.screenshot({ path: testInfo.outputPath('audit-1280.png'), fullPage: true });
      await expectNoAxeViolationsLightAndDark(page);
    });

    await test.step('Export CSV downloads those events', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^lifeline-audit-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile(await download.path(), 'utf8');
      const [header, ...lines] = csv.trim().split('\r\n');
      expect(header).toBe(
        '"createdAt","action","actorId","actorName","actorRole","targetType","targetId","clientAddress","userAgent","details"',
      );
      expect(lines).toHaveLength(2);
      expect(
        lines.some((line) =>
          line.includes(
            `"${demoAccounts.FIRST_RESPONDER.name}","FIRST_RESPONDER","patient","${patientId}"`,
          ),
        ),
      ).toBe(true);
    });

    await test.step('at 360 px the page and the history fit, light and dark', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Audit events' }).getByRole('listitem'),
      ).toHaveCount(2);
      await page.screenshot({ path: testInfo.outputPath('audit-360.png'), fullPage: true });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: testInfo.outputPath('audit-360-dark.png'), fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
      await expectNoAxeViolationsLightAndDark(page);
      await page.goto(`/patients/${patientId}`);
      await expect(page.getByRole('region', { name: 'Access history' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('history-360.png'), fullPage: true });
      await expectNoAxeViolationsLightAndDark(page);
    });
  } finally {
    await admin.delete(`/api/v1/patients/${patientId}`);
    await admin.dispose();
  }
});
