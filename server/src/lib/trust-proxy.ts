import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which `X-Forwarded-*` hops the server believes (TRUST_PROXY): none, a hop count, or the
 * addresses (IPs or CIDR ranges) of the proxies in front of it. The client address is then the
 * nearest hop that is not trusted (API.md §1.9).
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_HELP =
  'a hop count (the number of proxies in front of the server, e.g. 1) or a comma-separated list of their addresses or CIDR ranges (e.g. 10.0.0.0/8,::1)';

/** An IP address or a CIDR range, as proxy-addr (Fastify's trustProxy) reads them. */
export function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY as set (blank already removed); `true` is refused, see the message. */
export const trustProxySchema = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (value === 'true') {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: `must not be true, which trusts every X-Forwarded-For hop so that clients choose their own address: set ${TRUST_PROXY_HELP}`,
      });
      return;
    }
    if (value === 'false' || /^\d+$/.test(value)) return;
    const bad = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: `must be ${TRUST_PROXY_HELP}; not an address or range: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
    }
  })
  .transform((value): TrustProxy => {
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

/**
 * Fastify's trustProxy for the setting. A hop count trusts that many proxies in front of the
 * server (this Fastify version ignores a bare number, hence the function); a list is compiled
 * by proxy-addr, which never trusts an entry that is not a valid address.
 */
export function trustProxyOption(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
