import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDataDir, controlSocketLive } from './control-socket';
import { controlSocketPath } from './control-socket-path';

/*
 * A DATA_DIR too deep for a Unix socket path gets its control socket elsewhere. A predictable
 * name loose in the shared temp folder could be taken first by another user (who would then
 * answer in the server's place, or keep it from starting): it must be in a private folder.
 */

const saved = { TMPDIR: process.env.TMPDIR, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR };
let base: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'lifeline-sockets-'));
  process.env.TMPDIR = base;
  delete process.env.XDG_RUNTIME_DIR;
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(base, { recursive: true, force: true });
});

const deepDataDir = () => {
  const dataDir = join(base, 'a-data-folder-deep-enough'.repeat(5));
  mkdirSync(dataDir, { recursive: true });
  return dataDir;
};

const uid = process.getuid?.() ?? 0;

describe('the control socket of a deep DATA_DIR', () => {
  it('is in a folder only this user may enter, and still guards DATA_DIR', async () => {
    const dataDir = deepDataDir();
    const path = await controlSocketPath(dataDir);
    expect(Buffer.byteLength(path)).toBeLessThanOrEqual(100);
    expect(dirname(path)).toBe(join(base, `lifeline-${uid}`));
    expect(statSync(dirname(path)).mode & 0o777).toBe(0o700);

    const claim = await claimDataDir(dataDir, 'the test');
    try {
      expect(await controlSocketLive(dataDir)).toBe(true);
      await expect(claimDataDir(dataDir, 'a second process')).rejects.toThrow(/in use/);
    } finally {
      await claim.close();
    }
  });

  it('refuses a socket folder that others may enter (it may not be ours to trust)', async () => {
    const folder = join(base, `lifeline-${uid}`);
    mkdirSync(folder);
    chmodSync(folder, 0o777);
    await expect(controlSocketPath(deepDataDir())).rejects.toThrow(
      /is not a folder that only this user may enter: remove it/,
    );
  });
});
