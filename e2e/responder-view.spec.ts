// Issue 13, phones, gloves and light: on the patient view every control is a touch target of at
// least 44 × 44 CSS px with space around it, the page reads at 200% zoom on a 360 px phone (a
// 180 CSS px layout) without sideways scrolling, code status and allergies are never cut off,
// and axe (contrast included) passes in light and dark.
import type { Locator, Page } from '@playwright/test';
import { demoPatients } from '../server/src/db/demo-patients';
import { expect, expectNoAxeViolations, test } from './fixtures';

const firstPatient = demoPatients[0];
if (!firstPatient) throw new Error('the demo seed has no patient');
const patient = firstPatient;

const MIN_TARGET = 44;
/** The least gap between two targets' boxes. */
const MIN_GAP = 8;

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The visible controls of the header and the page (the skip link shows only on focus). */
async function touchTargets(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, [role="button"], input, select, textarea, summary';
    const scopes = [...document.querySelectorAll('header, main')];
    return scopes.flatMap((scope) =>
      [...scope.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .map((element) => {
          const box = element.getBoundingClientRect();
          const name =
            element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
          return { name, x: box.x, y: box.y, width: box.width, height: box.height };
        })
        .filter((box) => box.width > 0 && box.height > 0),
    );
  });
}

function gapBetween(a: Box, b: Box): number {
  const dx = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), 0);
  const dy = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height), 0);
  return Math.max(dx, dy);
}

async function expectTouchTargets(page: Page): Promise<void> {
  const targets = await touchTargets(page);
  expect(targets.length, 'controls found').toBeGreaterThan(2);
  const small = targets
    .filter((box) => box.width < MIN_TARGET - 0.5 || box.height < MIN_TARGET - 0.5)
    .map((box) => `${box.name}: ${box.width.toFixed(1)} × ${box.height.toFixed(1)}`);
  expect(small, `targets under ${MIN_TARGET} × ${MIN_TARGET} CSS px`).toEqual([]);
  const crowded: string[] = [];
  targets.forEach((a, index) => {
    for (const b of targets.slice(index + 1)) {
      const gap = gapBetween(a, b);
      if (gap < MIN_GAP) crowded.push(`${a.name} ↔ ${b.name}: ${gap.toFixed(1)} px`);
    }
  });
  expect(crowded, `targets closer than ${MIN_GAP} px`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    // The innermost elements reaching past the window's right edge: what to fix.
    const beyond = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getBoundingClientRect().right > root.clientWidth + 0.5,
    );
    const culprits = beyond
      .filter((element) => !beyond.some((other) => other !== element && element.contains(other)))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { scroll: root.scrollWidth, client: root.clientWidth, culprits };
  });
  expect(
    widths.scroll,
    `page width against the window; past its edge: ${widths.culprits.join(' | ')}`,
  ).toBeLessThanOrEqual(widths.client);
}

/** No element of the section clips its text: nothing wider than its box, nothing ellipsised. */
async function expectNothingCutOff(section: Locator, what: string): Promise<void> {
  await expect(section).toBeVisible();
  const clipped = await section.evaluate((root) =>
    [root, ...root.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        return hides && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.textContent?.trim() ?? element.tagName),
  );
  expect(clipped, `${what}: text cut off`).toEqual([]);
  const sectionBox = await section.boundingBox();
  const pageWidth = await section.evaluate(() => document.documentElement.clientWidth);
  expect(
    sectionBox && sectionBox.x + sectionBox.width,
    `${what} within the window`,
  ).toBeLessThanOrEqual(pageWidth + 0.5);
}

async function openPatient(page: Page): Promise<void> {
  await page.goto(`/patients/${patient.id}`);
  await expect(page.getByRole('heading', { name: patient.id, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Code status' })).toBeVisible();
}

const codeStatus = (page: Page) => page.getByRole('region', { name: 'Code status' });
const allergies = (page: Page) => page.getByRole('region', { name: 'Allergies' });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`patient view on a phone, ${colorScheme}: targets, 200% zoom, nothing cut off`, async ({
    page,
    loginAs,
  }, testInfo) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 360, height: 740 });
    // VOLUNTEER sees what a responder sees, plus Edit: every action of the view.
    await loginAs('VOLUNTEER');
    await openPatient(page);
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(allergies(page).getByRole('listitem')).toHaveText(patient.allergies);

    await test.step('360 px: touch targets, no sideways scroll, axe', async () => {
      await expectTouchTargets(page);
      await expectNoSidewaysScroll(page);
      await expectNothingCutOff(codeStatus(page), 'code status');
      await expectNothingCutOff(allergies(page), 'allergies');
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`patient-360-${colorScheme}.png`),
        fullPage: true,
      });
    });

    await test.step('the phone menu: its links are touch targets too', async () => {
      // The server-rendered page's menu is a <details> disclosure: its summary opens it.
      const menuButton = page.locator('summary[aria-label="Open navigation"]');
      await menuButton.click();
      const menu = page.getByRole('navigation');
      await expect(menu).toBeVisible();
      const controls = [
        ...(await menu.getByRole('link').all()),
        menu.getByRole('button', { name: 'Log out' }),
        menuButton,
      ];
      for (const control of controls) {
        const box = await control.boundingBox();
        const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
        expect(box?.height ?? 0, `${name} height`).toBeGreaterThanOrEqual(MIN_TARGET - 0.5);
        expect(box?.width ?? 0, `${name} width`).toBeGreaterThanOrEqual(MIN_TARGET - 0.5);
      }
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    await test.step('200% zoom on a 360 px phone (180 CSS px): it reflows', async () => {
      await page.setViewportSize({ width: 180, height: 370 });
      await openPatient(page);
      await page.screenshot({
        path: testInfo.outputPath(`patient-180-${colorScheme}.png`),
        fullPage: true,
      });
      await expectNoSidewaysScroll(page);
      await expectNothingCutOff(codeStatus(page), 'code status');
      await expectNothingCutOff(allergies(page), 'allergies');
      await expectTouchTargets(page);
    });

    await test.step('desktop', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openPatient(page);
      await expectTouchTargets(page);
      await expectNothingCutOff(codeStatus(page), 'code status');
      await expectNothingCutOff(allergies(page), 'allergies');
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`patient-1280-${colorScheme}.png`),
        fullPage: true,
      });
    });
  });
}
