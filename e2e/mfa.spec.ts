// [ours] Two-factor sign-in (issue 12): enrol on /profile with the secret read from the screen,
// codes computed here with otpauth as an authenticator app would, then sign in with a code and
// with a recovery code. axe and screenshots at 360 px and 1280 px, light and dark.
import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  demoAccounts,
  demoPassword,
  expect,
  expectNoAxeViolations,
  loginForm,
  signedInApi,
  submitLogin,
  test,
} from './fixtures';

const account = demoAccounts.VOLUNTEER;
const PERIOD_MS = 30_000;
const shots = 'test-results/mfa-screens';

const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/**
 * A code of a time step later than `afterStep`: the server refuses a code of a step already
 * used (replay). It takes one step either side of its clock (drift), so the next step's code is
 * good at once; only a step further ahead is waited for (until the step before it begins).
 */
async function freshCode(
  secret: string,
  afterStep: number,
): Promise<{ code: string; step: number }> {
  const now = () => Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(now(), afterStep + 1);
  if (step > now() + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - Date.now() + 200));
  return { code: totpOf(secret).generate({ timestamp: step * PERIOD_MS + 1000 }), step };
}

/**
 * axe and a screenshot at a phone's 360 px and at 1280 px, each light and dark; the screenshot
 * is the viewport with `focus` scrolled into view (a full-page shot repeats the sticky header).
 */
async function checkScreen(page: Page, name: string, focus?: Locator): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await expectNoAxeViolations(page);
      if (focus) await focus.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${shots}/${name}-${width}-${colorScheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signOut(page: Page): Promise<void> {
  await page.request.get('/api/v1/auth/logout');
  await page.goto('/login');
  await expect(loginForm(page).email).toBeVisible();
}

test.describe('two-factor sign-in', () => {
  // Waiting for a new 30-second step, twice at most, plus the screens.
  test.setTimeout(180_000);

  test.afterEach(async ({ playwright, baseURL }) => {
    // Leave the demo account as other specs expect it: two-factor off.
    const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
    const list = await admin.get('/api/v1/users', { params: { search: account.email } });
    const [member] = (await list.json()) as { id: string }[];
    if (member) await admin.delete(`/api/v1/users/${member.id}/mfa`);
    await admin.dispose();
  });

  test('enrol on /profile, then sign in with a code and with a recovery code', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, account.email, demoPassword);
    await page.waitForURL('**/dashboard');

    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await checkScreen(page, 'profile-off', card);
    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(
      card.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = ((await card.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await checkScreen(page, 'profile-setup', card);

    const code = card.getByRole('textbox', { name: 'Authentication code' });
    await code.fill('000000' === totpOf(secret).generate() ? '111111' : '000000');
    await code.press('Enter');
    await expect(card.getByText(/The code is not valid/)).toBeVisible();
    let used = await freshCode(secret, 0);
    await code.fill(used.code);
    await card.getByRole('button', { name: 'Confirm' }).click();
    const list = card.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await list.getByRole('listitem').allTextContents();
    await checkScreen(page, 'profile-codes', card);
    await card.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(card.getByText(/10 recovery codes left/)).toBeVisible();
    await checkScreen(page, 'profile-on', card);

    // Sign in again: the password, then a code from the app.
    await signOut(page);
    await submitLogin(page, account.email, demoPassword);
    const step = page.getByRole('textbox', { name: 'Authentication code' });
    await expect(step).toBeFocused();
    await expect(page).toHaveURL(/\/login/);
    await checkScreen(page, 'login-code');
    used = await freshCode(secret, used.step);
    await step.fill(used.code);
    await step.press('Enter');
    await page.waitForURL('**/dashboard');

    // And with a recovery code, which then is spent.
    await signOut(page);
    await submitLogin(page, account.email, demoPassword);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await checkScreen(page, 'login-recovery');
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');

    await signOut(page);
    await submitLogin(page, account.email, demoPassword);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('This recovery code is not valid or has already been used.'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[1] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/profile');
    await expect(card.getByText(/8 recovery codes left/)).toBeVisible();

    // New recovery codes, confirmed with the password in a dialog.
    await card.getByRole('button', { name: 'New recovery codes' }).click();
    const dialog = page.getByRole('dialog', { name: 'New recovery codes' });
    await expect(dialog.getByLabel('Your password')).toBeFocused();
    await checkScreen(page, 'profile-proof');
    await dialog.getByLabel('Your password').fill(demoPassword);
    await dialog.getByRole('button', { name: 'Make new codes' }).click();
    await expect(
      card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await card.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(card.getByText(/10 recovery codes left/)).toBeVisible();

    // An admin resets it (a lost phone): the member is signed out and signs in with the password.
    const memberId = await page.evaluate(async () => {
      const response = await fetch('/api/v1/users/me');
      return ((await response.json()) as { id: string }).id;
    });
    await signOut(page);
    await submitLogin(page, demoAccounts.ADMIN.email, demoPassword);
    await page.waitForURL('**/dashboard');
    await page.goto(`/users/${memberId}`);
    await page.getByRole('button', { name: 'Reset two-factor' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset two-factor sign-in' });
    await expect(confirm).toBeVisible();
    await checkScreen(page, 'admin-reset');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Two-factor sign-in has been reset.')).toBeVisible();
    await signOut(page);
    await submitLogin(page, account.email, demoPassword);
    await page.waitForURL('**/dashboard');
  });

  test('the enrolment a required role gets at sign-in (screens)', async ({ page }) => {
    // The e2e server requires no role, so the 202 of a required role is played here.
    await page.route('**/api/v1/auth/login', (route) =>
      route.fulfill({
        status: 202,
        contentType: 'application/json',
        body: JSON.stringify({
          step: 'enrol',
          challenge: 'c'.repeat(43),
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
          otpauthUri:
            'otpauth://totp/Lifeline:staff%40example.org?issuer=Lifeline&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        }),
      }),
    );
    await page.goto('/login');
    await submitLogin(page, demoAccounts.STAFF.email, demoPassword);
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await checkScreen(page, 'login-enrol');
    // The challenge is not the server's: its answer sends the member back to the password.
    await page.getByRole('textbox', { name: 'Authentication code' }).fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your sign-in has expired. Please sign in again.')).toBeVisible();
    await expect(loginForm(page).email).toBeVisible();
  });
});
