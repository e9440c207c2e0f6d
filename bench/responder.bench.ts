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
// BENCH_DOCUMENTS=1 (issue 23) first attaches a photographed signed-form page (a 1500 × 2000
// JPEG drawn in Chromium) and a photo (800 × 800) to the patient, as the editor would send them:
// the visible time must not grow by more than 10% with them (the images are lazy, fixed-size).
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own (e2e/chromium.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
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

/** A JPEG drawn in the browser: a page of writing (with some grain, like a photo) or a face. */
async function drawnJpeg(browser: Browser, width: number, height: number): Promise<Buffer> {
  const page = await browser.newPage();
  // A string, like WATCH_FOR_PATIENT: bench/ is typed for Node, without the DOM.
  const base64 = await page.evaluate<string>(`(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = ${width};
    canvas.height = ${height};
    const context = canvas.getContext('2d');
    const image = context.createImageData(${width}, ${height});
    for (let index = 0; index < image.data.length; index += 4) {
      const grain = 225 + Math.floor(Math.random() * 30);
      image.data.set([grain, grain, grain - 10, 255], index);
    }
    context.putImageData(image, 0, 0);
    context.fillStyle = '#1a1a1a';
    context.font = 'bold ${Math.round(width / 20)}px sans-serif';
    context.fillText('POLST', ${width / 15}, ${height / 12});
    for (let line = 0; line < 40; line += 1)
      context.fillRect(${width / 15}, ${height / 8} + (line * ${height}) / 50, ${(width * 13) / 15}, 3);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  })()`);
  await page.close();
  return Buffer.from(base64, 'base64');
}

/** Signs in the demo staff member and attaches a signed-form page and a photo to the patient. */
async function attachDocuments(browser: Browser): Promise<void> {
  const login = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The demo's staff member (the seed's accounts), as the editor would.
    body: JSON.stringify({ email: 'staff@example.org', password: RESPONDER.password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const page = await drawnJpeg(browser, 1500, 2000);
  const photo = await drawnJpeg(browser, 800, 800);
  for (const [method, path, body] of [
    ['POST', `/api/v1/patients/${PATIENT_ID}/documents`, page],
    ['PUT', `/api/v1/patients/${PATIENT_ID}/photo`, photo],
  ] as const) {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: { cookie, 'content-type': 'image/jpeg' },
      body,
    });
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}`);
  }
  console.log(
    `With a signed-form page (${(page.length / 1024).toFixed(0)} KiB) and a photo (${(photo.length / 1024).toFixed(0)} KiB) on the patient`,
  );
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
    if (process.env.BENCH_DOCUMENTS === '1') await attachDocuments(browser);
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
