import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config';
import { appSettings } from '../../db/app-settings.table';
import type { Queryable } from '../../db/client';

/*
 * Issue 24: Web Push's VAPID key pair, kept like the session secret (db/session-secret.ts):
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else a pair generated on the first start
 * into DATA_DIR/vapid-keys.json (owner-only), never in the database (backups would carry it).
 * Every device's subscription is bound to the public key: a new pair (a lost file, another
 * server's own) stops pushes to the devices subscribed before, until each allows them again.
 *
 * So the database records the public key (it is public: browsers get it) on the first start, as
 * it records the session secret's fingerprint (db/session-secret.ts), and a server whose key
 * differs refuses to start instead of signing pushes no device accepts: several processes on one
 * PostgreSQL database must share one pair. VAPID_REPLACE_KEY=true replaces the recorded key for
 * one start, on purpose.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const vapidKeysFile = (dataDir: string) => join(dataDir, 'vapid-keys.json');

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function parseKeys(text: string, file: string): VapidKeys {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const keys = parsed as Partial<VapidKeys> | null;
  if (
    typeof keys?.publicKey !== 'string' ||
    typeof keys.privateKey !== 'string' ||
    !BASE64URL.test(keys.publicKey) ||
    !BASE64URL.test(keys.privateKey)
  )
    throw new Error(
      `${file} does not hold a VAPID key pair: move it away to generate a new one (devices then allow notifications again), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`,
    );
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

async function readKeysFile(file: string): Promise<VapidKeys | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const keys = parseKeys(text, file);
  await chmod(file, 0o600);
  return keys;
}

/** The app_settings key holding the public key every server of this database signs with. */
export const VAPID_PUBLIC_KEY_SETTING = 'vapid_public_key';

/** This server's keys are not the database's; the message says what the operator should do. */
export class VapidKeysError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VapidKeysError';
  }
}

const HOW_TO_SHARE = (dataDir: string) =>
  `Every server on one database must sign with the same pair: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to the same values on every server, or copy vapid-keys.json from the DATA_DIR of the server that set the database up into ${dataDir}. To replace the recorded key on purpose (every device then has to allow notifications again), start once with VAPID_REPLACE_KEY=true, then remove it.`;

async function recordedPublicKey(db: Queryable): Promise<string | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, VAPID_PUBLIC_KEY_SETTING));
  return row?.value ?? null;
}

/** Where this server's keys come from, for the messages. */
const sourceOf = (config: Pick<Config, 'vapid' | 'dataDir'>) =>
  config.vapid.keys ? 'VAPID_PUBLIC_KEY' : vapidKeysFile(config.dataDir);

/** The keys from the environment or DATA_DIR's file; null when neither has them. */
async function existingKeys(config: Pick<Config, 'vapid' | 'dataDir'>): Promise<VapidKeys | null> {
  return config.vapid.keys ?? (await readKeysFile(vapidKeysFile(config.dataDir)));
}

/** A new pair in DATA_DIR's file (when two processes start at once on one DATA_DIR, the first file written wins). */
async function generateKeys(dataDir: string): Promise<{ keys: VapidKeys; generated: boolean }> {
  const file = vapidKeysFile(dataDir);
  const fresh = webpush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, `${JSON.stringify(fresh)}\n`, { mode: 0o600, flag: 'wx' });
    return { keys: fresh, generated: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { keys: (await readKeysFile(file)) ?? fresh, generated: false };
  }
}

/**
 * The server's VAPID keys: the environment's, else DATA_DIR's file, else a new pair written
 * there. The database records the public key on the first start; a server with another key
 * (or none, while the database has one) throws VapidKeysError, unless config.vapid
 * .replaceRecordedKey: then its key replaces the recorded one, with a warning to log.
 */
export async function resolveVapidKeys(
  db: Queryable,
  config: Pick<Config, 'vapid' | 'dataDir'>,
): Promise<{ keys: VapidKeys; generated: boolean; warning: string | null }> {
  const replace = config.vapid.replaceRecordedKey;
  const recorded = await recordedPublicKey(db);
  const existing = await existingKeys(config);
  // Refused before generating, so a refused start leaves no pair of its own behind.
  if (!existing && recorded !== null && !replace)
    throw new VapidKeysError(
      `This database's servers sign Web Push with the public key ${recorded}, and this server has no VAPID keys (VAPID_PUBLIC_KEY is unset and ${vapidKeysFile(config.dataDir)} does not exist). ${HOW_TO_SHARE(config.dataDir)}`,
    );
  const { keys, generated } = existing
    ? { keys: existing, generated: false }
    : await generateKeys(config.dataDir);

  const claimed = await db
    .insert(appSettings)
    .values({ key: VAPID_PUBLIC_KEY_SETTING, value: keys.publicKey })
    .onConflictDoNothing()
    .returning({ value: appSettings.value });
  if (claimed[0]) return { keys, generated, warning: null };
  const stored = await recordedPublicKey(db);
  if (stored === keys.publicKey) return { keys, generated, warning: null };
  if (!replace)
    throw new VapidKeysError(
      `This server's Web Push public key (from ${sourceOf(config)}) is ${keys.publicKey}, but this database's servers sign with ${stored ?? 'another'}: pushes signed with this one would silently fail on the devices subscribed under the other (a second server that generated its own pair, or a lost vapid-keys.json?). ${HOW_TO_SHARE(config.dataDir)}`,
    );
  await db
    .update(appSettings)
    .set({ value: keys.publicKey })
    .where(eq(appSettings.key, VAPID_PUBLIC_KEY_SETTING));
  return {
    keys,
    generated,
    warning: `VAPID_REPLACE_KEY=true: this database's Web Push public key was replaced by this server's (from ${sourceOf(config)}). Devices subscribed under the old key get no pushes until each member allows notifications again; every other server must now use this pair. Remove VAPID_REPLACE_KEY.`,
  };
}
