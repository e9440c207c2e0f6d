import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

/*
 * Issue 24: Web Push's VAPID key pair, kept like the session secret (db/session-secret.ts):
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else a pair generated on the first start
 * into DATA_DIR/vapid-keys.json (owner-only), never in the database (backups would carry it).
 * Every device's subscription is bound to the public key: a new pair (a lost file, another
 * server's own) stops pushes to the devices subscribed before, until each allows them again.
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

/**
 * The server's VAPID keys: the environment's, else DATA_DIR's file, else a new pair written
 * there (when two processes start at once on one DATA_DIR, the first file written wins).
 */
export async function resolveVapidKeys(
  config: Pick<Config, 'vapid' | 'dataDir'>,
): Promise<{ keys: VapidKeys; generated: boolean }> {
  if (config.vapid.keys) return { keys: config.vapid.keys, generated: false };
  const file = vapidKeysFile(config.dataDir);
  const existing = await readKeysFile(file);
  if (existing) return { keys: existing, generated: false };
  const fresh = webpush.generateVAPIDKeys();
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, `${JSON.stringify(fresh)}\n`, { mode: 0o600, flag: 'wx' });
    return { keys: fresh, generated: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { keys: (await readKeysFile(file)) ?? fresh, generated: false };
  }
}
