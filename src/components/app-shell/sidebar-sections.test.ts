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

  it('treats a link as current on its own path and below it only', () => {
    const [patients] = sidebarSections[1]?.links.filter((link) => link.key === 'patients') ?? [];
    if (!patients) throw new Error('patients link missing');
    expect(isLinkActive(patients, '/patients')).toBe(true);
    expect(isLinkActive(patients, '/patients/abc/edit')).toBe(true);
    expect(isLinkActive(patients, '/patientsx')).toBe(false);
  });
});
