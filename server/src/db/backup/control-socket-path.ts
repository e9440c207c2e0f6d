import { createHash } from 'node:crypto';
import { lstat, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { BackupError } from './backup-format';

/** A Unix socket path is limited to about 100 bytes (108 on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;

/**
 * This user's own folder for control sockets that do not fit in DATA_DIR: in XDG_RUNTIME_DIR
 * when the system provides one (private by design), else in the shared temp folder, where it
 * is used only if it is a real folder of this user that nobody else may enter. A name there is
 * predictable, so another user could create it first: that folder is refused, never used.
 */
async function privateSocketFolder(): Promise<string> {
  const runtime = process.env.XDG_RUNTIME_DIR;
  const base = runtime && isAbsolute(runtime) ? runtime : tmpdir();
  const uid = process.getuid?.() ?? 0;
  const folder = join(base, `lifeline-${uid}`);
  await mkdir(folder, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const stats = await lstat(folder);
  if (!stats.isDirectory() || stats.uid !== uid || (stats.mode & 0o077) !== 0)
    throw new BackupError(
      `${folder} (for the control socket of a deep DATA_DIR) is not a folder that only this user may enter: remove it, or use a shorter DATA_DIR.`,
    );
  return folder;
}

/**
 * DATA_DIR/run/control.sock; a deep DATA_DIR gets a socket named by a hash of its path in this
 * user's private socket folder instead.
 */
export async function controlSocketPath(dataDir: string): Promise<string> {
  const path = join(dataDir, 'run', 'control.sock');
  if (Buffer.byteLength(path) <= MAX_SOCKET_PATH) return path;
  const key = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return join(await privateSocketFolder(), `${key}.sock`);
}
