import type { LicenceLookup } from '@contract/users';

/** API.md §5.9: what a look-up can answer. */
export type LicenceOutcome =
  | { kind: 'match'; licence: LicenceLookup }
  | { kind: 'noMatch' }
  | { kind: 'unavailable'; message: string };

/**
 * The licence verifier: one interface, chosen by LICENSE_VERIFIER. `registry` (the default)
 * reads the licences table; `ca-emsa` walks the California EMS Authority's lookup page.
 */
export interface LicenceVerifier {
  readonly name: 'registry' | 'ca-emsa';
  /** `licenseNumber` is already normalised (trimmed, upper-cased). */
  lookup(licenseNumber: string): Promise<LicenceOutcome>;
}
