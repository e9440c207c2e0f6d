import { roleAtLeast, type Role } from '@contract/roles';

export type SidebarSectionKey = 'adminPanel' | 'management';
export type SidebarLinkKey =
  'dashboard' | 'members' | 'patients' | 'physicians' | 'hospitals' | 'catalogs';

export interface SidebarLink {
  key: SidebarLinkKey;
  to: string;
  /** Paths that mark the link as the current page (the dashboard link points to /). */
  activePrefixes: readonly string[];
  minRole: Role;
}

export interface SidebarSection {
  key: SidebarSectionKey;
  links: readonly SidebarLink[];
}

/** SPEC §2 and §6: the sidebar and each link's minimum role (FIRST_RESPONDER = any member). */
export const sidebarSections: readonly SidebarSection[] = [
  {
    key: 'adminPanel',
    links: [
      { key: 'dashboard', to: '/', activePrefixes: ['/dashboard'], minRole: 'FIRST_RESPONDER' },
    ],
  },
  {
    key: 'management',
    links: [
      { key: 'members', to: '/users', activePrefixes: ['/users'], minRole: 'ADMIN' },
      { key: 'patients', to: '/patients', activePrefixes: ['/patients'], minRole: 'STAFF' },
      { key: 'physicians', to: '/physicians', activePrefixes: ['/physicians'], minRole: 'STAFF' },
      {
        key: 'hospitals',
        to: '/hospitals',
        activePrefixes: ['/hospitals'],
        minRole: 'FIRST_RESPONDER',
      },
      // [ours] The medical catalogs' admin page (issue 3), for STAFF and above.
      { key: 'catalogs', to: '/catalogs', activePrefixes: ['/catalogs'], minRole: 'STAFF' },
    ],
  },
];

/** The sections this role may see, each with only its allowed links; empty sections drop out. */
export function visibleSections(
  role: Role | null | undefined,
  sections: readonly SidebarSection[] = sidebarSections,
): SidebarSection[] {
  return sections
    .map((section) => ({
      ...section,
      links: section.links.filter((link) => roleAtLeast(role, link.minRole)),
    }))
    .filter((section) => section.links.length > 0);
}

export function isLinkActive(link: SidebarLink, pathname: string): boolean {
  return link.activePrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
