// Issue 12's sessions journeys: a member signed in on two browsers ends the other one from
// /profile, and an admin ends all of a member's sessions from the member page; each time the
// other browser, at its next request, is sent to the login page, which says why and keeps the
// path. axe runs on the new cards at 360 px and at desktop width, light and dark.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { paths } from '@contract/paths';
import { demoPatients } from '../server/src/db/demo-patients';
import {
  demoAccounts,
  demoPassword,
  type DemoRole,
  expect,
  expectNoAxeViolations,
  loginForm,
  signedInApi,
  signInAs,
  submitLogin,
  test,
} from './fixtures';

/** Screenshots of the new cards, to look at (not compared). */
const shots = process.env.E2E_SHOTS_DIR ?? join('test-results', 'sessions-shots');
mkdirSync(shots, { recursive: true });

// Two browsers and axe at two widths in two schemes: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const widths = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };

/** A second browser, signed in as `role`, with a user agent of its own. */
async function otherBrowser(browser: Browser, role: DemoRole) {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    // Wide enough for the sidebar, whose link the tests follow.
    viewport: widths.desktop,
  });
  const page = await context.newPage();
  await signInAs(page, role);
  return { context, page };
}

/** axe and a screenshot of `target`, at both widths, light and dark. */
async function checkAndShoot(page: Page, target: () => ReturnType<Page['locator']>, name: string) {
  for (const [size, viewport] of Object.entries(widths)) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await expect(target()).toBeVisible();
      await expectNoAxeViolations(page);
      await target().screenshot({ path: join(shots, `${name}-${size}-${colorScheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(widths.desktop);
}

/**
 * The other browser's next request is answered 401: it lands on the login page, told why. That
 * request is the next page's, or the Alerts poll's (every 10 s) when it comes first: then the
 * page is sent from where it was (the dashboard), and the link is gone before it is clicked.
 */
async function expectSentToLogin(page: Page, name: string) {
  const link = page.getByRole('navigation').getByRole('link', { name: 'Hospitals', exact: true });
  await link.click({ timeout: 5_000 }).catch(() => undefined);
  await page.waitForURL((url) => url.pathname === '/login');
  expect(['/hospitals', '/dashboard']).toContain(new URL(page.url()).searchParams.get('redirect'));
  await expect(page.getByText('Your session has ended')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').screenshot({ path: join(shots, `login-session-ended-${name}.png`) });
}

test('a member ends their session on another browser from /profile', async ({ page, browser }) => {
  const other = await otherBrowser(browser, 'VOLUNTEER');
  try {
    await signInAs(page, 'VOLUNTEER');
    await page.goto('/profile');
    const card = () => page.getByRole('region', { name: 'Active sessions' });
    await expect(card().getByText('This device')).toBeVisible();
    const otherRow = card()
      .getByRole('listitem')
      .filter({ hasText: 'Chrome 131 on Android' })
      .filter({ hasNotText: 'This device' })
      .first();
    await expect(otherRow).toBeVisible();
    await checkAndShoot(page, card, 'active-sessions');

    await otherRow
      .getByRole('button', { name: /^End the session on Chrome 131 on Android/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'End this session?' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('The session on Chrome 131 on Android has ended.')).toBeVisible();

    await expectSentToLogin(other.page, 'member');
    // This browser is still signed in.
    await page.reload();
    await expect(card().getByText('This device')).toBeVisible();
  } finally {
    await other.context.close();
  }
});

test('an admin ends all of a member’s sessions from the member page', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  const found = await admin.get(
    `/api/v1/users?search=${encodeURIComponent(demoAccounts.FIRST_RESPONDER.email)}`,
  );
  const [member] = (await found.json()) as { id: string }[];
  await admin.dispose();
  if (!member) throw new Error('the demo responder is missing');

  const other = await otherBrowser(browser, 'FIRST_RESPONDER');
  try {
    await signInAs(page, 'ADMIN');
    await page.goto(`/users/${member.id}`);
    const button = () => page.getByRole('button', { name: 'End all sessions' });
    await checkAndShoot(page, () => page.getByRole('main'), 'member-end-sessions');
    await button().click();
    const dialog = page.getByRole('dialog', { name: 'End all sessions?' });
    await expect(dialog).toContainText(`${demoAccounts.FIRST_RESPONDER.name} will be signed out`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(/sessions? of Fiona Responder (has|have) ended\./)).toBeVisible();

    await expectSentToLogin(other.page, 'admin');
  } finally {
    await other.context.close();
  }
});

test('a label address opened after the session ended elsewhere says so on the login page', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const labelAddress = paths.patient.href(demoPatients[0]?.id ?? '');
  const other = await otherBrowser(browser, 'FIRST_RESPONDER');
  const visitor = await browser.newContext({ viewport: widths.phone });
  try {
    // The session ends on the server (as by "End session" on another device); the browser
    // still holds its cookie.
    const session = (await other.context.cookies()).find((cookie) => cookie.name === 'session');
    const elsewhere = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `session=${session?.value ?? ''}` },
    });
    expect((await elsewhere.get('/api/v1/users/me')).status()).toBe(200);
    await elsewhere.get('/api/v1/auth/logout');
    expect((await elsewhere.get('/api/v1/users/me')).status()).toBe(401);
    await elsewhere.dispose();

    await other.page.goto(labelAddress);
    await other.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(other.page.url()).searchParams.get('redirect')).toBe(labelAddress);
    await checkAndShoot(other.page, () => other.page.getByRole('main'), 'label-session-ended');
    await submitLogin(other.page, demoAccounts.FIRST_RESPONDER.email, demoPassword);
    await expect(other.page).toHaveURL((url) => url.pathname === labelAddress);
    await expect(other.page.getByRole('heading', { level: 1 })).toBeVisible();

    // Someone who never signed in gets the plain login.
    const page = await visitor.newPage();
    await page.goto(labelAddress);
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(loginForm(page).email).toBeVisible();
    await expect(page.getByText('Your session has ended')).toBeHidden();
  } finally {
    await other.context.close();
    await visitor.close();
  }
});
