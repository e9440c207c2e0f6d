import type { Invite } from '@contract/invites';
import type { LicenceLookup } from '@contract/users';

/** A licence the registry knows, as GET /licenses returns it. */
export function buildLicence(overrides: Partial<LicenceLookup> = {}): LicenceLookup {
  return {
    name: 'Koo, Chih Ren Nicholas',
    licenseType: 'Paramedic',
    status: 'Active',
    licenseNumber: 'P39332',
    ...overrides,
  };
}

/** A valid invite (full form), a week from expiry. */
export function buildInvite(overrides: Partial<Invite> = {}): Invite {
  const createdAt = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    firstName: 'Vera',
    middleName: null,
    lastName: 'Invitee',
    email: 'vera.invitee@example.org',
    role: 'VOLUNTEER',
    expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    acceptedById: null,
    revokedAt: null,
    invitedById: crypto.randomUUID(),
    acceptedAt: null,
    revokedById: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}
