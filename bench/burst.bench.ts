// npm run bench:burst — a freshly started server under a burst of concurrent requests.
// It starts the server (npm run serve's entry) in its own process on a new PGlite data folder
// and, when DATABASE_URL is set, on a throwaway PostgreSQL database; signs in SESSIONS clients;
// opens BURST keep-alive connections; then sends one authenticated GET on each at once and prints
// the spread of latencies and the whole burst's time.
// Every sixth request is a list; the others read the session (GET /users/me).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { onEachEngine, startBenchServer, stopBenchServer } from './bench-server';

const BURST = Number(process.env.BURST ?? 200);
const SESSIONS = Number(process.env.SESSIONS ?? 20);
const PORT = 40_000 + Math.floor(Math.random() * 20_000);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = 'bench@example.org';
const ADMIN_PASSWORD = 'Bench-password-1';

const pathOf = (i: number) =>
  i % 6 === 0
    ? i % 12 === 0
      ? '/api/v1/hospitals'
      : '/api/v1/medications?medication=pril'
    : '/api/v1/users/me';

const agent = new http.Agent({ keepAlive: true, maxSockets: BURST });

function request(
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<{ status: number; cookie: string }> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const sent = http.request(
      `${BASE}${path}`,
      {
        agent,
        method: body ? 'POST' : 'GET',
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookie: (response.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '',
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

async function burst(label: string, databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-burst-'));
  const server = await startBenchServer(BASE, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < SESSIONS; i += 1) {
      const login = await request('/api/v1/auth/login', {
        body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      cookies.push(login.cookie);
    }
    await Promise.all(Array.from({ length: BURST }, () => request('/api/health')));

    const start = performance.now();
    let finished = 0;
    const results = await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const { status } = await request(pathOf(i), { cookie: cookies[i % cookies.length] });
        finished += 1;
        return { status, ms: performance.now() - start, rank: finished };
      }),
    );
    const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    const f = (ms: number | undefined) => `${(ms ?? 0).toFixed(0)} ms`;
    const failed = results.filter((r) => r.status !== 200).length;
    // Served in order, latencies spread from near 0 to the burst's length (p10 small); served
    // one statement per request in turn, they bunch up near the end (p10 close to max).
    console.log(
      `${label}: ${BURST} requests in ${f(at(1))}; latency p10 ${f(at(0.1))}, p50 ${f(at(0.5))}, ` +
        `p90 ${f(at(0.9))}, max ${f(at(1))}; the first sent answered after ${f(results[0]?.ms)}` +
        (failed ? `; ${failed} not 200` : ''),
    );
  } finally {
    agent.destroy();
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await onEachEngine('lifeline_burst', burst);
