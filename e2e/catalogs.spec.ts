// Issue 3: the catalogs that ship with the product are there on a fresh install, searchable, and
// editable as API.md allows (allergies: add, rename, delete).
import type { Locator, Page } from '@playwright/test';
import {
  capitalized,
  expect,
  expectNoAxeViolations,
  randomLetters,
  sidebarLink,
  signedInApi,
  test,
} from './fixtures';

/** Issue 3's minimum sizes of the shipped catalogs. */
const shippedMinimum = { Allergies: 80, Medications: 300, Conditions: 150 } as const;

/** The panel's "N entries" line, as a number. */
async function entryCount(panel: Locator): Promise<number> {
  const line = panel.getByText(/^[\d,]+ entr(y|ies)$/);
  await expect(line).toBeVisible();
  return Number((await line.innerText()).replace(/[^\d]/g, ''));
}

const dataRows = (page: Page, table: Locator) =>
  table.getByRole('row').filter({ has: page.getByRole('cell') });

test('staff see the shipped catalogs and find a medication by search', async ({
  page,
  loginAs,
}) => {
  await loginAs('STAFF');
  await sidebarLink(page, 'Catalogs').click();
  await expect(page).toHaveURL(/\/catalogs$/);
  await expect(page.getByRole('heading', { name: 'Catalogs', level: 1 })).toBeVisible();

  for (const [tab, minimum] of Object.entries(shippedMinimum)) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: tab });
    expect(await entryCount(panel), `${tab} shipped`).toBeGreaterThanOrEqual(minimum);
    const table = panel.getByRole('table', { name: tab });
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect.poll(() => dataRows(page, table).count()).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
  }

  // Medications: a search narrows the table to matching names.
  await page.getByRole('tab', { name: 'Medications' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Medications' });
  const total = await entryCount(panel);
  await panel.getByRole('searchbox', { name: 'Search medications' }).fill('METOPROLOL');
  const table = panel.getByRole('table', { name: 'Medications' });
  await expect(table.getByRole('cell', { name: 'metoprolol', exact: true })).toBeVisible();
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const found = await entryCount(panel);
  expect(found).toBeGreaterThanOrEqual(1);
  expect(found).toBeLessThan(total);
  const rows = dataRows(page, table);
  const rowCount = await rows.count();
  expect(rowCount).toBeGreaterThan(0);
  for (let index = 0; index < rowCount; index += 1) {
    const name = await rows.nth(index).getByRole('cell').first().innerText();
    expect(name.toLowerCase()).toContain('metoprolol');
  }
  await expect(table).toContainText('Lopressor');
  await expectNoAxeViolations(page);

  await panel.getByRole('searchbox', { name: 'Search medications' }).fill('zzqxnotamedicine');
  await expect(panel.getByText('No entries found.')).toBeVisible();
});

test('the Catalogs page is not open to a volunteer', async ({ page, loginAs }) => {
  await loginAs('VOLUNTEER');
  await expect(sidebarLink(page, 'Catalogs')).toHaveCount(0);
  await page.goto('/catalogs');
  await expect(page).toHaveURL(/\/forbidden(\?|$)/);
});

/** Names of allergies the allergy journey adds, removed afterwards if the test did not. */
const addedAllergies: string[] = [];

test.afterEach(async ({ playwright, baseURL }) => {
  if (addedAllergies.length === 0) return;
  const api = await signedInApi(playwright.request, baseURL, 'ADMIN');
  for (const name of addedAllergies.splice(0)) {
    const found = await api.get('/api/v1/allergies', { params: { allergy: name } });
    for (const allergy of (await found.json()) as { id: string }[]) {
      await api.delete(`/api/v1/allergies/${allergy.id}`);
    }
  }
  await api.dispose();
});

test('an admin adds an allergy, renames it and deletes it after a confirmation', async ({
  page,
  loginAs,
}) => {
  const term = randomLetters(8);
  const name = `Testallergen ${capitalized(term)}`;
  const renamed = `Renamed ${capitalized(term)}`;
  addedAllergies.push(term);
  await loginAs('ADMIN');
  await sidebarLink(page, 'Catalogs').click();
  const panel = page.getByRole('tabpanel', { name: 'Allergies' });
  const table = panel.getByRole('table', { name: 'Allergies' });
  const before = await entryCount(panel);

  await panel.getByRole('button', { name: 'Add allergy' }).click();
  const add = page.getByRole('dialog', { name: 'Add allergy' });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText('Type is required')).toBeVisible();
  await add.getByLabel(/^Name/).fill(name);
  await add.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Drug' }).click();
  await expectNoAxeViolations(page);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${name} was added.` })).toBeVisible();
  await expect(add).toBeHidden();
  await expect.poll(() => entryCount(panel)).toBe(before + 1);

  await panel.getByRole('searchbox', { name: 'Search allergies' }).fill(term.toUpperCase());
  await expect(dataRows(page, table)).toHaveCount(1);
  await expect(dataRows(page, table)).toContainText(name);
  await expect(dataRows(page, table)).toContainText('Drug');

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename allergy' });
  await expect(rename.getByLabel(/^Name/)).toHaveValue(name);
  await rename.getByLabel(/^Name/).fill(renamed);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Allergy renamed.' })).toBeVisible();
  await expect(dataRows(page, table)).toContainText(renamed);

  await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete allergy' });
  await expect(confirm).toContainText(`Are you sure you want to delete the allergy ${renamed}?`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Allergy deleted successfully' }),
  ).toBeVisible();
  await expect(panel.getByText('No entries found.')).toBeVisible();
});
