import type { ContactAddresses } from '@contract/contact';
import type { LicenceLookup } from '@contract/users';

const noAddresses: ContactAddresses = { contactEmail: null, volunteerEmail: null };

/**
 * What the public account handlers read besides the users and invites of db: licences the
 * registry knows, and the one-time tokens a mail would have carried. Cleared with db.reset().
 */
export const accountStore = {
  licences: new Map<string, LicenceLookup>(),
  /** What GET /contact answers: the server's CONTACT_EMAIL and VOLUNTEER_EMAIL. */
  contact: noAddresses,
  verificationTokens: new Set<string>(),
  /** Tokens already followed once: the server keeps them to say "already verified". */
  usedVerificationTokens: new Set<string>(),
  resetTokens: new Set<string>(),

  addLicence(licence: LicenceLookup): LicenceLookup {
    this.licences.set(licence.licenseNumber.toUpperCase(), licence);
    return licence;
  },
  reset(): void {
    this.licences.clear();
    this.contact = noAddresses;
    this.verificationTokens.clear();
    this.usedVerificationTokens.clear();
    this.resetTokens.clear();
  },
};
