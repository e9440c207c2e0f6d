// Issue 24: a patient past its review interval appears in Due for review and, on the responder's
// page (the server-rendered label page), as not recently verified; "Mark as verified" in the
// editor clears both. The demo seed registers one patient 14 months before the run, never
// verified (server/src/db/demo-patients.ts). axe on each page.
import { demoPatients } from '../server/src/db/demo-patients';
import { expect, expectNoAxeViolations, test } from './fixtures';

const overdue = demoPatients.find((patient) => patient.registeredMonthsAgo);
if (!overdue) throw new Error('the demo seed has no patient past its review interval');
const patient = overdue;

test('an overdue record is listed and flagged until it is marked as verified', async ({
  page,
  loginAs,
}) => {
  // A journey over four pages with four axe runs: longer than the default 45 s on a busy machine.
  test.setTimeout(150_000);
  await loginAs('STAFF');
  await page.getByRole('link', { name: 'Due for review' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Due for review' })).toBeVisible();
  // Searched by the id's start, which works whether PHI collection is on or off.
  await page
    .getByRole('searchbox')
    .or(page.getByRole('textbox'))
    .first()
    .fill(patient.id.slice(0, 13));
  const table = page.getByRole('table', { name: 'Records due for review' });
  await expect(table.getByText('Overdue')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The responder's page says it plainly, near the top, and hides nothing.
  await page.goto(`/patients/${patient.id}`);
  const status = page.getByTestId('verification-status');
  await expect(status).toHaveAttribute('data-state', 'overdue');
  await expect(status).toContainText('Never verified — confirm with the patient');
  await expect(page.getByRole('region', { name: 'Code status' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Mark as verified, from the editor, with the one-line note.
  await page.goto(`/patients/${patient.id}/edit`);
  await page.getByRole('button', { name: 'Mark as verified' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as verified' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog
    .getByRole('textbox', { name: /How was it verified/ })
    .fill('phone call with daughter');
  await dialog.getByRole('button', { name: 'Mark as verified' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('verification-status')).toContainText('Verified today');

  await page.goto(`/patients/${patient.id}`);
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-state', 'fresh');
  await expect(page.getByTestId('verification-status')).toContainText('Verified today');
  await expect(page.getByTestId('verification-status')).toContainText('phone call with daughter');

  await page.goto(`/due-for-review?search=${patient.id.slice(0, 13)}`);
  await expect(page.getByText('No record is due for review.')).toBeVisible();
});
