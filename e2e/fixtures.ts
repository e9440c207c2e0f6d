// Shared e2e fixtures: sign in as a demo account through the real login form, an axe check,
// and an automatic guard that fails a test on CSP violations or uncaught page errors.
import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { can, type Capability } from '@contract/permissions';

export const demoPassword = 'Lifeline-demo-1';

export const demoAccounts = {
  FIRST_RESPONDER: { email: 'first.responder@example.org', name: 'Fiona Responder' },
  VOLUNTEER: { email: 'volunteer@example.org', name: 'Victor Volunteer' },
  STAFF: { email: 'staff@example.org', name: 'Sam Staff' },
  ADMIN: { email: 'admin@example.org', name: 'Ada Admin' },
} as const;

export type DemoRole = keyof typeof demoAccounts;

/** Every sidebar link of SPEC.md §2 with the capability that shows it (the contract's table). */
export const sidebarLinks = [
  { name: 'Dashboard', capability: 'dashboard.view' },
  // [ours] The program's figures (issue 24).
  { name: 'Program', capability: 'program.view' },
  // [ours] The licence registry's CSV import (issue 9).
  { name: 'Import Licenses', capability: 'license.import' },
  // [ours] The audit trail (issue 12).
  { name: 'Audit Log', capability: 'audit.list' },
  // [ours] Emergency access grants for review (issue 25).
  { name: 'Emergency Access', capability: 'emergency.manage' },
  { name: 'Members', capability: 'user.listInUi' },
  { name: 'Patients', capability: 'patient.listInUi' },
  // [ours] Issue 24: records due for review.
  { name: 'Due for review', capability: 'review.list' },
  { name: 'Physicians', capability: 'physician.listInUi' },
  { name: 'Hospitals', capability: 'hospital.list' },
  // [ours] The medical catalogs' admin page (issue 3).
  { name: 'Catalogs', capability: 'catalog.manageInUi' },
] as const satisfies readonly { name: string; capability: Capability }[];

/** Whether a demo account's role may use the capability: the contract's rule, not a copy. */
export function canSee(role: DemoRole, capability: Capability): boolean {
  return can(role, capability);
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

/** Signs `page` in as a demo account through the login form; it lands on the dashboard. */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  await page.goto('/login');
  await expect(loginForm(page).email).toBeVisible();
  await submitLogin(page, demoAccounts[role].email, demoPassword);
  await page.waitForURL('**/dashboard');
}

/** A page in a browser context of its own (its own session), signed in as a demo account. */
export async function signedInPage(
  browser: Browser,
  role: DemoRole,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await signInAs(page, role);
  return page;
}

/** The sidebar's navigation links (the sidebar is the page's navigation landmark). */
export function sidebarLink(page: Page, name: string): Locator {
  return page.getByRole('navigation').getByRole('link', { name, exact: true });
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // axe reads colours and roles as they are at that instant: a dialog fading in (contrast 1.2:1)
  // or a menu fading out behind it, as seen on a loaded CI machine, is not what a user reads.
  // Wait until no finite CSS transition or animation is running (a spinner's never ends).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) is tagged 2.1, outside the tags below: a control's accessible
    // name must contain the text it shows, or speech users cannot say what they see (issue 21).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${violation.nodes
        .map((node) => `${node.target.join(' ')} [${node.failureSummary ?? ''}]`)
        .join(', ')}`,
  );
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** Random lower-case letters: unique names that still pass the letters-only name rule. */
export function randomLetters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

export function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A random US-style phone: the digits a user types, and the masked text (000) 000-0000. */
export function randomPhone(): { digits: string; masked: string } {
  const digits = `555${String(randomInt(10_000_000)).padStart(7, '0')}`;
  return {
    digits,
    masked: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
  };
}

/** Signs a fresh API client in as a demo account (its own session, not the page's). */
export async function signedInApi(
  request: APIRequest,
  baseURL: string | undefined,
  role: DemoRole,
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/v1/auth/login', {
    data: { email: demoAccounts[role].email, password: demoPassword },
  });
  expect(login.status(), `API login as ${role}`).toBe(200);
  return api;
}

export interface HospitalSeed {
  name: string;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
}

export interface PhysicianSeed {
  firstName: string;
  middleName?: string;
  lastName: string;
  phone?: string;
  email?: string;
  hospitalIds?: string[];
}

/** Hospitals and physicians a test needs, created through the API and removed afterwards. */
export interface ReferenceData {
  createHospital: (body: HospitalSeed) => Promise<{ id: string; name: string }>;
  createPhysician: (body: PhysicianSeed) => Promise<{ id: string }>;
  /** A record the test created through the UI: removed afterwards unless the test did. */
  track: (kind: 'hospital' | 'physician', id: string) => void;
}

interface Fixtures {
  pageProblems: string[];
  loginAs: (role: DemoRole) => Promise<void>;
  referenceData: ReferenceData;
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

  referenceData: async ({ playwright, baseURL }, use) => {
    const api = await signedInApi(playwright.request, baseURL, 'ADMIN');
    const hospitalIds = new Set<string>();
    const physicianIds = new Set<string>();
    const created = async (path: string, data: object) => {
      const response = await api.post(path, { data });
      expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
      return (await response.json()) as { id: string; name: string };
    };
    await use({
      createHospital: async (body) => {
        const hospital = await created('/api/v1/hospitals', body);
        hospitalIds.add(hospital.id);
        return hospital;
      },
      createPhysician: async (body) => {
        const physician = await created('/api/v1/physicians', body);
        physicianIds.add(physician.id);
        return physician;
      },
      track: (kind, id) => void (kind === 'hospital' ? hospitalIds : physicianIds).add(id),
    });
    // Physicians first, unlinked first: a linked physician or hospital cannot be deleted.
    // Every record is tried before the outcome is checked, so one failure leaves no others.
    const leftOver: string[] = [];
    for (const id of physicianIds) {
      await api.patch(`/api/v1/physicians/${id}`, { data: { hospitalIds: [] } });
      const response = await api.delete(`/api/v1/physicians/${id}`);
      if (![200, 404].includes(response.status())) leftOver.push(`physician ${id}`);
    }
    for (const id of hospitalIds) {
      const response = await api.delete(`/api/v1/hospitals/${id}`);
      if (![200, 404].includes(response.status())) leftOver.push(`hospital ${id}`);
    }
    await api.dispose();
    expect(leftOver, 'records the clean-up could not delete').toEqual([]);
  },
});

export { expect };

/** Every visible control of the header (links, buttons, disclosures) ends within `width` px. */
export async function expectHeaderControlsWithin(page: Page, width: number): Promise<void> {
  for (const control of await page.getByRole('banner').locator('a[href], button, summary').all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    expect(
      box ? box.x + box.width : 0,
      await control.evaluate((e) => e.outerHTML.slice(0, 80)),
    ).toBeLessThanOrEqual(width);
  }
}
