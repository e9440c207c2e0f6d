// Every route of src/app/router.tsx with real ids from the demo seed and the lowest role that may
// see it: shared by the accessibility walk (every-route.spec.ts) and the languages walk
// (languages.spec.ts).
import type { APIRequest, Page } from '@playwright/test';
import { can, type Capability } from '@contract/permissions';
import { demoPatients } from '../server/src/db/demo-patients';
import { demoAccounts, expect, signedInApi } from './fixtures';
import type { DemoRole } from './fixtures';

export const ROLES_LOW_TO_HIGH: DemoRole[] = ['FIRST_RESPONDER', 'VOLUNTEER', 'STAFF', 'ADMIN'];

export interface RouteVisit {
  /** The router's pattern, for the report. */
  pattern: string;
  path: (ids: SeedIds) => string;
  /** Who may see it; undefined: visitors' pages, visited signed out. */
  capability?: Capability;
}

export interface SeedIds {
  patient: string;
  physician: string;
  hospital: string;
  user: string;
}

const UNKNOWN_TOKEN = 'a'.repeat(32);

/** Every route of src/app/router.tsx (keep in step with it). */
export const routes: RouteVisit[] = [
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

export function lowestRole(capability: Capability): DemoRole {
  const role = ROLES_LOW_TO_HIGH.find((candidate) => can(candidate, capability));
  if (!role) throw new Error(`no demo role may ${capability}`);
  return role;
}

/** The routes grouped by who visits them: null for the visitors' pages. */
export const groups = new Map<DemoRole | null, RouteVisit[]>();
for (const route of routes) {
  const who = route.capability ? lowestRole(route.capability) : null;
  groups.set(who, [...(groups.get(who) ?? []), route]);
}

/** The page has settled: a level-1 heading is shown and no loader spins. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

/** The seed's ids the routes need, read through the API as ADMIN. */
export async function loadSeedIds(
  request: APIRequest,
  baseURL: string | undefined,
): Promise<SeedIds> {
  const api = await signedInApi(request, baseURL, 'ADMIN');
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
  const ids = {
    patient,
    physician: await first('/api/v1/physicians'),
    hospital: await first('/api/v1/hospitals'),
    user: await first('/api/v1/users', (row) => row.email === demoAccounts.VOLUNTEER.email),
  };
  await api.dispose();
  return ids;
}
