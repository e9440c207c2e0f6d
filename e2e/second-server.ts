// A second e2e server with the other PHI setting. The suite's own server (playwright.config.ts)
// runs with VITE_FEATURE_COLLECT_PHI as the environment has it — unset, so off, in CI. The SPA
// reads the switch at runtime from its server (window.env), so one build serves both; a spec
// that needs the other setting starts this server for its file and stops it in afterAll. It
// has its own data (a fresh PGlite folder, or a fresh database on DATABASE_URL's PostgreSQL)
// and the same demo accounts. One start costs 10–20 s: one per spec file that needs it.
import { spawn, type ChildProcess } from 'node:child_process';

export const mainPort = Number(process.env.E2E_PORT ?? 4310);
export const secondPort = Number(process.env.E2E_SECOND_PORT ?? mainPort + 1000);
/** The suite's own server's PHI setting. */
export const mainPhi = process.env.VITE_FEATURE_COLLECT_PHI === 'true';

/** Starts e2e/start-server.mjs on `port` with the PHI switch set; resolves once it is healthy. */
export async function startServer(port: number, collectPhi: boolean): Promise<ChildProcess> {
  // Its own data: on PGlite, the first server's DATA_DIR is claimed by that process.
  const { E2E_DATA_DIR: _firstServersData, ...inherited } = process.env;
  const child = spawn(process.execPath, ['e2e/start-server.mjs'], {
    env: { ...inherited, E2E_PORT: String(port), VITE_FEATURE_COLLECT_PHI: String(collectPhi) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`second e2e server exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopServer(child);
  throw new Error(`second e2e server on port ${port} did not start`);
}

/** Stops a server this file started and waits until it has exited (its port and data freed). */
export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await stopped;
}

export interface ServerWithPhi {
  collectPhi: boolean;
  baseURL: string;
  /** Whether this spec file starts (and stops) it: the setting differs from the main server's. */
  isOwn: boolean;
  /** In beforeAll (with a long enough timeout): starts the second server if it is one. */
  start: () => Promise<void>;
  /** In afterAll: stops it. */
  stop: () => Promise<void>;
}

/**
 * The server with PHI collection `collectPhi`: the suite's own when its setting matches, or a
 * second one on E2E_SECOND_PORT (default E2E_PORT + 1000) that `start` launches. So a spec runs
 * its PHI-on and PHI-off tests in CI (PHI off) and with `VITE_FEATURE_COLLECT_PHI=true` alike.
 */
export function serverWithPhi(collectPhi: boolean): ServerWithPhi {
  const isOwn = collectPhi !== mainPhi;
  const port = isOwn ? secondPort : mainPort;
  let child: ChildProcess | undefined;
  return {
    collectPhi,
    baseURL: `http://127.0.0.1:${port}`,
    isOwn,
    start: async () => {
      if (isOwn && !child) child = await startServer(port, collectPhi);
    },
    stop: async () => {
      await stopServer(child);
      child = undefined;
    },
  };
}
