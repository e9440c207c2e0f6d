import { count, notInArray } from 'drizzle-orm';
import type { Config } from '../config';
import { users } from '../modules/users/users.table';
import type { Queryable } from './client';
import { demoUsers } from './demo-users';

/**
 * Why `npm run seed:demo` should not run here without --force, or null. The demo accounts
 * include an ADMIN whose password is published in the README: on a public install (BASE_URL
 * https) or a database with real members, that is a way in for anyone who reads it. The first
 * admin that `npm start` creates (ADMIN_EMAIL) is not a real member yet: the README's order,
 * `npm start` then `npm run seed:demo`, must work on a fresh local install.
 */
export async function demoSeedRefusal(
  db: Queryable,
  config: Pick<Config, 'baseUrl' | 'cookieSecure' | 'adminEmail'>,
): Promise<string | null> {
  const published = `the demo accounts, an ADMIN among them, have a password published in the README`;
  if (config.cookieSecure)
    return `BASE_URL is ${config.baseUrl}, a public install, and ${published}. Pass --force to add them anyway.`;
  const [others] = await db
    .select({ n: count() })
    .from(users)
    .where(notInArray(users.email, [...demoUsers.map((demo) => demo.email), config.adminEmail]));
  const members = others?.n ?? 0;
  if (members > 0)
    return `The database holds ${members} member${members === 1 ? '' : 's'} besides the demo ones, and ${published}. Pass --force to add them anyway.`;
  return null;
}
