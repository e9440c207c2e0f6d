import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { can, capabilities, type Capability } from '@contract/permissions';
import { roleOrder } from '@contract/roles';
import {
  buildAllergy,
  buildHospital,
  buildPatient,
  buildPhysician,
  buildUser,
} from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { appRoutes } from './router';

/** The patient, physician, hospital and member the record routes below open. */
const RECORD_ID = '0b7c8f5e-1d2a-4b3c-8d4e-5f6a7b8c9d0e';
/** A label with no patient yet. */
const NEW_PATIENT_ID = '5d1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';

beforeEach(() => {
  // A member waiting for approval: the header's Alerts badge counts them.
  db.addUser(
    buildUser('FIRST_RESPONDER', {
      id: RECORD_ID,
      firstName: 'Rita',
      lastName: 'Record',
      email: 'rita.record@example.org',
      approvedAt: null,
      // Reset two-factor is offered only while it is on.
      mfaEnabled: true,
    }),
  );
  db.addHospital(buildHospital({ id: RECORD_ID }));
  db.addPhysician(buildPhysician({ id: RECORD_ID }));
  // Chooses that hospital, so the hospital page's Patients table has a row.
  db.addPatient(buildPatient({ id: RECORD_ID, hospital: buildHospital({ id: RECORD_ID }) }));
  db.addCatalogEntry('allergies', buildAllergy({ name: 'Peanut' }));
});

interface RouteRow {
  /** The route's pattern in the route table. */
  pattern: string;
  path: string;
  capability: Capability;
  title: string;
}

/** Every guarded route of the real route table and the capability its loader asks for. */
const routeRows: RouteRow[] = [
  { pattern: 'dashboard', path: '/dashboard', capability: 'dashboard.view', title: 'Dashboard' },
  {
    pattern: 'patients',
    path: '/patients',
    capability: 'patient.listInUi',
    title: 'Patients',
  },
  {
    pattern: 'due-for-review',
    path: '/due-for-review',
    capability: 'review.list',
    title: 'Due for review',
  },
  {
    pattern: 'patients/:patientId',
    path: `/patients/${RECORD_ID}`,
    capability: 'patient.view',
    // PHI is off: the heading is the patient's id.
    title: RECORD_ID,
  },
  {
    pattern: 'patients/:patientId/edit',
    path: `/patients/${RECORD_ID}/edit`,
    capability: 'patient.update',
    title: 'Edit Patient',
  },
  {
    pattern: 'patients/generate',
    path: '/patients/generate',
    capability: 'label.print',
    title: 'Print QR Codes',
  },
  {
    // [ours] Issue 25: the emergency sheet, outside the app shell like the label sheets.
    pattern: 'patients/:patientId/sheet',
    path: `/patients/${RECORD_ID}/sheet`,
    capability: 'patient.view',
    title: 'Emergency sheet',
  },
  {
    pattern: 'physicians',
    path: '/physicians',
    capability: 'physician.listInUi',
    title: 'Physicians',
  },
  {
    pattern: 'physicians/:physicianId',
    path: `/physicians/${RECORD_ID}`,
    capability: 'physician.viewInUi',
    title: 'Jane Doe',
  },
  {
    pattern: 'physicians/:physicianId/edit',
    path: `/physicians/${RECORD_ID}/edit`,
    capability: 'physician.updateInUi',
    title: 'Edit Physician',
  },
  { pattern: 'hospitals', path: '/hospitals', capability: 'hospital.list', title: 'Hospitals' },
  {
    pattern: 'hospitals/:hospitalId',
    path: `/hospitals/${RECORD_ID}`,
    capability: 'hospital.view',
    title: 'Mercy General',
  },
  {
    pattern: 'hospitals/:hospitalId/edit',
    path: `/hospitals/${RECORD_ID}/edit`,
    capability: 'hospital.update',
    title: 'Edit Hospital',
  },
  {
    pattern: 'catalogs',
    path: '/catalogs',
    capability: 'catalog.manageInUi',
    title: 'Catalogs',
  },
  {
    pattern: 'licenses/import',
    path: '/licenses/import',
    capability: 'license.import',
    title: 'Import Licenses',
  },
  { pattern: 'audit', path: '/audit', capability: 'audit.list', title: 'Audit Log' },
  { pattern: 'program', path: '/program', capability: 'program.view', title: 'Program' },
  {
    pattern: 'emergency-access',
    path: '/emergency-access',
    capability: 'emergency.manage',
    title: 'Emergency Access',
  },
  { pattern: 'users', path: '/users', capability: 'user.listInUi', title: 'Members' },
  {
    pattern: 'users/pending',
    path: '/users/pending',
    capability: 'user.approve',
    title: 'Pending Members',
  },
  {
    pattern: 'users/invites',
    path: '/users/invites',
    capability: 'invite.manage',
    title: 'Invites',
  },
  {
    pattern: 'users/:userId',
    path: `/users/${RECORD_ID}`,
    capability: 'user.viewInUi',
    title: 'Rita Record',
  },
  {
    pattern: 'users/:userId/edit',
    path: `/users/${RECORD_ID}/edit`,
    capability: 'user.update',
    title: 'Edit User',
  },
  { pattern: 'profile', path: '/profile', capability: 'profile.update', title: 'Profile' },
];

async function menuItems(user: UserEvent, rowName: string): Promise<string[]> {
  await user.click(await screen.findByRole('button', { name: `Actions for ${rowName}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

interface ElementRow {
  capability: Capability;
  /** A page that shows (or hides) the element; only roles that may open it are tried. */
  path: string;
  title: string | RegExp;
  /** The table row the element sits on (or beside), once the page has read it. */
  row?: string;
  isShown: (user: UserEvent) => Promise<boolean>;
}

/** Buttons, menu items and sections that read a capability of their own. */
const elementRows: ElementRow[] = [
  {
    capability: 'sidebar.adminPanelInUi',
    path: '/dashboard',
    title: 'Dashboard',
    isShown: () =>
      Promise.resolve(
        within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByText(
          'Admin panel',
        ) !== null,
      ),
  },
  {
    capability: 'hospital.create',
    row: 'Mercy General',
    path: '/hospitals',
    title: 'Hospitals',
    isShown: () =>
      Promise.resolve(screen.queryByRole('button', { name: 'Create Hospital' }) !== null),
  },
  {
    capability: 'hospital.deleteInUi',
    row: 'Mercy General',
    path: '/hospitals',
    title: 'Hospitals',
    isShown: async (user) => (await menuItems(user, 'Mercy General')).includes('Delete'),
  },
  {
    capability: 'physician.create',
    row: 'Jane Doe',
    path: '/physicians',
    title: 'Physicians',
    isShown: () =>
      Promise.resolve(screen.queryByRole('button', { name: 'New Physician' }) !== null),
  },
  {
    capability: 'physician.update',
    path: `/hospitals/${RECORD_ID}`,
    title: 'Mercy General',
    // The Link button sits on the Physicians section, which shows once its table has been read.
    isShown: () =>
      screen.queryByRole('region', { name: 'Physicians' }) === null
        ? Promise.resolve(false)
        : screen.findByRole('button', { name: 'Link physician' }).then(
            () => true,
            () => false,
          ),
  },
  {
    capability: 'physician.delete',
    row: 'Jane Doe',
    path: '/physicians',
    title: 'Physicians',
    isShown: async (user) => (await menuItems(user, 'Jane Doe')).includes('Delete'),
  },
  {
    capability: 'physician.list',
    path: `/hospitals/${RECORD_ID}`,
    title: 'Mercy General',
    isShown: () => Promise.resolve(screen.queryByRole('region', { name: 'Physicians' }) !== null),
  },
  {
    capability: 'patient.update',
    path: `/patients/${RECORD_ID}`,
    title: RECORD_ID,
    isShown: () => Promise.resolve(screen.queryByRole('link', { name: 'Edit' }) !== null),
  },
  {
    // [ours] Issue 24: staff and volunteers follow a patient.
    capability: 'patient.follow',
    path: `/patients/${RECORD_ID}`,
    title: RECORD_ID,
    isShown: () =>
      screen.findByRole('button', { name: 'Follow' }, { timeout: 1500 }).then(
        () => true,
        () => false,
      ),
  },
  {
    // [ours] Issue 24: the delivery choices of notices on the profile.
    capability: 'notice.list',
    path: '/profile',
    title: 'Profile',
    isShown: () => Promise.resolve(screen.queryByRole('region', { name: 'Notices' }) !== null),
  },
  {
    // A label with no patient: roles that may register it are taken on to the editor.
    capability: 'patient.create',
    path: `/patients/${NEW_PATIENT_ID}`,
    title: new RegExp(`^(Register patient|${NEW_PATIENT_ID})$`),
    isShown: () =>
      Promise.resolve(
        screen.queryByRole('heading', { level: 1, name: 'Register patient' }) !== null,
      ),
  },
  {
    // The medical pickers offer to add what the catalog lacks ('+ Add “…”').
    capability: 'catalog.register',
    path: `/patients/${RECORD_ID}/edit#medical-information`,
    title: 'Edit Patient',
    isShown: async (user) => {
      await user.type(await screen.findByRole('combobox', { name: 'Allergies' }), 'Zebra venom');
      return screen.findByRole('option', { name: '+ Add “Zebra venom”' }).then(
        () => true,
        () => false,
      );
    },
  },
  {
    // Issue 24: admins change the review interval on the Due for review page.
    capability: 'review.intervalUpdate',
    path: '/due-for-review',
    title: 'Due for review',
    isShown: () =>
      screen.findByRole('textbox', { name: 'Review interval (months)' }).then(
        () => true,
        () => false,
      ),
  },
  {
    capability: 'patient.delete',
    row: RECORD_ID,
    path: '/patients',
    title: 'Patients',
    isShown: async (user) => (await menuItems(user, RECORD_ID)).includes('Delete'),
  },
  {
    capability: 'patient.list',
    path: `/hospitals/${RECORD_ID}`,
    title: 'Mercy General',
    isShown: () => Promise.resolve(screen.queryByRole('region', { name: 'Patients' }) !== null),
  },
  {
    capability: 'catalog.update',
    row: 'Peanut',
    path: '/catalogs',
    title: 'Catalogs',
    isShown: () =>
      Promise.resolve(screen.queryByRole('button', { name: 'Actions for Peanut' }) !== null),
  },
  {
    capability: 'catalog.delete',
    row: 'Peanut',
    path: '/catalogs',
    title: 'Catalogs',
    isShown: async (user) =>
      screen.queryByRole('button', { name: 'Actions for Peanut' }) !== null &&
      (await menuItems(user, 'Peanut')).includes('Delete'),
  },
  {
    // Issue 23: an entry patients have is merged into another instead of deleted (ADMIN).
    capability: 'catalog.merge',
    row: 'Peanut',
    path: '/catalogs',
    title: 'Catalogs',
    isShown: async (user) =>
      screen.queryByRole('button', { name: 'Actions for Peanut' }) !== null &&
      (await menuItems(user, 'Peanut')).includes('Merge into…'),
  },
  {
    capability: 'user.approve',
    path: '/dashboard',
    title: 'Dashboard',
    // The Alerts badge counts the pending member of beforeEach.
    isShown: () =>
      screen.findByRole('button', { name: 'Alerts: 1 pending member' }).then(
        () => true,
        () => false,
      ),
  },
  {
    capability: 'user.update',
    row: 'Rita Record',
    path: '/users',
    title: 'Members',
    isShown: async (user) => (await menuItems(user, 'Rita Record')).includes('Edit'),
  },
  {
    // [ours] End all sessions on the member page (issue 12).
    capability: 'user.endSessions',
    path: `/users/${RECORD_ID}`,
    title: 'Rita Record',
    isShown: () =>
      screen.findByRole('button', { name: 'End all sessions' }).then(
        () => true,
        () => false,
      ),
  },
  {
    // [ours] Reset two-factor on the member page (issue 12).
    capability: 'user.resetMfa',
    path: `/users/${RECORD_ID}`,
    title: 'Rita Record',
    isShown: () =>
      Promise.resolve(screen.queryByRole('button', { name: 'Reset two-factor' }) !== null),
  },
  {
    // [ours] Create Patient on the dashboard (issue 11).
    capability: 'patient.create',
    path: '/dashboard',
    title: 'Dashboard',
    isShown: () =>
      Promise.resolve(
        screen.queryByRole('region', { name: 'New Patient' }) !== null &&
          screen.queryByRole('button', { name: 'Create Patient' }) !== null,
      ),
  },
  {
    capability: 'label.print',
    path: '/dashboard',
    title: 'Dashboard',
    isShown: () => Promise.resolve(screen.queryByRole('region', { name: 'QR Codes' }) !== null),
  },
  {
    // [ours] The record's access history (issue 12), loaded lazily for admins.
    capability: 'audit.list',
    path: `/patients/${RECORD_ID}`,
    title: RECORD_ID,
    isShown: () =>
      screen.findByRole('region', { name: 'Access history' }, { timeout: 1500 }).then(
        () => true,
        () => false,
      ),
  },
  {
    // [ours] Issue 25: "Share with hospital" and "Export FHIR", loaded lazily on the record.
    capability: 'patient.share',
    path: `/patients/${RECORD_ID}`,
    title: RECORD_ID,
    isShown: () =>
      screen.findByRole('button', { name: 'Share with hospital' }, { timeout: 1500 }).then(
        () => true,
        () => false,
      ),
  },
  {
    capability: 'patient.exportFhir',
    path: `/patients/${RECORD_ID}`,
    title: RECORD_ID,
    isShown: () =>
      screen.findByRole('link', { name: 'Export FHIR' }, { timeout: 1500 }).then(
        () => true,
        () => false,
      ),
  },
  {
    capability: 'audit.export',
    path: '/audit',
    title: 'Audit Log',
    isShown: () => Promise.resolve(screen.queryByRole('link', { name: 'Export CSV' }) !== null),
  },
  {
    // [ours] The Program link in the sidebar (issue 24).
    capability: 'program.view',
    path: '/dashboard',
    title: 'Dashboard',
    isShown: () =>
      Promise.resolve(
        within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByRole('link', {
          name: 'Program',
        }) !== null,
      ),
  },
];

function routePatterns(routes: readonly RouteObject[], guarded: boolean): string[] {
  return routes.flatMap((route) => {
    const inGroup = guarded || route.id === 'signed-in';
    const own = route.path && route.path !== '/' && inGroup ? [route.path] : [];
    return [...own, ...routePatterns(route.children ?? [], inGroup)];
  });
}

/** Capability names written in the SPA's own code (tests and test helpers left out). */
function capabilitiesUsedInSpa(): Set<Capability> {
  const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const used = new Set<Capability>();
  for (const [file, text] of Object.entries(sources)) {
    if (file.startsWith('/src/testing/')) continue;
    for (const capability of capabilities)
      if (text.includes(`'${capability}'`)) used.add(capability);
  }
  return used;
}

const pageOf = (row: ElementRow) =>
  routeRows.find((route) => route.path === row.path.split('#')[0])?.capability ??
  (row.path.startsWith('/patients/') ? 'patient.view' : 'dashboard.view');

describe('the access matrix', () => {
  it('has a row for every guarded route of the route table', () => {
    const guarded = [
      ...routePatterns(appRoutes, false),
      'patients/generate',
      'patients/:patientId/sheet',
    ];
    expect(new Set(routeRows.map((row) => row.pattern))).toEqual(new Set(guarded));
  });

  it('has a row for every InUi capability and every capability the SPA reads', () => {
    const covered = new Set([
      ...routeRows.map((row) => row.capability),
      ...elementRows.map((row) => row.capability),
    ]);
    const needed = [
      ...capabilities.filter((capability) => capability.endsWith('InUi')),
      ...capabilitiesUsedInSpa(),
    ];
    expect(needed.filter((capability) => !covered.has(capability))).toEqual([]);
  });

  const routeCases = routeRows.flatMap((row) =>
    roleOrder.map((role) => ({ ...row, role, allowed: can(role, row.capability) })),
  );

  it.each(routeCases.filter((row) => row.allowed))(
    '$path ($capability) lets $role in',
    async ({ path, role, title }) => {
      db.signIn(buildUser(role));
      const { router } = await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it.each(routeCases.filter((row) => !row.allowed))(
    '$path ($capability) sends $role to /forbidden, remembering the origin',
    async ({ path, role }) => {
      db.signIn(buildUser(role));
      const { router } = await renderApp(`${path}?tab=1`);
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' });
      expect(currentPath(router)).toBe(`/forbidden?from=${encodeURIComponent(`${path}?tab=1`)}`);
    },
  );

  const elementCases = elementRows.flatMap((row) =>
    roleOrder
      .filter((role) => can(role, pageOf(row)))
      .map((role) => ({ ...row, role, allowed: can(role, row.capability) })),
  );

  it.each(elementCases)(
    '$capability on $path is shown to $role: $allowed',
    async ({ path, role, title, row, isShown, allowed }) => {
      db.signIn(buildUser(role));
      const { user } = await renderApp(path);
      await screen.findByRole('heading', { level: 1, name: title });
      if (row) await screen.findByRole('cell', { name: row });
      expect(await isShown(user)).toBe(allowed);
    },
  );
});
