import { mkdir, chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import { keyedHash, randomToken } from '../lib/crypto';
import { appSettings } from './app-settings.table';
import type { Queryable } from './client';

/*
 * The session secret keys session ids, one-time tokens and the sealed two-factor secrets. Kept
 * in the database, it would travel in every backup beside the secrets it opens; so when
 * SESSION_SECRET is unset, the generated one lives in DATA_DIR/session-secret (owner-only), and
 * the database keeps only a fingerprint of it. The fingerprint lets a server that lacks the
 * right secret (a restore onto another machine, a second server with its own DATA_DIR) say so
 * at start instead of quietly generating a new one, which would lock every two-factor user out.
 * Versions before this kept the secret itself in app_settings: it is moved to the file.
 */

const LEGACY_KEY = 'session_secret';
const FINGERPRINT_KEY = 'session_secret_fingerprint';
const MIN_LENGTH = 32;

type SecretConfig = Pick<Config, 'sessionSecret' | 'dataDir'>;

export const sessionSecretFile = (dataDir: string) => join(dataDir, 'session-secret');

/** Not a secret: a keyed hash that only tells whether two secrets are the same. */
const fingerprintOf = (secret: string) => keyedHash(secret, 'lifeline:session-secret-fingerprint');

/** The server cannot tell which secret to use; the message says what the operator should do. */
export class SessionSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionSecretError';
  }
}

const IF_LOST =
  'If it is lost, set SESSION_SECRET to a new value of at least 32 characters: everyone signs in again, and each two-factor set-up must be reset by an admin.';

async function readSecretFile(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_LENGTH)
    throw new SessionSecretError(
      `${file} does not hold a session secret (${MIN_LENGTH}+ characters).`,
    );
  // A copy restored with loose permissions is tightened, not trusted as it is.
  await chmod(file, 0o600);
  return secret;
}

/** Creates the file owner-only; returns the secret that is in it (another process may win). */
async function writeSecretFile(dataDir: string, secret: string): Promise<string> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = sessionSecretFile(dataDir);
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readSecretFile(file)) ?? secret;
  }
}

async function readSettings(db: Queryable) {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, [LEGACY_KEY, FINGERPRINT_KEY]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  return { legacy: value(LEGACY_KEY), fingerprint: value(FINGERPRINT_KEY) };
}

export interface SecretChoice {
  secret: string | null;
  /** Where it comes from: the environment, the file, the database (older versions), or new. */
  source: 'env' | 'file' | 'database' | 'new';
  /** Whether the database was used with another secret before (only the environment may differ). */
  differs: boolean;
}

/**
 * Which secret a server started with `config` would use on this database, without changing
 * anything. Throws SessionSecretError when this machine lacks the database's secret.
 */
export async function chooseSessionSecret(
  db: Queryable,
  config: SecretConfig,
): Promise<SecretChoice> {
  const file = sessionSecretFile(config.dataDir);
  const { legacy, fingerprint } = await readSettings(db);
  const fromFile = await readSecretFile(file);
  const differs = (secret: string) => fingerprint !== null && fingerprint !== fingerprintOf(secret);
  if (config.sessionSecret)
    return { secret: config.sessionSecret, source: 'env', differs: differs(config.sessionSecret) };
  if (legacy !== null) {
    if (fromFile !== null && fromFile !== legacy)
      throw new SessionSecretError(
        `The database holds its session secret (kept there by an earlier version) and ${file} holds another one: move ${file} away to keep using the database's, or set SESSION_SECRET.`,
      );
    return { secret: legacy, source: 'database', differs: false };
  }
  if (fromFile !== null) {
    if (differs(fromFile))
      throw new SessionSecretError(
        `${file} is not the session secret this database was set up with (a database restored from another machine, or a second server that generated its own?). Copy session-secret from the DATA_DIR of the server that used this database, or set the same SESSION_SECRET on every server: two-factor secrets sealed with the old one cannot be opened without it. ${IF_LOST}`,
      );
    return { secret: fromFile, source: 'file', differs: false };
  }
  if (fingerprint !== null)
    throw new SessionSecretError(
      `This database was set up with a session secret that this machine does not have: SESSION_SECRET is unset and ${file} does not exist. Copy session-secret from the DATA_DIR of the server that used this database (or set SESSION_SECRET to its value) and start again: two-factor secrets sealed with it cannot be opened without it. ${IF_LOST}`,
    );
  return { secret: null, source: 'new', differs: false };
}

/**
 * The session secret for a starting server: SESSION_SECRET, else DATA_DIR/session-secret
 * (generated on first start). Records its fingerprint and moves a secret kept in the database
 * by an earlier version to the file. Returns a warning to log, if any.
 */
export async function resolveSessionSecret(
  db: Queryable,
  config: SecretConfig,
): Promise<{ secret: string; warning: string | null }> {
  const choice = await chooseSessionSecret(db, config);
  const { legacy } = await readSettings(db);
  let secret = choice.secret ?? randomToken(48);
  let warning: string | null = null;
  if (choice.source === 'new') {
    secret = await writeSecretFile(config.dataDir, secret);
    warning = `SESSION_SECRET is unset: generated one in ${sessionSecretFile(config.dataDir)}. Set SESSION_SECRET in production, the same on every server.`;
  }
  // The database's copy goes to the file before it is removed, so it is never lost.
  if (legacy !== null) {
    await writeSecretFile(config.dataDir, legacy);
    warning = `The session secret kept in the database by an earlier version was moved to ${sessionSecretFile(config.dataDir)}: keep that file with the server, out of backups.`;
  }
  if (choice.differs)
    warning = `SESSION_SECRET is not the secret this database was used with: earlier sessions, e-mailed links and two-factor set-ups no longer open.`;
  const fingerprint = fingerprintOf(secret);
  const claimed = await db
    .insert(appSettings)
    .values({ key: FINGERPRINT_KEY, value: fingerprint })
    .onConflictDoNothing()
    .returning({ value: appSettings.value });
  if (!claimed[0]) {
    const { fingerprint: stored } = await readSettings(db);
    // Two servers generating secrets at the same moment: the later one must not go on with its own.
    if (stored !== fingerprint && !config.sessionSecret)
      throw new SessionSecretError(
        `Another server set this database up with its own session secret at the same moment: set the same SESSION_SECRET on every server.`,
      );
    if (stored !== fingerprint)
      await db
        .update(appSettings)
        .set({ value: fingerprint })
        .where(eq(appSettings.key, FINGERPRINT_KEY));
  }
  if (legacy !== null) await db.delete(appSettings).where(eq(appSettings.key, LEGACY_KEY));
  return { secret, warning };
}
