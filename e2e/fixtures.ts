// Shared e2e fixtures: sign in as a demo account through the real login form, an axe check,
// and an automatic guard that fails a test on CSP violations or uncaught page errors.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const demoPassword = 'Lifeline-demo-1';

export const demoAccounts = {
  FIRST_RESPONDER: { email: 'first.responder@example.org', name: 'Fiona Responder' },
  VOLUNTEER: { email: 'volunteer@example.org', name: 'Victor Volunteer' },
  STAFF: { email: 'staff@example.org', name: 'Sam Staff' },
  ADMIN: { email: 'admin@example.org', name: 'Ada Admin' },
} as const;

export type DemoRole = keyof typeof demoAccounts;

/** Every sidebar link of SPEC.md §2 with the role it needs (§6); Hospitals needs none. */
export const sidebarLinks = [
  { name: 'Dashboard', minRole: 'FIRST_RESPONDER' },
  { name: 'Members', minRole: 'ADMIN' },
  { name: 'Patients', minRole: 'STAFF' },
  { name: 'Physicians', minRole: 'STAFF' },
  { name: 'Hospitals', minRole: 'FIRST_RESPONDER' },
] as const satisfies readonly { name: string; minRole: DemoRole }[];

const roleRank: Record<DemoRole, number> = { FIRST_RESPONDER: 0, VOLUNTEER: 1, STAFF: 2, ADMIN: 3 };

export function canSee(role: DemoRole, minRole: DemoRole): boolean {
  return roleRank[role] >= roleRank[minRole];
}

export interface LoginForm {
  email: Locator;
  password: Locator;
  submit: Locator;
}

export function loginForm(page: Page): LoginForm {
  return {
    email: page.getByLabel(/^e-?mail/i),
    password: page.getByLabel(/^password/i),
    submit: page.getByRole('button', { name: 'Log in', exact: true }),
  };
}

export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/** The sidebar's navigation links (the sidebar is the page's navigation landmark). */
export function sidebarLink(page: Page, name: string): Locator {
  return page.getByRole('navigation').getByRole('link', { name, exact: true });
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

interface Fixtures {
  pageProblems: string[];
  loginAs: (role: DemoRole) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /content security policy/i.test(message.text())) {
          problems.push(`CSP violation: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`Uncaught error: ${error.message}`));
      await use(problems);
      expect(problems, 'the page reported CSP violations or uncaught errors').toEqual([]);
    },
    { auto: true },
  ],

  loginAs: async ({ page }, use) => {
    await use(async (role) => {
      await page.goto('/login');
      await expect(loginForm(page).email).toBeVisible();
      await expectNoAxeViolations(page);
      await submitLogin(page, demoAccounts[role].email, demoPassword);
      await page.waitForURL('**/dashboard');
    });
  },
});

export { expect };
