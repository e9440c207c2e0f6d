import { z } from 'zod';
import { text } from './common';

/** One organisation (NPI type 2) from the NPPES registry; an unknown value is "N/A". */
export const npiOrganizationSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  npi: z.string(),
});
export type NpiOrganization = z.infer<typeof npiOrganizationSchema>;

export const NPI_UNKNOWN = 'N/A';

export const npiMessages = {
  nameRequired: 'Organization name is required',
  stateFormat: 'State code must be 2 letters',
  /** 502: the registry answered with a non-2xx status. */
  upstream: 'Failed to fetch NPI registry',
  /** 502: network error, timeout or an unreadable answer. */
  fetchFailed: 'Error fetching NPI data',
} as const;

/**
 * GET /npi query. A missing key gets Zod's `Required`; a repeated key is an array and gets
 * `Expected string, received array`. The name is trimmed; the state is trimmed and upper-cased.
 */
export const npiQuerySchema = z.object({
  name: text().trim().min(1, npiMessages.nameRequired).max(255),
  state: text()
    .trim()
    .regex(/^[A-Za-z]{2}$/, npiMessages.stateFormat)
    .transform((state) => state.toUpperCase()),
});
export type NpiQuery = z.infer<typeof npiQuerySchema>;
