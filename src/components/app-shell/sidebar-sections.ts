import { can, type Capability } from '@contract/permissions';
import type { Role } from '@contract/roles';
import { paths } from '@contract/paths';

export type SidebarSectionKey = 'adminPanel' | 'management';
export type SidebarLinkKey =
  | 'dashboard'
  | 'licences'
  | 'audit'
  | 'program'
  | 'emergencyAccess'
  | 'members'
  | 'patients'
  | 'dueForReview'
  | 'physicians'
  | 'hospitals'
  | 'catalogs';

export interface SidebarLink {
  key: SidebarLinkKey;
  to: string;
  /** Paths that mark the link as the current page (the dashboard link points to /). */
  activePrefixes: readonly string[];
  /** The capability of the page the link opens: the link shows only to those who have it. */
  capability: Capability;
}

export interface SidebarSection {
  key: SidebarSectionKey;
  /** The capability that shows the section's heading; without it the heading always shows. */
  headingCapability?: Capability;
  links: readonly SidebarLink[];
}

/** A section as one role sees it: its allowed links, and whether its heading shows. */
export interface VisibleSection extends SidebarSection {
  hasHeading: boolean;
}

/** SPEC §2 and §6: the sidebar; each link names the capability of the page it opens. */
export const sidebarSections: readonly SidebarSection[] = [
  {
    key: 'adminPanel',
    // [ours] Issue 22: the Dashboard link shows to every member, the heading to admins only.
    headingCapability: 'sidebar.adminPanelInUi',
    links: [
      {
        key: 'dashboard',
        to: paths.landing.href(),
        activePrefixes: ['/dashboard'],
        capability: 'dashboard.view',
      },
      // [ours] The program's figures (issue 24).
      {
        key: 'program',
        to: paths.program.href(),
        activePrefixes: ['/program'],
        capability: 'program.view',
      },
      // [ours] The licence registry's CSV import (issue 9).
      {
        key: 'licences',
        to: paths.licensesImport.href(),
        activePrefixes: ['/licenses'],
        capability: 'license.import',
      },
      // [ours] The audit trail (issue 12).
      {
        key: 'audit',
        to: paths.audit.href(),
        activePrefixes: ['/audit'],
        capability: 'audit.list',
      },
      // [ours] Emergency access grants for review (issue 25).
      {
        key: 'emergencyAccess',
        to: paths.emergencyAccess.href(),
        activePrefixes: ['/emergency-access'],
        capability: 'emergency.manage',
      },
    ],
  },
  {
    key: 'management',
    links: [
      {
        key: 'members',
        to: paths.users.href(),
        activePrefixes: ['/users'],
        capability: 'user.listInUi',
      },
      {
        key: 'patients',
        to: paths.patients.href(),
        activePrefixes: ['/patients'],
        capability: 'patient.listInUi',
      },
      // [ours] Issue 24: the Due for review list.
      {
        key: 'dueForReview',
        to: paths.dueForReview.href(),
        activePrefixes: ['/due-for-review'],
        capability: 'review.list',
      },
      {
        key: 'physicians',
        to: paths.physicians.href(),
        activePrefixes: ['/physicians'],
        capability: 'physician.listInUi',
      },
      {
        key: 'hospitals',
        to: paths.hospitals.href(),
        activePrefixes: ['/hospitals'],
        capability: 'hospital.list',
      },
      // [ours] The medical catalogs' admin page (issue 3).
      {
        key: 'catalogs',
        to: paths.catalogs.href(),
        activePrefixes: ['/catalogs'],
        capability: 'catalog.manageInUi',
      },
    ],
  },
];

/**
 * The sections this role may see, each with only its allowed links and its heading where the
 * role may see that; empty sections drop out.
 */
export function visibleSections(
  role: Role | null | undefined,
  sections: readonly SidebarSection[] = sidebarSections,
): VisibleSection[] {
  return sections
    .map((section) => ({
      ...section,
      hasHeading: !section.headingCapability || can(role, section.headingCapability),
      links: section.links.filter((link) => can(role, link.capability)),
    }))
    .filter((section) => section.links.length > 0);
}

export function isLinkActive(link: SidebarLink, pathname: string): boolean {
  return link.activePrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
