// npm run bench:responder — the responder's first seconds: a signed-in FIRST_RESPONDER opens a
// label URL /patients/<id> on an emulated mid-range phone with a weak signal.
//
// It builds the SPA (unless SKIP_BUILD=1), seeds the demo data into a fresh PGlite folder (Rosa
// Demo-Calloway has every relation: contact, allergies, medications, conditions, hospital and a
// physician with hospitals), starts the real server on the production build with PHI on, signs
// in the demo first responder and puts the session cookie into a Chromium context. Then, through
// the DevTools protocol, Lighthouse's mobile profile: Slow 4G (150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up), 4× CPU slowdown, a 412 × 823 touch viewport. Each run opens a new
// context (cold: empty HTTP cache), loads the page, then loads it again in the same context
// (warm: the app's files cached). It prints the median of RUNS (5) for:
//   visible  code status and allergies both in the DOM with text, at the next animation frame,
//            in ms from navigation start (a MutationObserver installed before the page's HTML
//            is parsed). The signed-in page is rendered on the server (src/ssr), so the two
//            sections arrive with the HTML; the next frame is the first one after the
//            render-blocking stylesheets, when they can show. (The SPA's page, `?app`, inserts
//            them when it renders: the same observer times both.)
//   LCP      the last largest-contentful-paint entry;
//   wire     bytes received over the network (encoded, headers included) and requests that
//            reached the network (not served from the memory or disk cache).
// Targets (issue #13): cold visible ≤ 2000 ms and LCP ≤ 2500 ms; warm visible ≤ 1000 ms.
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
  run,
  RUNS,
  TARGETS,
  watchFor,
} from './page-bench';

const PATIENT_ID = 'de30de30-0001-4000-8000-000000000001';
const RESPONDER = { email: 'first.responder@example.org', password: 'Lifeline-demo-1' };

/** When code status and allergies are both on screen. */
const WATCH_FOR_PATIENT = watchFor(
  `document.querySelector('section[aria-labelledby="patient-code-status"]')?.textContent?.trim() &&
    document.querySelector('section[aria-labelledby="patient-allergies"]')?.textContent?.trim()`,
);

async function signIn(): Promise<{ name: string; value: string }> {
  const response = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(RESPONDER),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  const [pair = ''] = (response.headers.get('set-cookie') ?? '').split(';');
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

async function load(context: BrowserContext): Promise<Sample> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const wire = await throttle(session);
  const { visible, lcp } = await measureLoad(page, `${BASE}${paths.patient.href(PATIENT_ID)}`, {
    name: 'responder-bench',
    what: 'code status and allergies',
  });
  await session.detach();
  await page.close();
  return { visible, lcp, ...wire };
}

async function main() {
  const browserPath = resolveChromium();
  if (!browserPath.found) throw new Error(browserPath.message);
  buildUnlessSkipped();

  const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-responder-'));
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL'),
  );
  const env = { ...pageBenchServerEnv(dataDir), VITE_FEATURE_COLLECT_PHI: 'true' };
  // PGlite allows one process per data folder: seed before the server opens it.
  run(process.execPath, ['--import', 'tsx', 'server/src/db/seed-demo.ts'], {
    ...inherited,
    ...env,
  });
  const server = await startBenchServer(BASE, env);
  const browser = await chromium.launch({ executablePath: browserPath.path });
  try {
    const cookie = await signIn();
    const cold: Sample[] = [];
    const warm: Sample[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext(MOBILE_CONTEXT);
      await context.addCookies([{ ...cookie, url: BASE }]);
      await context.addInitScript(WATCH_FOR_PATIENT);
      cold.push(await load(context));
      warm.push(await load(context));
      await context.close();
    }
    console.log(`Responder view /patients/:id, median of ${RUNS}; ${PROFILE_LABEL}`);
    report('cold', cold, TARGETS.coldVisible, TARGETS.coldLcp);
    report('warm', warm, TARGETS.warmVisible);
  } finally {
    await browser.close();
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
