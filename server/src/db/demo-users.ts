import type { Role } from '@contract/roles';
import { hashPassword } from '../lib/password';
import { findUserByEmail, insertActiveUser } from '../modules/users/users.service';
import type { Database } from './client';

export const DEMO_PASSWORD = 'Lifeline-demo-1';

export const demoUsers: ReadonlyArray<{
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}> = [
  {
    email: 'first.responder@example.org',
    role: 'FIRST_RESPONDER',
    firstName: 'Fiona',
    lastName: 'Responder',
  },
  { email: 'volunteer@example.org', role: 'VOLUNTEER', firstName: 'Victor', lastName: 'Volunteer' },
  { email: 'staff@example.org', role: 'STAFF', firstName: 'Sam', lastName: 'Staff' },
  { email: 'admin@example.org', role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' },
];

/** Adds the demo accounts that do not exist yet; returns the e-mails added. */
export async function seedDemoUsers(db: Database, now: Date = new Date()): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const added: string[] = [];
  for (const demo of demoUsers) {
    if (await findUserByEmail(db, demo.email)) continue;
    if (await insertActiveUser(db, { ...demo, passwordHash }, now)) added.push(demo.email);
  }
  return added;
}
