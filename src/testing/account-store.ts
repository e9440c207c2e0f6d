import type { InvitePublic } from '@contract/invites';
import type { LicenceLookup } from '@contract/users';

/**
 * What the public account handlers read besides the users of db: licences the registry knows,
 * invites by id, and the one-time tokens a mail would have carried. Cleared with db.reset().
 */
export const accountStore = {
  licences: new Map<string, LicenceLookup>(),
  invites: new Map<string, InvitePublic>(),
  verificationTokens: new Set<string>(),
  resetTokens: new Set<string>(),

  addLicence(licence: LicenceLookup): LicenceLookup {
    this.licences.set(licence.licenseNumber.toUpperCase(), licence);
    return licence;
  },
  addInvite(invite: InvitePublic): InvitePublic {
    this.invites.set(invite.id, invite);
    return invite;
  },
  reset(): void {
    this.licences.clear();
    this.invites.clear();
    this.verificationTokens.clear();
    this.resetTokens.clear();
  },
};
