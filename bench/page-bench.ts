// What the page benchmarks on the mobile profile (login.bench.ts, responder.bench.ts) share:
// their runs, the server's address and settings, the build, and the script that times a page.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { WATCH_LCP } from './mobile-profile';

export const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 40_000 + Math.floor(Math.random() * 20_000));
export const BASE = `http://127.0.0.1:${PORT}`;

/** Cold and warm targets of issues #13 and #22, in ms. */
export const TARGETS = { coldVisible: 2000, coldLcp: 2500, warmVisible: 1000 };

/** Runs a command to its end; its output is not shown, its errors are. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
}

/** Builds the SPA as `npm start` serves it, unless SKIP_BUILD=1. */
export function buildUnlessSkipped(): void {
  if (process.env.SKIP_BUILD !== '1') run('npm', ['run', 'build'], process.env);
}

/** The bench server's settings: a fresh PGlite folder, quiet, no rate limits, a first admin. */
export function pageBenchServerEnv(dataDir: string): Record<string, string> {
  return {
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(PORT),
    BASE_URL: BASE,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: 'bench@example.org',
    ADMIN_PASSWORD: 'Bench-password-1',
    RATE_LIMIT_MULTIPLIER: '0',
  };
}

/**
 * A script that runs before any page script and records, in `window.__visibleAt`, the frame after
 * `ready` (a JavaScript expression) first holds, and the LCP. A string, not a function: tsx's
 * name-keeping helpers do not exist in the page.
 */
export function watchFor(ready: string): string {
  return `(() => {
  const ready = () => Boolean(${ready});
  const observer = new MutationObserver(() => {
    if (window.__visibleAt !== undefined || !ready()) return;
    window.__visibleAt = -1;
    observer.disconnect();
    // The frame after the DOM change: the first one that can show it.
    requestAnimationFrame(() => { window.__visibleAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  ${WATCH_LCP}
})();`;
}
