import { z } from 'zod';
import { passwordSchema } from '@contract/auth';
import { roleValues } from '@contract/roles';
import { trustProxySchema } from './lib/trust-proxy';

// The environment's variables and their rules; config.ts turns the parsed values into a Config.

export const licenseVerifierValues = ['registry', 'ca-emsa'] as const;
export type LicenseVerifier = (typeof licenseVerifierValues)[number];

const logLevelValues = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevelValues)[number];

export const blankToUndefined = (value: unknown) =>
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

/** The fields of a cron expression and the values each takes (day of week: 0 or 7 is Sunday). */
const cronFields: ReadonlyArray<readonly [number, number]> = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

/** Five fields of numbers, `*`, ranges, lists and steps, each value within its field's range. */
export function isCronExpression(value: string): boolean {
  const fields = value.split(/\s+/);
  if (fields.length !== cronFields.length) return false;
  return fields.every((field, index) => {
    const [min, max] = cronFields[index]!;
    return field.split(',').every((part) => {
      const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
      if (!match) return false;
      const [, , from, to, step] = match;
      const inRange = (n: string | undefined) =>
        n === undefined || (Number(n) >= min && Number(n) <= max);
      if (step !== undefined && Number(step) < 1) return false;
      if (from !== undefined && to !== undefined && Number(from) > Number(to)) return false;
      return inRange(from) && inRange(to);
    });
  });
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const envSchema = z.object({
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
  /** [ours] Issue 24: run the job queue's workers in this process (false: store jobs only). */
  /** [ours] Issue 24: Web Push's VAPID key pair (base64url), both or neither; else generated. */
  VAPID_PUBLIC_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  /**
   * [ours] Replace the Web Push public key recorded in the database by this server's (one start,
   * on purpose: devices subscribed under the old key must allow notifications again).
   */
  VAPID_REPLACE_KEY: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')),
  /** Who push services contact about this server: a mailto: or https: URL. */
  VAPID_SUBJECT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  JOB_WORKERS: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('true')),
  /** [ours] Issue 24: seconds between an idle worker's looks for jobs. */
  JOB_POLL_SECONDS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be a number of seconds')
      .transform(Number)
      .refine((seconds) => seconds >= 0.5, 'must be 0.5 or more')
      .default('2'),
  ),
  /**
   * [ours] Issue 24: when the daily review digest is made, a five-field cron expression
   * (minute hour day-of-month month day-of-week) in DIGEST_TZ; `off` makes none.
   */
  DIGEST_CRON: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) => value === 'off' || isCronExpression(value),
        'must be a five-field cron expression such as "0 7 * * *" (minute hour day month weekday), or off',
      )
      .default('0 7 * * *'),
  ),
  /** [ours] Issue 24: the time zone of DIGEST_CRON and of the digest's day (an IANA name). */
  DIGEST_TZ: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(isTimeZone, 'must be an IANA time zone such as UTC or America/Los_Angeles')
      .default('UTC'),
  ),
  /**
   * [ours] Test rigs only (the e2e server): a file holding milliseconds added to the clock of
   * emergency access (issue 25), so a journey can see a grant expire. Refused in production.
   */
  TEST_CLOCK_FILE: z.preprocess(blankToUndefined, z.string().optional()),
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
  CONTACT_EMAIL: z.preprocess(
    blankToUndefined,
    z.string().trim().email('must be an e-mail address').optional(),
  ),
  VOLUNTEER_EMAIL: z.preprocess(
    blankToUndefined,
    z.string().trim().email('must be an e-mail address').optional(),
  ),
  STATIC_DIR: optionalString(),
});
