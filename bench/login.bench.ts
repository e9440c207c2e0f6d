// npm run bench:login — a new member's first look at /login on an emulated mid-range phone with
// a weak signal (issue #22).
//
// It builds the SPA (unless SKIP_BUILD=1), starts the real server on the production build with a
// fresh PGlite folder, and opens /login as a visitor in Chromium with Lighthouse's mobile profile
// (bench/mobile-profile.ts): each run a new context (cold: empty HTTP cache), then the same page
// again in that context (warm: the app's files cached). It prints the median of RUNS (5) for:
//   visible  the sign-in form usable on screen: its heading with text, the e-mail and password
//            fields and the submit button in the DOM, at the next animation frame, in ms from
//            navigation start (a MutationObserver installed before the page's HTML is parsed);
//   LCP      the last largest-contentful-paint entry;
//   wire     bytes received over the network (encoded, headers included) and requests that
//            reached the network (not served from the memory or disk cache);
//   errors   console errors the page logged (a visitor's page logs none, issue #22).
// Targets (issue #22): cold visible ≤ 2000 ms and LCP ≤ 2500 ms; warm visible ≤ 1000 ms.
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own (e2e/chromium.ts).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { paths } from '../contract/src/paths';
import { resolveChromium } from '../e2e/chromium';
import { startBenchServer, stopBenchServer } from './bench-server';
import {
  measureLoad,
  MOBILE_CONTEXT,
  PROFILE_LABEL,
  report,
  throttle,
  WATCH_LCP,
  type Sample,
} from './mobile-profile';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 40_000 + Math.floor(Math.random() * 20_000));
const BASE = `http://127.0.0.1:${PORT}`;

const TARGETS = { coldVisible: 2000, coldLcp: 2500, warmVisible: 1000 };

/** Runs before any page script: records when the form can be used. A string, as in WATCH_LCP. */
const WATCH_FOR_FORM = `(() => {
  const ready = () => {
    const form = document.querySelector('form[aria-labelledby="login-title"]');
    return Boolean(
      form &&
        document.getElementById('login-title')?.textContent?.trim() &&
        form.querySelector('input[type="email"]') &&
        form.querySelector('input[type="password"]') &&
        form.querySelector('button[type="submit"]'),
    );
  };
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

interface LoginSample extends Sample {
  errors: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
}

async function load(context: BrowserContext): Promise<LoginSample> {
  const page = await context.newPage();
  let errors = 0;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors += 1;
    if (process.env.WIRE === '1') console.log(`  console error: ${message.text()}`);
  });
  const session = await context.newCDPSession(page);
  const wire = await throttle(session);
  const { visible, lcp } = await measureLoad(page, `${BASE}${paths.login.href()}`, {
    name: 'login-bench',
    what: 'the sign-in form',
  });
  await session.detach();
  await page.close();
  return { visible, lcp, errors, ...wire };
}

async function main() {
  const browserPath = resolveChromium();
  if (!browserPath.found) throw new Error(browserPath.message);
  if (process.env.SKIP_BUILD !== '1') run('npm', ['run', 'build'], process.env);

  const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-login-'));
  const server = await startBenchServer(BASE, {
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(PORT),
    BASE_URL: BASE,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: 'bench@example.org',
    ADMIN_PASSWORD: 'Bench-password-1',
    RATE_LIMIT_MULTIPLIER: '0',
  });
  const browser = await chromium.launch({ executablePath: browserPath.path });
  try {
    const cold: LoginSample[] = [];
    const warm: LoginSample[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext(MOBILE_CONTEXT);
      await context.addInitScript(WATCH_FOR_FORM);
      cold.push(await load(context));
      warm.push(await load(context));
      await context.close();
    }
    console.log(`Sign-in page /login as a visitor, median of ${RUNS}; ${PROFILE_LABEL}`);
    report('cold', cold, TARGETS.coldVisible, TARGETS.coldLcp);
    report('warm', warm, TARGETS.warmVisible);
    const errors = [...cold, ...warm].reduce((sum, sample) => sum + sample.errors, 0);
    console.log(`console errors: ${errors} in ${RUNS * 2} loads (target 0)`);
  } finally {
    await browser.close();
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
