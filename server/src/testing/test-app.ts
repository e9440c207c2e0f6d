import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '@contract/roles';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config, type Env } from '../config';
import type { Database } from '../db/client';
import { hashPassword } from '../lib/password';
import type { LabelPageRenderer } from '../modules/label-page/label-page.render';
import type { LoginPageRenderer } from '../modules/login-page/login-page.render';
import { users, type UserRow } from '../modules/users/users.table';
import { registerCleanup } from './cleanup';
import { createTestDatabase, type TestDatabase } from './test-db';

type AccountState = 'active' | 'unverified' | 'unapproved' | 'rejected' | 'disabled';

interface NewTestUser {
  role?: Role;
  state?: AccountState;
  email?: string;
  password?: string;
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
}

interface TestClock {
  now(): Date;
  set(to: Date | string): void;
  /** Moves time forward by milliseconds, or by minutes / hours. */
  advance(by: number | { minutes?: number; hours?: number; seconds?: number }): void;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  clock: TestClock;
  /** The database under the app, to share with another (createTestApp's sharedDb). */
  database: TestDatabase;
  /** Inserts a user straight into the database; the plain password comes back with it. */
  createUser(input?: NewTestUser): Promise<UserRow & { password: string }>;
  /** Signs in through the API and returns the `Cookie` header value (`session=…`). */
  login(email: string, password: string): Promise<string>;
  /** createUser + login in one step. */
  loginAs(
    role: Role,
    input?: Omit<NewTestUser, 'role'>,
  ): Promise<{ user: UserRow; cookie: string }>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'Correct-horse-1';
const TEST_START = new Date('2025-03-10T12:00:00.000Z');

interface CreateTestAppOptions {
  /** Environment on top of the test defaults (see testConfig). */
  env?: Env;
  /** Extra routes for the test, registered before the app is ready (e.g. to exercise the guard). */
  extend?: (app: FastifyInstance) => Promise<void>;
  /** The server render of label pages (modules/label-page); default: the build's, if any. */
  labelPage?: LabelPageRenderer | null;
  /** The server render of /login (modules/login-page); default: the build's, if any. */
  loginPage?: LoginPageRenderer | null;
  /** The job queue (modules/jobs): off unless a test asks for it (issue 24). */
  jobs?: BuildAppOptions['jobs'];
  /** The mail transport; default: the dev outbox under the test's DATA_DIR. */
  mailer?: BuildAppOptions['mailer'];
  /** Web Push's agent (a local push service's certificate trusted). */
  pushAgent?: BuildAppOptions['pushAgent'];
  /**
   * Another test app's database, shared (two servers on one database, or a restart); it is
   * not destroyed with this app.
   */
  sharedDb?: TestDatabase;
}

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose: tests hash each distinct password once per file. */
const cachedHash = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

let counter = 0;
const uniqueEmail = (role: Role) =>
  `${role.toLowerCase().replace('_', '.')}.${++counter}.${Date.now()}@test.example`;

function createClock(start: Date = TEST_START): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to).getTime();
    },
    advance: (by) => {
      current +=
        typeof by === 'number'
          ? by
          : (by.hours ?? 0) * 3_600_000 + (by.minutes ?? 0) * 60_000 + (by.seconds ?? 0) * 1000;
    },
  };
}

/**
 * One Web Push pair for every test app of the process, as one session secret: apps on one
 * database must sign with one pair (the database refuses another). The generated pair's own
 * tests unset these (vapid-keys.test.ts).
 */
const TEST_VAPID = webpush.generateVAPIDKeys();

/**
 * The test configuration: quiet logs, a fixed secret, no built SPA unless STATIC_DIR is given,
 * and a throwaway DATA_DIR, so mail without SMTP goes to a temporary dev outbox.
 */
export function testConfig(env: Env = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lifeline-data-')),
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    // API.md §1.3's global limits for every role, so suites that move the clock keep their
    // sessions; the per-role defaults are tested with these unset (session-limits.test.ts).
    SESSION_IDLE_MINUTES: '720',
    SESSION_MAX_HOURS: '168',
    STATIC_DIR: join(mkdtempSync(join(tmpdir(), 'lifeline-nodist-')), 'dist'),
    // No digest at 07:00 in the middle of a suite that counts mails (digest tests store its job).
    DIGEST_CRON: 'off',
    ...env,
  });
}

function stateStamps(state: AccountState, now: Date) {
  return {
    emailVerifiedAt: state === 'unverified' ? null : now,
    approvedAt:
      state === 'unapproved' || state === 'unverified' || state === 'rejected' ? null : now,
    rejectedAt: state === 'rejected' ? now : null,
    disabledAt: state === 'disabled' ? now : null,
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  const value = list.map((c) => /^session=([^;]*)/.exec(c)?.[1]).find((v) => v !== undefined);
  return value ? `session=${value}` : undefined;
}

/**
 * A fresh, migrated database (PGlite in memory, or a throwaway PostgreSQL database with
 * TEST_DB_ENGINE=postgres) and an app over it with a controllable clock. Call it in
 * beforeAll; it is closed after the file's tests.
 */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const database = options.sharedDb ?? (await createTestDatabase());
  const config = testConfig(options.env);
  const clock = createClock();
  const app = await buildApp({
    config,
    db: database.handle.db,
    now: () => clock.now(),
    checkResponses: true,
    labelPage: options.labelPage,
    loginPage: options.loginPage,
    jobs: options.jobs,
    mailer: options.mailer,
    pushAgent: options.pushAgent,
  });
  if (options.extend) await app.register(options.extend);
  await app.ready();
  const db = database.handle.db;

  const createUser: TestApp['createUser'] = async (input = {}) => {
    const role = input.role ?? 'FIRST_RESPONDER';
    const password = input.password ?? TEST_PASSWORD;
    const now = clock.now();
    const [row] = await db
      .insert(users)
      .values({
        firstName: input.firstName ?? 'Test',
        middleName: input.middleName ?? null,
        lastName: input.lastName ?? role,
        email: input.email ?? uniqueEmail(role),
        passwordHash: await cachedHash(password),
        role,
        ...stateStamps(input.state ?? 'active', now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('createUser: no row inserted');
    return { ...row, password };
  };

  const login: TestApp['login'] = async (email, password) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
    });
    const cookie = sessionCookieOf(response);
    if (response.statusCode !== 200 || !cookie) {
      throw new Error(`login(${email}) answered ${response.statusCode}: ${response.body}`);
    }
    return cookie;
  };

  let closing: Promise<void> | undefined;
  const testApp: TestApp = {
    app,
    db,
    config,
    clock,
    createUser,
    login,
    loginAs: async (role, input = {}) => {
      const user = await createUser({ ...input, role });
      return { user, cookie: await login(user.email, user.password) };
    },
    database,
    close: () =>
      (closing ??= app.close().then(() => (options.sharedDb ? undefined : database.destroy()))),
  };
  registerCleanup(() => testApp.close());
  return testApp;
}
