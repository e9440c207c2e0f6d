import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContactAddresses } from '@contract/contact';
import type { Role } from '@contract/roles';
import { blankToUndefined, envSchema, type LicenseVerifier, type LogLevel } from './config.env';
import type { TrustProxy } from './lib/trust-proxy';
import { readSessionLimits, type SessionLimits } from './modules/auth/session-limits';

interface SmtpConfig {
  url: string | null;
  host: string | null;
  port: number;
  user: string | null;
  pass: string | null;
  secure: boolean;
}

export interface Config {
  /** Public origin without a trailing slash. */
  baseUrl: string;
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  /** Null when unset: the server then generates one into DATA_DIR (db/session-secret.ts). */
  sessionSecret: string | null;
  /** Idle and absolute limits per role (SESSION_IDLE_MINUTES[_<ROLE>], SESSION_MAX_HOURS[_<ROLE>]). */
  sessionLimits: SessionLimits;
  /** True exactly when BASE_URL is https: the session cookie gets `Secure`. */
  cookieSecure: boolean;
  adminEmail: string;
  adminPassword: string | null;
  collectPhi: boolean;
  licenseVerifier: LicenseVerifier;
  caEmsaUrl: string;
  npiApiUrl: string;
  trustProxy: TrustProxy;
  rateLimitMultiplier: number;
  /** Issue 24: the job queue's workers run here, polling every `pollSeconds`. */
  jobs: { workers: boolean; pollSeconds: number };
  /**
   * Issue 24: the daily review digest's cron expression (DIGEST_CRON, null when `off`) and the
   * time zone of the expression and of the digest's day (DIGEST_TZ).
   */
  digest: { cron: string | null; timeZone: string };
  /**
   * Issue 24: Web Push's VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or null (the
   * server then generates a pair into DATA_DIR: modules/notices/vapid-keys.ts); the subject
   * push services may contact (VAPID_SUBJECT, default mailto: the admin's address); whether
   * this start replaces the public key the database recorded (VAPID_REPLACE_KEY=true).
   */
  vapid: {
    keys: { publicKey: string; privateKey: string } | null;
    subject: string;
    replaceRecordedKey: boolean;
  };
  /**
   * Test rigs only (REPORT_MISSING_KEYS=true, set by the e2e server): the server-rendered label
   * page lists translation keys its language lacks instead of showing English for them.
   */
  reportMissingKeys: boolean;
  /**
   * [ours] Test rigs only (TEST_CLOCK_FILE, set by the e2e server): the file whose number of
   * milliseconds moves emergency access's clock (issue 25). Null in production.
   */
  testClockFile: string | null;
  /** [ours] Roles that must use two-factor sign-in (MFA_REQUIRED_ROLES, e.g. STAFF,ADMIN). */
  mfaRequiredRoles: Role[];
  logLevel: LogLevel;
  smtp: SmtpConfig;
  mailFrom: string;
  /**
   * [ours] The program's public addresses, shown on the sign-up's help (GET /api/v1/contact):
   * the administrator's for licence questions (CONTACT_EMAIL) and the one to volunteer at
   * (VOLUNTEER_EMAIL); null leaves that sentence out.
   */
  contact: ContactAddresses;
  staticDir: string;
  /** Every `VITE_*` variable, injected into index.html as `window.env`. */
  viteEnv: Record<string, string>;
}

export type { LogLevel };

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Aliases the reference server reads, mapped onto our names when ours is unset. */
const aliases: Record<string, string> = {
  SESSION_SECRET: 'SESSION_SECRET_KEY',
  MAIL_FROM: 'MAILER_FROM',
};

function withAliases(env: Env): Env {
  const merged: Env = { ...env };
  for (const [name, alias] of Object.entries(aliases)) {
    if (blankToUndefined(merged[name]) === undefined && merged[alias] !== undefined) {
      merged[name] = merged[alias];
    }
  }
  return merged;
}

function absolute(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/**
 * Reads and checks the environment. Throws a ConfigError naming each bad variable, so
 * start-up stops with a message an operator can act on.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const source = withAliases(env);
  const parsed = envSchema.safeParse(source);
  const sessionLimits = readSessionLimits(env);
  if (!parsed.success || sessionLimits.problems.length > 0) {
    const problems = (parsed.error?.issues ?? []).map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const shown =
        name === 'SESSION_SECRET' && env.SESSION_SECRET === undefined
          ? 'SESSION_SECRET_KEY (alias of SESSION_SECRET)'
          : name;
      return `${shown}: ${issue.message}`;
    });
    throw new ConfigError([...problems, ...sessionLimits.problems]);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both (a pair from `npx web-push generate-vapid-keys`) or neither',
    ]);
  if (e.TEST_CLOCK_FILE && env.NODE_ENV === 'production') {
    throw new ConfigError([
      'TEST_CLOCK_FILE: a test rig setting, never set with NODE_ENV=production',
    ]);
  }
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const baseHost = new URL(baseUrl).hostname;
  const viteEnv = Object.fromEntries(
    Object.entries(env)
      .filter(
        (entry): entry is [string, string] =>
          entry[0].startsWith('VITE_') && entry[1] !== undefined,
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );

  return {
    baseUrl,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: absolute(e.DATA_DIR, cwd),
    sessionSecret: e.SESSION_SECRET ?? null,
    sessionLimits: sessionLimits.limits,
    cookieSecure: baseUrl.startsWith('https:'),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    collectPhi: e.VITE_FEATURE_COLLECT_PHI === 'true',
    licenseVerifier: e.LICENSE_VERIFIER,
    caEmsaUrl: e.CA_EMSA_URL,
    npiApiUrl: e.NPI_API_URL,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    jobs: { workers: e.JOB_WORKERS === 'true', pollSeconds: e.JOB_POLL_SECONDS },
    digest: { cron: e.DIGEST_CRON === 'off' ? null : e.DIGEST_CRON, timeZone: e.DIGEST_TZ },
    vapid: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL}`,
      replaceRecordedKey: e.VAPID_REPLACE_KEY === 'true',
    },
    reportMissingKeys: e.REPORT_MISSING_KEYS ?? false,
    testClockFile: e.TEST_CLOCK_FILE ? absolute(e.TEST_CLOCK_FILE, cwd) : null,
    mfaRequiredRoles: [...new Set(e.MFA_REQUIRED_ROLES ?? [])],
    logLevel: e.LOG_LEVEL,
    smtp: {
      url: e.SMTP_URL ?? null,
      host: e.SMTP_HOST ?? null,
      port: e.SMTP_PORT,
      user: e.SMTP_USER ?? null,
      pass: e.SMTP_PASS ?? null,
      secure: e.SMTP_SECURE ?? e.SMTP_PORT === 465,
    },
    mailFrom: e.MAIL_FROM ?? `Lifeline <no-reply@${baseHost}>`,
    contact: {
      contactEmail: e.CONTACT_EMAIL ?? null,
      volunteerEmail: e.VOLUNTEER_EMAIL ?? null,
    },
    staticDir: e.STATIC_DIR ? absolute(e.STATIC_DIR, cwd) : resolve(repoRoot, 'dist'),
    viteEnv,
  };
}
