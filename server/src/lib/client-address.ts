import { isIP, isIPv6 } from 'node:net';

/** Expands an IPv6 address to eight hextets (no IPv4 tail). */
function expandIpv6(address: string): string[] | null {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  if (tail === undefined) return left.length === 8 ? left : null;
  const missing = 8 - left.length - right.length;
  if (missing < 1) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/**
 * The client address rate limits and audit events use: IPv4 as is, IPv4-mapped IPv6 as
 * IPv4, other IPv6 grouped by its /64 network.
 */
export function clientAddressKey(ip: string): string {
  const zoneless = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(zoneless);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(zoneless) || zoneless.includes('.')) return zoneless;
  const hextets = expandIpv6(zoneless.toLowerCase());
  if (!hextets) return zoneless;
  const network = hextets.slice(0, 4).map((h) => h.replace(/^0+(?=.)/, ''));
  return `${network.join(':')}::/64`;
}

/**
 * The client's IP: Fastify's nearest untrusted hop when it is a valid address, otherwise the
 * nearest valid hop before it (the trusted proxy that passed the header on). A forwarded
 * header is whatever the client wrote, so nothing that is not an IP reaches the rate limits,
 * the audit trail, the sessions list or the log. `hops` runs from the socket to the client.
 */
export function clientIp(request: { ip: string; ips?: string[] | undefined }): string {
  const hops = request.ips ?? [request.ip];
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i];
    if (hop !== undefined && isIP(hop) !== 0) return hop;
  }
  return '';
}
