// Issue 13: axe finds no WCAG 2 A/AA violation on any route of src/app/router.tsx, at 360 px and
// at desktop width, in light and dark. Each route is visited with real ids from the demo seed,
// signed in as the lowest role that may see it (the contract's permission table), and the
// visitors' pages signed out.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { can, type Capability } from '@contract/permissions';
import { demoPatients } from '../server/src/db/demo-patients';
import { demoAccounts, expect, signedInApi, submitLogin, demoPassword, test } from './fixtures';
import type { DemoRole } from './fixtures';

const ROLES_LOW_TO_HIGH: DemoRole[] = ['FIRST_RESPONDER', 'VOLUNTEER', 'STAFF', 'ADMIN'];

interface RouteVisit {
  /** The router's pattern, for the report. */
  pattern: string;
  path: (ids: SeedIds) => string;
  /** Who may see it; undefined: visitors' pages, visited signed out. */
  capability?: Capability;
}

interface SeedIds {
  patient: string;
  physician: string;
  hospital: string;
  user: string;
}

const UNKNOWN_TOKEN = 'a'.repeat(32);

/** Every route of src/app/router.tsx (keep in step with it). */
const routes: RouteVisit[] = [
  { pattern: '/', path: () => '/' },
  { pattern: '/login', path: () => '/login' },
  { pattern: '/password/forgot', path: () => '/password/forgot' },
  { pattern: '/password/:token', path: () => `/password/${UNKNOWN_TOKEN}` },
  { pattern: '/verify/:token', path: () => `/verify/${UNKNOWN_TOKEN}` },
  { pattern: '/register', path: () => '/register' },
  { pattern: '/register/:inviteId', path: () => '/register/00000000-0000-4000-8000-000000000000' },
  { pattern: '/forbidden', path: () => '/forbidden?from=%2Fusers' },
  { pattern: '*', path: () => '/no-such-page' },
  // [ours] The phrase card (issue 14): public, it holds no patient data.
  { pattern: '/talk/:language', path: () => '/talk/CANTONESE' },
  { pattern: '/dashboard', path: () => '/dashboard', capability: 'dashboard.view' },
  { pattern: '/patients', path: () => '/patients', capability: 'patient.listInUi' },
  {
    pattern: '/patients/:patientId',
    path: ({ patient }) => `/patients/${patient}`,
    capability: 'patient.view',
  },
  {
    pattern: '/patients/:patientId/edit',
    path: ({ patient }) => `/patients/${patient}/edit`,
    capability: 'patient.update',
  },
  { pattern: '/patients/generate', path: () => '/patients/generate', capability: 'label.print' },
  { pattern: '/physicians', path: () => '/physicians', capability: 'physician.listInUi' },
  {
    pattern: '/physicians/:physicianId',
    path: ({ physician }) => `/physicians/${physician}`,
    capability: 'physician.viewInUi',
  },
  {
    pattern: '/physicians/:physicianId/edit',
    path: ({ physician }) => `/physicians/${physician}/edit`,
    capability: 'physician.updateInUi',
  },
  { pattern: '/hospitals', path: () => '/hospitals', capability: 'hospital.list' },
  {
    pattern: '/hospitals/:hospitalId',
    path: ({ hospital }) => `/hospitals/${hospital}`,
    capability: 'hospital.view',
  },
  {
    pattern: '/hospitals/:hospitalId/edit',
    path: ({ hospital }) => `/hospitals/${hospital}/edit`,
    capability: 'hospital.update',
  },
  { pattern: '/catalogs', path: () => '/catalogs', capability: 'catalog.manageInUi' },
  { pattern: '/licenses/import', path: () => '/licenses/import', capability: 'license.import' },
  { pattern: '/profile', path: () => '/profile', capability: 'profile.update' },
  { pattern: '/users', path: () => '/users', capability: 'user.listInUi' },
  { pattern: '/users/pending', path: () => '/users/pending', capability: 'user.approve' },
  { pattern: '/users/invites', path: () => '/users/invites', capability: 'invite.manage' },
  {
    pattern: '/users/:userId',
    path: ({ user }) => `/users/${user}`,
    capability: 'user.viewInUi',
  },
  {
    pattern: '/users/:userId/edit',
    path: ({ user }) => `/users/${user}/edit`,
    capability: 'user.update',
  },
];

function lowestRole(capability: Capability): DemoRole {
  const role = ROLES_LOW_TO_HIGH.find((candidate) => can(candidate, capability));
  if (!role) throw new Error(`no demo role may ${capability}`);
  return role;
}

/** The routes grouped by who visits them: null for the visitors' pages. */
const groups = new Map<DemoRole | null, RouteVisit[]>();
for (const route of routes) {
  const who = route.capability ? lowestRole(route.capability) : null;
  groups.set(who, [...(groups.get(who) ?? []), route]);
}

const modes = [
  { name: '360 px, light', width: 360, height: 740, colorScheme: 'light' },
  { name: '360 px, dark', width: 360, height: 740, colorScheme: 'dark' },
  { name: 'desktop, light', width: 1280, height: 800, colorScheme: 'light' },
  { name: 'desktop, dark', width: 1280, height: 800, colorScheme: 'dark' },
] as const;

/** The page has settled: a level-1 heading is shown and no loader spins. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

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
  const api = await signedInApi(playwright.request, baseURL, 'ADMIN');
  const first = async (path: string, pick?: (row: Record<string, unknown>) => boolean) => {
    const response = await api.get(path);
    expect(response.status(), `GET ${path}`).toBe(200);
    const rows = (await response.json()) as Record<string, unknown>[];
    const row = pick ? rows.find(pick) : rows[0];
    if (typeof row?.id !== 'string') throw new Error(`no seeded row from ${path}`);
    return row.id;
  };
  const patient = demoPatients[0]?.id;
  if (!patient) throw new Error('the demo seed has no patient');
  ids = {
    patient,
    physician: await first('/api/v1/physicians'),
    hospital: await first('/api/v1/hospitals'),
    user: await first('/api/v1/users', (row) => row.email === demoAccounts.VOLUNTEER.email),
  };
  await api.dispose();
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
