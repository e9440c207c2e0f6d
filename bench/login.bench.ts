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
  type Sample,
} from './mobile-profile';
import {
  BASE,
  buildUnlessSkipped,
  pageBenchServerEnv,
  RUNS,
  TARGETS,
  watchFor,
} from './page-bench';

/** When the form can be used: its heading with text, both fields and the button. */
const WATCH_FOR_FORM = watchFor(`(() => {
    const form = document.querySelector('form[aria-labelledby="login-title"]');
    return form &&
      document.getElementById('login-title')?.textContent?.trim() &&
      form.querySelector('input[type="email"]') &&
      form.querySelector('input[type="password"]') &&
      form.querySelector('button[type="submit"]');
  })()`);

interface LoginSample extends Sample {
  errors: number;
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
  buildUnlessSkipped();

  const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-login-'));
  const server = await startBenchServer(BASE, pageBenchServerEnv(dataDir));
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
