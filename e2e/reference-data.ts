// Helpers shared by the hospital and physician journeys (hospitals.spec.ts, physicians.spec.ts,
// phone-layout.spec.ts): list search, table rows, toasts and the records a test needs.
import type { Locator, Page, Request } from '@playwright/test';
import {
  capitalized,
  expect,
  expectNoAxeViolations,
  randomLetters,
  type ReferenceData,
} from './fixtures';

export const NAME_RULE =
  "Name must be between 2 and 100 characters long. It can only contain letters, digits, spaces and . , ' & ( ) - /";
export const UUID_PATH_END = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** A toast (Mantine notifications are alerts) showing this text. */
export const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });

/** A table's data rows: rows with cells, so the header row is left out. */
export const dataRows = (page: Page, table: Locator) =>
  table.getByRole('row').filter({ has: page.getByRole('cell') });

export const lastPathSegment = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';

/** Clears a masked phone field and types the digits, as a user would. */
export interface ContactEdit {
  /** The record's page, where the save lands, e.g. `/hospitals/<id>`. */
  recordPath: string;
  savedToast: string;
  heading: string;
  phone: { masked: string };
  newPhone: { digits: string; masked: string };
  newEmail: string;
}

/**
 * On a hospital's or physician's edit page: the phone shows as stored, a new phone is typed
 * through the mask and a new e-mail filled in, and after Submit the record's page shows both.
 */
export async function editPhoneAndEmail(page: Page, edit: ContactEdit): Promise<void> {
  const phone = page.getByLabel(/^Phone/);
  await expect(phone).toHaveValue(edit.phone.masked);
  await expectNoAxeViolations(page);

  await retypePhone(phone, edit.newPhone.digits);
  await expect(phone).toHaveValue(edit.newPhone.masked);
  await page.getByLabel(/^Email/).fill(edit.newEmail);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(new RegExp(`${edit.recordPath}$`));
  await expect(toast(page, edit.savedToast)).toBeVisible();
  await expect(page.getByRole('heading', { name: edit.heading, level: 1 })).toBeVisible();
  await expect(page.getByText(edit.newPhone.masked)).toBeVisible();
  await expect(page.getByText(edit.newEmail)).toBeVisible();
}

export async function retypePhone(input: Locator, digits: string): Promise<void> {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await expect(input).toHaveValue('');
  await input.pressSequentially(digits);
}

/**
 * Types a term into a list's search box key by key, faster than the 500 ms debounce, and waits
 * for the search to reach the address and the table to settle. Only the whole term may reach
 * the server (as the list's `param`): a request for a partial term means the debounce is missing.
 */
export async function searchList(
  page: Page,
  { box, table, param }: { box: string; table: Locator; param: string },
  term: string,
): Promise<void> {
  const searched = new Set<string>();
  const record = (request: Request) => {
    const url = new URL(request.url());
    const value = url.searchParams.get(param);
    if (url.pathname.startsWith('/api/v1/') && value) searched.add(value);
  };
  const input = page.getByRole('searchbox', { name: box });
  await expect(input).toHaveValue('');
  page.on('request', record);
  await input.pressSequentially(term, { delay: 40 });
  await expect(page).toHaveURL(new RegExp(`[?&]search=${term}(&|$)`));
  await expect(table).toHaveAttribute('aria-busy', 'false');
  page.off('request', record);
  // A repeated search may be answered from the cache, so none at all is fine.
  expect([...searched], `searches sent for ${param}`).toEqual(searched.size ? [term] : []);
}

/** Waits for the list to load and checks it holds more than one row (so a search must filter). */
export async function expectSeveralRows(page: Page, table: Locator): Promise<void> {
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => dataRows(page, table).count()).toBeGreaterThan(1);
}

export interface PhysicianNames {
  firstName: string;
  lastName: string;
  /** Lower-case: the search term, which must match case-insensitively. */
  term: string;
  fullName: string;
}

export function newPhysicianNames(): PhysicianNames {
  const term = randomLetters(9);
  const firstName = capitalized(randomLetters(6));
  const lastName = capitalized(term);
  return { firstName, lastName, term, fullName: `${firstName} ${lastName}` };
}

/** Decoys: the lists hold more than the searched record, so a search that ignores its term fails. */
export async function createDecoys(referenceData: ReferenceData): Promise<void> {
  await referenceData.createHospital({ name: `Decoy ${capitalized(randomLetters(8))}` });
  await referenceData.createPhysician({
    firstName: 'Decoy',
    lastName: capitalized(randomLetters(8)),
  });
}
