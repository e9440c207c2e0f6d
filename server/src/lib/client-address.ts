import { isIPv6 } from 'node:net';

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
