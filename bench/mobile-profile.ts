// Lighthouse's mobile profile through the DevTools protocol, shared by the page-load benchmarks
// (responder.bench.ts, login.bench.ts): Slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
// up), 4× CPU slowdown, a 412 × 823 touch viewport; what crosses the network; LCP; medians.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

/** Lighthouse's mobile profile (throttling.mobileSlow4G, 4× CPU, a Moto G Power sized screen). */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 412, height: 823 };
export const MOBILE_CONTEXT = {
  viewport: VIEWPORT,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
export const PROFILE_LABEL = `Slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), ${CPU_SLOWDOWN}× CPU, ${VIEWPORT.width}×${VIEWPORT.height}`;

/** Records the LCP as it goes; an init script (a string: tsx's helpers do not exist in the page). */
export const WATCH_LCP = `new PerformanceObserver((list) => {
  const entries = list.getEntries();
  const last = entries[entries.length - 1];
  if (last) window.__lcp = last.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

/** The last LCP candidate so far, read from the buffer by a new observer. */
export const LAST_LCP = `new Promise((resolve) => {
  let last = window.__lcp ?? Number.NaN;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) last = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(last), 100);
})`;

export interface Wire {
  bytes: number;
  requests: number;
}

/** Applies the mobile profile to a page's target and counts what crosses the network. */
export async function throttle(session: CDPSession): Promise<Wire> {
  const wire = { bytes: 0, requests: 0 };
  const cached = new Set<string>();
  const urls = new Map<string, string>();
  session.on('Network.requestWillBeSent', ({ requestId, request }) =>
    urls.set(requestId, new URL(request.url).pathname),
  );
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', NETWORK);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  session.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  session.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromServiceWorker) cached.add(requestId);
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (cached.has(requestId)) return;
    wire.requests += 1;
    wire.bytes += encodedDataLength;
    // WIRE=1 lists each transfer, to see where the bytes go.
    if (process.env.WIRE === '1')
      console.log(`  ${String(encodedDataLength).padStart(7)} B  ${urls.get(requestId) ?? '?'}`);
  });
  return wire;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface Sample extends Wire {
  visible: number;
  lcp: number;
}

/** One line of medians beside the targets, then each run's figures. */
export function report(
  label: string,
  samples: Sample[],
  visibleTarget: number,
  lcpTarget?: number,
) {
  const visible = median(samples.map((s) => s.visible));
  const lcp = median(samples.map((s) => s.lcp));
  const bytes = median(samples.map((s) => s.bytes));
  const requests = median(samples.map((s) => s.requests));
  const mark = (value: number, target: number) => (value <= target ? 'ok' : 'OVER');
  console.log(
    `${label.padEnd(5)} visible ${visible.toFixed(0).padStart(5)} ms (target ≤ ${visibleTarget}, ${mark(visible, visibleTarget)})` +
      `  LCP ${lcp.toFixed(0).padStart(5)} ms` +
      (lcpTarget ? ` (target ≤ ${lcpTarget}, ${mark(lcp, lcpTarget)})` : '') +
      `  wire ${(bytes / 1024).toFixed(1).padStart(6)} KiB in ${requests} requests`,
  );
  console.log(
    `      runs: visible ${samples.map((s) => s.visible.toFixed(0)).join(', ')}; LCP ${samples.map((s) => s.lcp.toFixed(0)).join(', ')}`,
  );
}

/**
 * Opens `url` on a throttled page and waits for the page's own observer to stamp `__visibleAt`
 * (what the benchmark watches has painted), then for the network to idle: the visible time and
 * the last LCP candidate. A page that never shows it leaves `<name>-timeout.png` in the temp
 * folder and throws, naming what never showed.
 */
export async function measureLoad(
  page: Page,
  url: string,
  { name, what }: { name: string; what: string },
): Promise<{ visible: number; lcp: number }> {
  await page.goto(url, { waitUntil: 'load' });
  await page
    // A function, not a string: the page's CSP forbids eval.
    .waitForFunction(
      () => ((globalThis as { __visibleAt?: number }).__visibleAt ?? -1) > 0,
      undefined,
      { timeout: 60_000 },
    )
    .catch(async (error: unknown) => {
      await page.screenshot({ path: join(tmpdir(), `${name}-timeout.png`) });
      throw new Error(`${what} never showed at ${page.url()}`, { cause: error });
    });
  await page.waitForLoadState('networkidle');
  // LCP candidates stop at the first input; until then the last entry stands.
  const visible = Number(await page.evaluate('window.__visibleAt'));
  const lcp = Number(await page.evaluate(LAST_LCP));
  return { visible, lcp };
}
