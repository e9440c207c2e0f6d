// Issue 14: every route of src/app/router.tsx (the list of every-route.spec.ts) renders in each UI
// language with no missing translation key, `<html lang>` set, and the header's language picker
// named in that language. Issue 22: at 360 px, where long words meet a narrow screen, nothing
// overflows (layout.ts: no sideways scroll, the header's controls on screen, nothing out of its
// card) and the page's document title is its own. One navigation per route and language, as the
// lowest role that may see the route (visitors' pages signed out); the language comes from the
// `lng` cookie, as after a choice in the picker.
//
// The SPA reports missing keys when the page defines window.__lifelineMissingKeys before it
// starts (src/i18n/index.ts): English then does not stand in for a missing key, and each key is
// pushed to that array (nothing is sent anywhere). The label page a first responder opens is
// rendered on the server (src/ssr), without the SPA: the e2e server's REPORT_MISSING_KEYS makes
// it list its missing keys in <html data-missing-keys> instead, and its language picker is a
// <details> whose summary bears the same name. E2E_LANGUAGES=en,es runs some languages only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cookie, Page, TestInfo } from '@playwright/test';
import { paths } from '@contract/paths';
import { UI_LANGUAGES, type UiLanguage } from '@contract/ui-languages';
import { LANGUAGE_ENDONYMS } from '../src/i18n/config';
import { expect, expectHeaderControlsWithin, signedInApi, test, type DemoRole } from './fixtures';
import { layoutOverflows } from './layout';
import { groups, loadSeedIds, settle, type SeedIds } from './routes';

const languages = (process.env.E2E_LANGUAGES?.split(',') ?? [...UI_LANGUAGES]).filter(
  (language): language is UiLanguage => (UI_LANGUAGES as readonly string[]).includes(language),
);

/** The routes the server renders for their visitor here (issue 13's label page, issue 22's login). */
const SERVER_RENDERED = new Set<string>([paths.patient.pattern, paths.login.pattern]);

/** The header picker's name in `language`, from the translation file the server sends. */
function pickerName(language: UiLanguage): string {
  // The built app's file: what the browser reads (dist/ is what the e2e server serves).
  const file = join(process.cwd(), 'dist', 'locales', language, 'common.json');
  const common = JSON.parse(readFileSync(file, 'utf8')) as { language?: { picker?: string } };
  const template = common.language?.picker;
  if (!template) throw new Error(`${file} has no language.picker`);
  return template.replace(/\{\{\s*language\s*\}\}/g, LANGUAGE_ENDONYMS[language]);
}

let ids: SeedIds;
/** Each role's session cookies, signed in once for all languages. */
const sessions = new Map<DemoRole, Cookie[]>();

test.beforeAll(async ({ playwright, baseURL }) => {
  ids = await loadSeedIds(playwright.request, baseURL);
  for (const role of groups.keys()) {
    if (!role) continue;
    const api = await signedInApi(playwright.request, baseURL, role);
    sessions.set(role, (await api.storageState()).cookies);
    await api.dispose();
  }
});

for (const language of languages) {
  test(`every route in ${language} at 360 px: no missing key, <html lang>, the header in ${language}, nothing overflows`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const expectedPicker = pickerName(language);
    await page.addInitScript(() => {
      window.__lifelineMissingKeys = [];
    });
    for (const [role, visits] of groups) {
      await context.clearCookies();
      await context.addCookies([
        ...(role ? (sessions.get(role) ?? []) : []),
        { name: 'lng', value: language, url: baseURL ?? '' },
      ]);
      for (const visit of visits) {
        await test.step(`${visit.pattern} (${role ?? 'visitor'})`, async () => {
          await page.goto(visit.path(ids));
          // Settled: the page's heading, no loader, and the header's lazy parts loaded (lighter
          // than waiting for the network to idle, which would double the walk's time).
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
          const banner = page.getByRole('banner');
          const isServerPage = (await page.locator('script[type="module"]').count()) === 0;
          expect(isServerPage, `${visit.pattern} rendered on the server`).toBe(
            SERVER_RENDERED.has(visit.pattern),
          );
          if (isServerPage)
            await expect
              .soft(
                banner
                  .locator('details > summary')
                  .and(page.getByLabel(expectedPicker, { exact: true })),
                visit.pattern,
              )
              .toBeVisible();
          else if ((await banner.count()) > 0)
            await expect
              .soft(banner.getByRole('button', { name: expectedPicker }), visit.pattern)
              .toHaveAttribute('aria-haspopup', 'menu');
          await expect.soft(page.locator('html')).toHaveAttribute('lang', language);
          const missing = await page.evaluate((serverPage) => {
            if (!serverPage) return window.__lifelineMissingKeys ?? null;
            const listed = document.documentElement.getAttribute('data-missing-keys');
            return listed === null ? null : (JSON.parse(listed) as string[]);
          }, isServerPage);
          expect.soft(missing, `keys missing in ${language} on ${visit.pattern}`).toEqual([]);
          expect.soft(await layoutOverflows(page), `${visit.pattern} at 360 px`).toEqual([]);
          // Its own title ('Patients — Lifeline'), not the app's name alone.
          await expect.soft(page, visit.pattern).toHaveTitle(/^.+ — Lifeline$/);
        });
      }
    }
  });
}

// The picker as people see it: in the signed-in and the visitors' header, at 360 px and desktop
// width, light and dark, its menu open (screenshots in test-results/ for review). Every item is
// a 44 px touch target and the header fits a 360 px screen.
for (const { name, width, height } of [
  { name: '360px', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the language picker at ${name}, light and dark`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    for (const [who, path, language] of [
      ['FIRST_RESPONDER', '/dashboard', 'en'],
      ['visitor', '/login', 'zh-Hant'],
    ] as const) {
      await context.clearCookies();
      await context.addCookies([
        ...(who === 'visitor' ? [] : (sessions.get(who) ?? [])),
        { name: 'lng', value: language, url: baseURL ?? '' },
      ]);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        if (who === 'visitor') {
          await serverPagePicker(page, width, language, colorScheme, testInfo);
          continue;
        }
        await settle(page);
        const button = page
          .getByRole('banner')
          .getByRole('button', { name: new RegExp(LANGUAGE_ENDONYMS[language]) });
        await expect(button).toHaveAttribute('aria-haspopup', 'menu');
        expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
        // Every control of the header is on the screen, none pushed past its right edge.
        await expectHeaderControlsWithin(page, width);
        await button.click();
        const items = page.getByRole('menu').getByRole('menuitem');
        await expect(items).toHaveCount(UI_LANGUAGES.length);
        for (const item of await items.all())
          expect((await item.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
        await page.screenshot({
          path: testInfo.outputPath(`picker-${who}-${language}-${name}-${colorScheme}.png`),
          clip: { x: 0, y: 0, width, height: 420 },
          animations: 'disabled',
        });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);
      }
    }
  });
}

/**
 * The visitor's /login is rendered on the server (decision 012) and its picker is the label
 * page's <details> disclosure, which works before the SPA starts: the first tap opens the list
 * (it used to only start the SPA, and the list stayed shut), and choosing a language reloads the
 * page in it.
 */
async function serverPagePicker(
  page: Page,
  width: number,
  language: UiLanguage,
  colorScheme: 'light' | 'dark',
  testInfo: TestInfo,
) {
  const summary = page
    .getByRole('banner')
    .locator('details > summary')
    .and(page.getByLabel(pickerName(language), { exact: true }));
  await expect(summary).toBeVisible();
  expect((await summary.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectHeaderControlsWithin(page, width);
  await summary.click();
  const items = page.getByRole('banner').locator('[data-ui-language]');
  await expect(items).toHaveCount(UI_LANGUAGES.length);
  for (const item of await items.all()) {
    await expect(item).toBeVisible();
    expect((await item.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({
    path: testInfo.outputPath(`picker-visitor-${language}-${width}-${colorScheme}.png`),
    clip: { x: 0, y: 0, width, height: 420 },
    animations: 'disabled',
  });
  // The SPA has not started under the open list: the page is still the server's.
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  if (colorScheme === 'light') return;
  // Last of the loop (the choice writes the lng cookie the next visit would read).
  await page.getByRole('banner').locator('[data-ui-language="es"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page
      .getByRole('banner')
      .locator('details > summary')
      .and(page.getByLabel(pickerName('es'))),
  ).toBeVisible();
}
