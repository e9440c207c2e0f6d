import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { passwordSchema } from '@contract/auth';
import { roleValues, type Role } from '@contract/roles';
import { trustProxySchema, type TrustProxy } from './lib/trust-proxy';
import { readSessionLimits, type SessionLimits } from './modules/auth/session-limits';

const licenseVerifierValues = ['registry', 'ca-emsa'] as const;
type LicenseVerifier = (typeof licenseVerifierValues)[number];

const logLevelValues = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevelValues)[number];

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
  /**
   * Test rigs only (REPORT_MISSING_KEYS=true, set by the e2e server): the server-rendered label
   * page lists translation keys its language lacks instead of showing English for them.
   */
  reportMissingKeys: boolean;
  /** [ours] Roles that must use two-factor sign-in (MFA_REQUIRED_ROLES, e.g. STAFF,ADMIN). */
  mfaRequiredRoles: Role[];
  logLevel: LogLevel;
  smtp: SmtpConfig;
  mailFrom: string;
  staticDir: string;
  /** Every `VITE_*` variable, injected into index.html as `window.env`. */
  viteEnv: Record<string, string>;
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = () => z.preprocess(blankToUndefined, z.string().trim().optional());

const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, `must be an http(s) URL (${what})`);

const envSchema = z.object({
  PORT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a port number (1-65535)')
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, 'must be a port number (1-65535)')
          .max(65535, 'must be a port number (1-65535)'),
      )
      .default('3000'),
  ),
  BASE_URL: z.preprocess(blankToUndefined, httpUrl('e.g. https://lifeline.example.org').optional()),
  HOST: z.preprocess(blankToUndefined, z.string().trim().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  SESSION_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  ADMIN_EMAIL: z.preprocess(
    blankToUndefined,
    z.string().trim().email('must be an e-mail address').default('admin@lifeline.local'),
  ),
  ADMIN_PASSWORD: z.preprocess(blankToUndefined, passwordSchema.optional()),
  VITE_FEATURE_COLLECT_PHI: z.string().optional(),
  LICENSE_VERIFIER: z.preprocess(
    blankToUndefined,
    z
      .enum(licenseVerifierValues, {
        errorMap: () => ({ message: `must be one of ${licenseVerifierValues.join(', ')}` }),
      })
      .default('registry'),
  ),
  CA_EMSA_URL: z.preprocess(
    blankToUndefined,
    httpUrl('the CA EMSA lookup page').default(
      'https://emsverification.emsa.ca.gov/Verification/Search.aspx',
    ),
  ),
  NPI_API_URL: z.preprocess(
    blankToUndefined,
    httpUrl('the NPI registry').default('https://npiregistry.cms.hhs.gov/api/'),
  ),
  TRUST_PROXY: z.preprocess(blankToUndefined, trustProxySchema.optional()),
  RATE_LIMIT_MULTIPLIER: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be a number, 0 or more')
      .transform(Number)
      .default('1'),
  ),
  REPORT_MISSING_KEYS: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { errorMap: () => ({ message: 'must be true or false' }) })
      .transform((value) => value === 'true')
      .optional(),
  ),
  MFA_REQUIRED_ROLES: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((role) => role.trim().toUpperCase())
          .filter((role) => role !== ''),
      )
      .pipe(
        z.array(
          z.enum(roleValues, {
            errorMap: () => ({
              message: `must be a comma-separated list of ${roleValues.join(', ')}`,
            }),
          }),
        ),
      )
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z
      .enum(logLevelValues, {
        errorMap: () => ({ message: `must be one of ${logLevelValues.join(', ')}` }),
      })
      .default('info'),
  ),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  SMTP_HOST: optionalString(),
  SMTP_PORT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a port number (1-65535)')
      .transform(Number)
      .pipe(z.number().int().min(1).max(65535, 'must be a port number (1-65535)'))
      .default('587'),
  ),
  SMTP_USER: optionalString(),
  SMTP_PASS: z.preprocess(blankToUndefined, z.string().optional()),
  SMTP_SECURE: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { errorMap: () => ({ message: 'must be true or false' }) })
      .transform((value) => value === 'true')
      .optional(),
  ),
  MAIL_FROM: optionalString(),
  STATIC_DIR: optionalString(),
});

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
    reportMissingKeys: e.REPORT_MISSING_KEYS ?? false,
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
    staticDir: e.STATIC_DIR ? absolute(e.STATIC_DIR, cwd) : resolve(repoRoot, 'dist'),
    viteEnv,
  };
}
