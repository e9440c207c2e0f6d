// Issue 8: closing a changed form asks first (SPEC §2's texts), on a phone-sized screen: Cancel
// on the hospital edit page, Escape in the Create Hospital modal, and a link in the sidebar.
import type { Page } from '@playwright/test';
import {
  capitalized,
  expect,
  expectNoAxeViolations,
  randomLetters,
  sidebarLink,
  test,
} from './fixtures';

const QUESTION_TITLE = 'This form has unsaved changes.';
const QUESTION_TEXT = 'Are you sure you want to close this form without submitting?';

test.use({ viewport: { width: 360, height: 740 } });

const question = (page: Page) => page.getByRole('dialog', { name: QUESTION_TITLE });

test('a changed hospital form asks before it is left by Cancel, Escape or a link', async ({
  page,
  loginAs,
  referenceData,
}) => {
  // Four journeys through one throwaway hospital on a phone-sized screen: more than the default.
  test.setTimeout(90_000);
  const name = `Unsaved ${capitalized(randomLetters(8))}`;
  const hospital = await referenceData.createHospital({ name });
  await loginAs('VOLUNTEER');
  const editPath = `/hospitals/${hospital.id}/edit`;

  await test.step('Cancel on a changed edit form asks, and No keeps the change', async () => {
    await page.goto(editPath);
    const field = page.getByLabel(/^Name/);
    await expect(field).toHaveValue(name);
    await field.fill(`${name} East`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(question(page)).toBeVisible();
    await expect(question(page)).toContainText(QUESTION_TEXT);
    await expectNoAxeViolations(page);
    await question(page).getByRole('button', { name: 'No' }).click();
    await expect(question(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${editPath}$`));
    await expect(field).toHaveValue(`${name} East`);
  });

  await test.step('a sidebar link asks too, and Yes leaves without saving', async () => {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await sidebarLink(page, 'Hospitals').click();
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(new RegExp(`${editPath}$`));

    const burger = page.getByRole('button', { name: /navigation$/ });
    if ((await burger.getAttribute('aria-label')) === 'Open navigation') await burger.click();
    await sidebarLink(page, 'Hospitals').click();
    await question(page).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/hospitals$/);
    await page.goto(`/hospitals/${hospital.id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });

  await test.step('Escape in the changed Create Hospital modal asks before closing', async () => {
    await page.goto('/hospitals');
    await page.getByRole('button', { name: 'Create Hospital' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Hospital' });
    await dialog.getByLabel(/^Name/).fill('Half typed');
    await page.keyboard.press('Escape');
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('Half typed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question(page).getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('an unchanged form leaves at once', async () => {
    await page.goto(editPath);
    await expect(page.getByLabel(/^Name/)).toHaveValue(name);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/hospitals/${hospital.id}$`));
    await expect(question(page)).toHaveCount(0);
  });
});
