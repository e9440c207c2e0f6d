// Issue 8 at 360 px: the hospital and physician lists are cards that fit the screen, with
// each row's menu in view and phone numbers on one line.
import type { Locator, Page } from '@playwright/test';
import {
  capitalized,
  expect,
  expectNoAxeViolations,
  randomLetters,
  randomPhone,
  test,
} from './fixtures';
import { newPhysicianNames, searchList } from './reference-data';

test.use({ viewport: { width: 360, height: 740 } });

/** The page scrolls sideways when its content is wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(widths.scroll, 'page width against the window').toBeLessThanOrEqual(widths.client);
}

/** An inline element laid out on one line has one box. */
async function expectOneLine(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  expect(await locator.evaluate((element) => element.getClientRects().length)).toBe(1);
}

/** A card of a list: the list item holding this heading text. */
const card = (list: Locator, name: string) => list.getByRole('listitem').filter({ hasText: name });

test('at 360 px the hospital and physician lists are cards with their menus in view', async ({
  page,
  loginAs,
  referenceData,
}) => {
  test.slow();
  const term = randomLetters(8);
  const phone = randomPhone();
  // Long values: the cases that widened the old table beyond the screen.
  const hospital = await referenceData.createHospital({
    name: `Mercy ${capitalized(term)} Medical Center`,
    address: `${capitalized(term)} Boulevard 1200, Building C, South San Francisco, CA 94080`,
    phone: phone.masked,
    email: `emergency.department.${term}@mercy-medical-center.example.org`,
  });
  const names = newPhysicianNames();
  await referenceData.createPhysician({
    firstName: names.firstName,
    lastName: names.lastName,
    phone: phone.masked,
    email: `dr.${names.term}.${term}@example.org`,
    hospitalIds: [hospital.id],
  });
  await loginAs('ADMIN');

  await test.step('the hospitals list: a card per hospital, the menu in view', async () => {
    await page.goto('/hospitals');
    await expect(page.getByRole('heading', { name: 'Hospitals', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Hospitals' });
    await searchList(page, { box: 'Search hospitals', table: list, param: 'hospital' }, term);
    await expect(page.getByRole('table')).toHaveCount(0);
    const item = card(list, hospital.name);
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('button', { name: hospital.name, exact: true })).toBeVisible();
    await expect(item.getByRole('term')).toHaveText(['Email', 'Phone', 'Address']);
    await expectOneLine(item.getByRole('link', { name: phone.masked }));
    const menu = item.getByRole('button', { name: `Actions for ${hospital.name}` });
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await menu.click();
    await expect(page.getByRole('menuitem')).toHaveText(['View', 'Edit', 'Delete']);
    await page.keyboard.press('Escape');
    await item.getByRole('button', { name: hospital.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/hospitals/${hospital.id}$`));
  });

  await test.step("the hospital's page fits too, with its physicians as cards", async () => {
    await expect(page.getByRole('heading', { name: hospital.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: phone.masked }).first()).toHaveAttribute(
      'href',
      `tel:${phone.digits}`,
    );
    const physicians = page.getByRole('list', { name: 'Physicians' });
    await expect(card(physicians, names.fullName)).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  await test.step('the physicians list: a card per physician, the menu in view', async () => {
    await page.goto('/physicians');
    await expect(page.getByRole('heading', { name: 'Physicians', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Physicians' });
    await searchList(
      page,
      { box: 'Search physicians', table: list, param: 'physician' },
      names.term,
    );
    const item = card(list, names.fullName);
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('term')).toHaveText(['Email', 'Phone']);
    await expectOneLine(item.getByRole('link', { name: phone.masked }));
    await expect(
      item.getByRole('button', { name: `Actions for ${names.fullName}` }),
    ).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
