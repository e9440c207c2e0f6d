import type { Role } from '@contract/roles';
import type { User } from '@contract/users';

const names: Record<Role, { firstName: string; lastName: string; email: string }> = {
  FIRST_RESPONDER: {
    firstName: 'Fiona',
    lastName: 'Responder',
    email: 'first.responder@example.org',
  },
  VOLUNTEER: { firstName: 'Victor', lastName: 'Volunteer', email: 'volunteer@example.org' },
  STAFF: { firstName: 'Sam', lastName: 'Staff', email: 'staff@example.org' },
  ADMIN: { firstName: 'Ada', lastName: 'Admin', email: 'admin@example.org' },
};

const timestamp = '2024-06-05T15:04:00.000Z';

/** An active (verified, approved) user of the given role, as the API returns it. */
export function buildUser(role: Role = 'FIRST_RESPONDER', overrides: Partial<User> = {}): User {
  return {
    id: crypto.randomUUID(),
    ...names[role],
    middleName: null,
    role,
    licenseNumber: null,
    licenseData: null,
    emailVerifiedAt: timestamp,
    approvedAt: timestamp,
    rejectedAt: null,
    disabledAt: null,
    approvedById: null,
    rejectedById: null,
    disabledById: null,
    createdAt: timestamp,
    updatedAt: timestamp,
    ...overrides,
  };
}
