import { describe, expect, it } from 'vitest';
import {
  isLinkActive,
  sidebarSections,
  visibleSections,
  type SidebarSection,
} from './sidebar-sections';

describe('sidebar sections', () => {
  it('shows nothing to a user without a role', () => {
    expect(visibleSections(null)).toEqual([]);
    expect(visibleSections(undefined)).toEqual([]);
  });

  it('hides a section none of whose links the role may see', () => {
    const sections: SidebarSection[] = [
      {
        key: 'adminPanel',
        links: [
          { key: 'members', to: '/users', activePrefixes: ['/users'], capability: 'user.listInUi' },
        ],
      },
      ...sidebarSections.filter((section) => section.key === 'management'),
    ];
    expect(visibleSections('STAFF', sections).map((section) => section.key)).toEqual([
      'management',
    ]);
    expect(visibleSections('ADMIN', sections).map((section) => section.key)).toEqual([
      'adminPanel',
      'management',
    ]);
  });

  it('shows the Admin panel heading to admins only, and the Dashboard link under it to everyone', () => {
    for (const role of ['FIRST_RESPONDER', 'VOLUNTEER', 'STAFF', 'ADMIN'] as const) {
      const [first] = visibleSections(role);
      expect(first?.key).toBe('adminPanel');
      expect(first?.links[0]?.key).toBe('dashboard');
      expect(first?.hasHeading).toBe(role === 'ADMIN');
    }
    // A section without a heading capability always has its heading.
    expect(visibleSections('FIRST_RESPONDER').find((s) => s.key === 'management')?.hasHeading).toBe(
      true,
    );
  });

  it('treats a link as current on its own path and below it only', () => {
    const [patients] = sidebarSections[1]?.links.filter((link) => link.key === 'patients') ?? [];
    if (!patients) throw new Error('patients link missing');
    expect(isLinkActive(patients, '/patients')).toBe(true);
    expect(isLinkActive(patients, '/patients/abc/edit')).toBe(true);
    expect(isLinkActive(patients, '/patientsx')).toBe(false);
  });
});
