// Every page of the paths table (contract/src/paths.ts, which src/app/router.tsx reads) with real
// ids from the demo seed and the lowest role that may see it: shared by the accessibility walk (every-route.spec.ts) and the languages walk
// (languages.spec.ts).
import type { APIRequest, Page } from '@playwright/test';
import { paths, type PathName } from '@contract/paths';
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

type Visit = Omit<RouteVisit, 'pattern'>;

/**
 * How the walk opens each page of the paths table (contract/src/paths.ts, which the router reads):
 * a key per page, so a page added to the table fails to compile here until it has its visit.
 */
const visits: { [Name in PathName]: Visit } = {
  landing: { path: () => paths.landing.href() },
  login: { path: () => paths.login.href() },
  passwordForgot: { path: () => paths.passwordForgot.href() },
  passwordReset: { path: () => paths.passwordReset.href(UNKNOWN_TOKEN) },
  verifyEmail: { path: () => paths.verifyEmail.href(UNKNOWN_TOKEN) },
  register: { path: () => paths.register.href() },
  registerInvite: {
    path: () => paths.registerInvite.href('00000000-0000-4000-8000-000000000000'),
  },
  forbidden: { path: () => `${paths.forbidden.href()}?from=%2Fusers` },
  notFound: { path: () => '/no-such-page' },
  // [ours] The phrase card (issue 14): public, it holds no patient data.
  talk: { path: () => paths.talk.href('CANTONESE') },
  // [ours] The SMART Health Link viewer (issue 25): public; without a link it says so.
  shl: { path: () => paths.shl.href() },
  dashboard: { path: () => paths.dashboard.href(), capability: 'dashboard.view' },
  patients: { path: () => paths.patients.href(), capability: 'patient.listInUi' },
  dueForReview: { path: () => paths.dueForReview.href(), capability: 'review.list' },
  patient: { path: ({ patient }) => paths.patient.href(patient), capability: 'patient.view' },
  patientEdit: {
    path: ({ patient }) => paths.patientEdit.href(patient),
    capability: 'patient.update',
  },
  labels: { path: () => paths.labels.href(), capability: 'label.print' },
  patientSheet: {
    path: ({ patient }) => paths.patientSheet.href(patient),
    capability: 'patient.view',
  },
  // [ours] Issue 25: a visitor's page (the form; nothing of the patient without the code).
  patientEmergency: { path: ({ patient }) => paths.patientEmergency.href(patient) },
  emergencyAccess: { path: () => paths.emergencyAccess.href(), capability: 'emergency.manage' },
  physicians: { path: () => paths.physicians.href(), capability: 'physician.listInUi' },
  physician: {
    path: ({ physician }) => paths.physician.href(physician),
    capability: 'physician.viewInUi',
  },
  physicianEdit: {
    path: ({ physician }) => paths.physicianEdit.href(physician),
    capability: 'physician.updateInUi',
  },
  hospitals: { path: () => paths.hospitals.href(), capability: 'hospital.list' },
  hospital: { path: ({ hospital }) => paths.hospital.href(hospital), capability: 'hospital.view' },
  hospitalEdit: {
    path: ({ hospital }) => paths.hospitalEdit.href(hospital),
    capability: 'hospital.update',
  },
  catalogs: { path: () => paths.catalogs.href(), capability: 'catalog.manageInUi' },
  licensesImport: { path: () => paths.licensesImport.href(), capability: 'license.import' },
  audit: { path: () => paths.audit.href(), capability: 'audit.list' },
  program: { path: () => paths.program.href(), capability: 'program.view' },
  profile: { path: () => paths.profile.href(), capability: 'profile.update' },
  users: { path: () => paths.users.href(), capability: 'user.listInUi' },
  usersPending: { path: () => paths.usersPending.href(), capability: 'user.approve' },
  usersInvites: { path: () => paths.usersInvites.href(), capability: 'invite.manage' },
  user: { path: ({ user }) => paths.user.href(user), capability: 'user.viewInUi' },
  userEdit: { path: ({ user }) => paths.userEdit.href(user), capability: 'user.update' },
};

/** Every page of the app, from the paths table. */
export const routes: RouteVisit[] = (Object.keys(visits) as PathName[]).map((name) => ({
  pattern: paths[name].pattern,
  ...visits[name],
}));

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
