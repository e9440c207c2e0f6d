import type { Page } from '@playwright/test';
import {
  canSee,
  demoAccounts,
  demoPassword,
  expect,
  expectNoAxeViolations,
  loginForm,
  sidebarLink,
  sidebarLinks,
  submitLogin,
  test,
  type DemoRole,
} from './fixtures';

const roles = Object.keys(demoAccounts) as DemoRole[];

/** The landing page renders its Sign Up / Log In actions as links or buttons. */
const action = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));

test('the landing page offers Sign Up and Log In', async ({ page }) => {
  await page.goto('/');
  await expect(action(page, 'Sign Up')).toBeVisible();
  await expect(action(page, 'Log In')).toBeVisible();
  await expectNoAxeViolations(page);

  await action(page, 'Log In').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).email).toBeVisible();
});

// Issue #22: the start-up session check (GET /users/me) answered every visitor 401, which the
// browser logs as an error on every public page.
for (const path of ['/', '/login', '/register', '/password/forgot']) {
  test(`a visitor's ${path} logs no console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

// Issue #22: a visitor's /login is rendered on the server and runs none of the SPA until the
// first input; the SPA then takes the page over with what was typed and where the focus was.
test("a visitor's /login shows the server's form, then hands what was typed to the SPA", async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fpatients');
  const root = page.locator('#root[data-server-page="login"]');
  await expect(root.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  const form = loginForm(page);
  await expect(form.email).toBeFocused();
  await expectNoAxeViolations(page);
  // Every state #root goes through: the form must never leave it, nor the focus its field,
  // or a key typed in that moment is lost (a start-up loader did that once in a while).
  await root.evaluate((element) => {
    const away: string[] = [];
    Object.assign(window, { formAway: away });
    new MutationObserver(() => {
      const field = element.querySelector('form input[name="password"]');
      if (!field) away.push('no form');
      else if (document.activeElement?.closest('form') !== field.closest('form'))
        away.push(`focus on ${document.activeElement?.tagName ?? 'nothing'}`);
    }).observe(element, { childList: true, subtree: true });
  });

  await form.email.pressSequentially(demoAccounts.STAFF.email);
  await form.password.click();
  await form.password.pressSequentially(demoPassword);
  // The SPA has taken over: its stylesheets apply, and its button is enabled.
  await expect(page.locator('link[data-spa-stylesheet][media="print"]')).toHaveCount(0);
  await expect(form.submit).toBeEnabled();
  await expect(form.email).toHaveValue(demoAccounts.STAFF.email);
  await expect(form.password).toHaveValue(demoPassword);
  await expect(form.password).toBeFocused();
  expect(await page.evaluate(() => (window as { formAway?: string[] }).formAway)).toEqual([]);
  await form.submit.click();
  await page.waitForURL('**/patients');
});

test('an admin lands on the dashboard and sees every sidebar link', async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const link of sidebarLinks) await expect(sidebarLink(page, link.name)).toBeVisible();
  // In SPEC order, with the Catalogs page of issue 3 last under Management.
  await expect(page.getByRole('navigation').getByRole('link')).toHaveText(
    sidebarLinks.map((link) => link.name),
  );
  await expect(page.getByText(demoAccounts.ADMIN.email)).toBeVisible();

  const print = page.getByRole('link', { name: /Print QR Codes/ });
  await expect(print).toHaveAttribute('href', '/patients/generate');
  await expect(print).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
});

for (const role of roles) {
  test(`the sidebar shows a ${role} only the links the role allows`, async ({ page, loginAs }) => {
    await loginAs(role);
    for (const link of sidebarLinks) {
      const locator = sidebarLink(page, link.name);
      if (canSee(role, link.capability)) await expect(locator).toBeVisible();
      else await expect(locator).toHaveCount(0);
    }
  });
}

test('staff see Catalogs under Management, but not Members', async ({ page, loginAs }) => {
  await loginAs('STAFF');
  await expect(page.getByRole('navigation').getByRole('link')).toHaveText([
    'Dashboard',
    'Program',
    'Patients',
    'Due for review',
    'Physicians',
    'Hospitals',
    'Catalogs',
  ]);
  await sidebarLink(page, 'Catalogs').click();
  await expect(page).toHaveURL(/\/catalogs$/);
  await expect(page.getByRole('heading', { name: 'Catalogs', level: 1 })).toBeVisible();
});

test('a first responder is sent to /forbidden from /users', async ({ page, loginAs }) => {
  await loginAs('FIRST_RESPONDER');
  await expect(sidebarLink(page, 'Dashboard')).toBeVisible();
  await expect(sidebarLink(page, 'Hospitals')).toBeVisible();
  await expect(sidebarLink(page, 'Members')).toHaveCount(0);
  await expect(sidebarLink(page, 'Catalogs')).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link')).toHaveText([
    'Dashboard',
    'Hospitals',
  ]);

  await page.goto('/users');
  // The origin may be remembered in the query or in history state.
  await expect(page).toHaveURL(/\/forbidden(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a wrong password is reported on the password field', async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);
  await expect(form.submit).toBeDisabled();
  await form.email.fill(demoAccounts.VOLUNTEER.email);
  await expect(form.submit).toBeDisabled();
  await form.password.fill('Not-the-password-1');
  await expect(form.submit).toBeEnabled();
  await form.submit.click();

  await expect(page.getByText('The password you’ve entered is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
});

test('an unknown e-mail is reported on the e-mail field', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'nobody-here@example.org', demoPassword);
  await expect(
    page.getByText('The email you entered isn’t connected to an account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
});

test('a signed-out visit goes to /login and returns to the page after login', async ({ page }) => {
  await page.goto('/hospitals?x=1');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(loginForm(page).email).toBeVisible();
  await expectNoAxeViolations(page);

  await submitLogin(page, demoAccounts.ADMIN.email, demoPassword);
  await expect(page).toHaveURL(/\/hospitals\?x=1$/);
  await expectNoAxeViolations(page);
});

test('logout ends the session on the server and guards apply again', async ({
  page,
  loginAs,
  playwright,
  baseURL,
}) => {
  await loginAs('STAFF');
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Strict');

  await page
    .getByRole('link', { name: 'Log out' })
    .or(page.getByRole('button', { name: 'Log out' }))
    .click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login(\?|$)/);

  // The old cookie must be dead on the server, not merely deleted in this browser.
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `session=${session?.value ?? ''}` },
  });
  const me = await api.get('/api/v1/users/me');
  expect(me.status()).toBe(401);
  await api.dispose();
});

test('a signed-in user on the login page goes to the dashboard', async ({ page, loginAs }) => {
  await loginAs('VOLUNTEER');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in user on /register is told they are already logged in', async ({
  page,
  loginAs,
}) => {
  await loginAs('VOLUNTEER');
  await page.goto('/register');
  await expect(page.getByText('User is already logged in').first()).toBeVisible();
});

test('an unknown path shows the not-found page with a way back', async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Does Not Exist' })).toBeVisible();
  await expect(page.getByText('Page does not exist.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** The sources scripts may come from: script-src, or default-src when there is none. */
function scriptSources(csp: string): string[] {
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values] as const),
  );
  return directives.get('script-src') ?? directives.get('default-src') ?? [];
}

test('index.html is served with a strict CSP that its own env script satisfies', async ({
  page,
}) => {
  for (const path of ['/', '/login', '/dashboard']) {
    const response = await page.goto(path);
    expect(response, path).not.toBeNull();
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, `${path} CSP`).toContain("default-src 'self'");
    expect(csp, `${path} CSP`).toContain("frame-ancestors 'none'");
    expect(scriptSources(csp), `${path} script-src`).not.toContain("'unsafe-inline'");
    expect(scriptSources(csp).some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBeTruthy();
    expect(headers['cache-control'], path).toContain('no-store');
  }

  // The injected `window.env = {…}` only runs if the CSP allows it by hash.
  const env = await page.evaluate(() => (window as unknown as { env?: unknown }).env);
  expect(typeof env).toBe('object');
  expect(env).not.toBeNull();
  await expectNoAxeViolations(page);
});
