// Issue 13: axe finds no WCAG 2 A/AA violation on any route of src/app/router.tsx, at 360 px and
// at desktop width, in light and dark. Each route is visited with real ids from the demo seed,
// signed in as the lowest role that may see it (the contract's permission table), and the
// visitors' pages signed out.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoAccounts, expect, submitLogin, demoPassword, test } from './fixtures';
import { groups, loadSeedIds, settle, type SeedIds } from './routes';

const modes = [
  { name: '360 px, light', width: 360, height: 740, colorScheme: 'light' },
  { name: '360 px, dark', width: 360, height: 740, colorScheme: 'dark' },
  { name: 'desktop, light', width: 1280, height: 800, colorScheme: 'light' },
  { name: 'desktop, dark', width: 1280, height: 800, colorScheme: 'dark' },
] as const;

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes
        .map((node) => `${node.target.join(' ')} [${node.failureSummary ?? ''}]`)
        .join(', ')}`,
  );
}

let ids: SeedIds;

test.beforeAll(async ({ playwright, baseURL }) => {
  ids = await loadSeedIds(playwright.request, baseURL);
});

// One navigation per route, then the four modes on the same page (the viewport and the emulated
// colour scheme change in place; Mantine follows prefers-color-scheme as it changes): a quarter
// of the navigations and sign-ins that a visit per mode would cost.
for (const [role, visits] of groups) {
  test(`axe: ${role ?? 'visitor'} pages, 360 px and desktop, light and dark`, async ({ page }) => {
    test.setTimeout(60_000 + visits.length * 30_000);
    if (role) {
      await page.goto('/login');
      await submitLogin(page, demoAccounts[role].email, demoPassword);
      await page.waitForURL('**/dashboard');
    }
    for (const visit of visits) {
      await test.step(visit.pattern, async () => {
        const first = modes[0];
        await page.setViewportSize({ width: first.width, height: first.height });
        await page.emulateMedia({ colorScheme: first.colorScheme });
        await page.goto(visit.path(ids));
        await settle(page);
        for (const mode of modes) {
          await page.setViewportSize({ width: mode.width, height: mode.height });
          await page.emulateMedia({ colorScheme: mode.colorScheme });
          await expect
            .poll(
              () =>
                page.evaluate(() =>
                  document.documentElement.getAttribute('data-mantine-color-scheme'),
                ),
              { message: 'the page follows the emulated colour scheme' },
            )
            .toBe(mode.colorScheme);
          await settle(page);
          expect
            .soft(
              await axeViolations(page),
              `axe on ${visit.pattern} (${page.url()}), ${mode.name}`,
            )
            .toEqual([]);
        }
      });
    }
  });
}
