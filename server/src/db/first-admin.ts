import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { generatePassword } from '../lib/crypto';
import { hashPassword } from '../lib/password';
import { findUserByEmail, insertActiveUser } from '../modules/users/users.service';
import { users } from '../modules/users/users.table';
import type { Database } from './client';

type FirstAdminResult =
  | { created: false }
  | { created: true; email: string; password: string | null /* set only when generated */ };

/**
 * When no ADMIN exists, creates one from ADMIN_EMAIL / ADMIN_PASSWORD (verified, approved,
 * named Admin User). Without ADMIN_PASSWORD a strong password is generated and returned so
 * the caller can print it once.
 */
export async function ensureFirstAdmin(
  db: Database,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
  now: Date = new Date(),
): Promise<FirstAdminResult> {
  const [anyAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .limit(1);
  if (anyAdmin) return { created: false };
  const existing = await findUserByEmail(db, config.adminEmail);
  if (existing) {
    throw new Error(
      `ADMIN_EMAIL: ${config.adminEmail} already belongs to a ${existing.role} account, and no ADMIN exists. Choose another ADMIN_EMAIL.`,
    );
  }
  const password = config.adminPassword ?? generatePassword();
  const created = await insertActiveUser(
    db,
    {
      firstName: 'Admin',
      middleName: null,
      lastName: 'User',
      email: config.adminEmail,
      passwordHash: await hashPassword(password),
      role: 'ADMIN',
    },
    now,
  );
  // Another server process starting at the same time may have created it first.
  if (!created) return { created: false };
  return {
    created: true,
    email: config.adminEmail,
    password: config.adminPassword ? null : password,
  };
}
