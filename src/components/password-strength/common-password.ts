/**
 * A cheap early hint, before the server's check against its list of common and breached
 * passwords (which never ships to the browser): the roots such lists are full of, also behind
 * the usual character swaps (`P@ssw0rd`). Only a hint: the server decides.
 */
const COMMON_ROOTS = [
  'password',
  'qwerty',
  'qwertz',
  'azerty',
  'asdfgh',
  'zxcvbn',
  '1qaz',
  'qaz2wsx',
  'zaq12wsx',
  'letmein',
  'welcome',
  'iloveyou',
  'trustno1',
  'changeme',
  'admin',
  'login',
  'abc123',
  '123456',
  '654321',
  '111111',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'superman',
  'batman',
  'master',
  'shadow',
  'lifeline',
];

const swaps: Record<string, string> = { '@': 'a', '4': 'a', '0': 'o', '3': 'e', $: 's', '5': 's' };

export function looksCommon(value: string): boolean {
  if (value.length < 4) return false;
  const lower = value.toLowerCase();
  const unswapped = lower.replace(/[@4035$]/g, (character) => swaps[character] ?? character);
  return COMMON_ROOTS.some((root) => lower.includes(root) || unswapped.includes(root));
}
