import { z } from 'zod';
import { NPI_UNKNOWN, npiMessages, type NpiOrganization } from '@contract/npi';
import { assertNoOpenTransaction } from '../../db/open-transaction';

/**
 * A small client for the NPPES NPI Registry API (v2.1), limited to what GET /npi needs:
 * organisation (NPI-2) records by name and state, mapped to NpiOrganization.
 */

export class NpiError extends Error {
  override readonly name = 'NpiError';
}

interface NpiClientOptions {
  /** The registry endpoint, e.g. NPI_API_URL (`https://npiregistry.cms.hhs.gov/api/`). */
  baseUrl: string;
  /** The whole request, body included, must finish within this time. */
  timeoutMs?: number;
  /** How many records to ask for (the registry allows 1–200). */
  limit?: number;
  fetch?: typeof globalThis.fetch;
}

interface NpiClient {
  searchOrganizations(name: string, state: string): Promise<NpiOrganization[]>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_LIMIT = 20;

/** Only the envelope is checked strictly; each record is read leniently, field by field. */
const registryAnswerSchema = z.object({
  results: z.array(z.unknown()).optional(),
  Errors: z.array(z.unknown()).optional(),
});

export function createNpiClient(options: NpiClientOptions): NpiClient {
  const { baseUrl, timeoutMs = DEFAULT_TIMEOUT_MS, limit = DEFAULT_LIMIT } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  async function searchOrganizations(name: string, state: string): Promise<NpiOrganization[]> {
    assertNoOpenTransaction('an NPI registry request');
    const url = buildSearchUrl(baseUrl, name, state, limit);
    let body: unknown;
    try {
      const response = await fetchImpl(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new NpiError(npiMessages.upstream);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof NpiError) throw error;
      // Network failure, timeout (AbortSignal) or a body that is not JSON.
      throw new NpiError(npiMessages.fetchFailed, { cause: error });
    }

    const answer = registryAnswerSchema.safeParse(body);
    if (!answer.success) throw new NpiError(npiMessages.fetchFailed);
    // The registry reports a query it refuses as HTTP 200 with an `Errors` list.
    if (answer.data.Errors && answer.data.Errors.length > 0)
      throw new NpiError(npiMessages.upstream);
    return (answer.data.results ?? []).map(toOrganization);
  }

  return { searchOrganizations };
}

function buildSearchUrl(baseUrl: string, name: string, state: string, limit: number): URL {
  const url = new URL(baseUrl);
  url.searchParams.set('version', '2.1');
  url.searchParams.set('enumeration_type', 'NPI-2');
  url.searchParams.set('organization_name', name);
  url.searchParams.set('state', state);
  url.searchParams.set('limit', String(limit));
  return url;
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A registry value as trimmed text; anything that is not a string or number reads as empty. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const orUnknown = (value: string) => value || NPI_UNKNOWN;

/** A 9-digit ZIP code is written ZIP+4 (`94110-1234`); anything else is kept as given. */
function formatPostalCode(postalCode: string): string {
  return /^\d{9}$/.test(postalCode)
    ? `${postalCode.slice(0, 5)}-${postalCode.slice(5)}`
    : postalCode;
}

/** `<line 1>[ <line 2>], <city>, <state> <postal code>`, leaving out the parts that are missing. */
function formatAddress(address: Fields): string {
  const street = [text(address.address_1), text(address.address_2)].filter(Boolean).join(' ');
  const region = [text(address.state), formatPostalCode(text(address.postal_code))]
    .filter(Boolean)
    .join(' ');
  return orUnknown([street, text(address.city), region].filter(Boolean).join(', '));
}

function toOrganization(result: unknown): NpiOrganization {
  const record = isRecord(result) ? result : {};
  const basic = isRecord(record.basic) ? record.basic : {};
  const addresses = Array.isArray(record.addresses) ? record.addresses.filter(isRecord) : [];
  const location = addresses.find(
    (address) => text(address.address_purpose).toUpperCase() === 'LOCATION',
  );
  return {
    name: orUnknown(text(basic.organization_name)),
    address: location ? formatAddress(location) : NPI_UNKNOWN,
    phone: orUnknown(text(location?.telephone_number)),
    npi: orUnknown(text(record.number)),
  };
}
