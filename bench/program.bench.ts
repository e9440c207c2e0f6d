// npm run bench:program — GET /program/figures (issue 24's Program page) at 1,000,000 patients on
// PostgreSQL (DATABASE_URL names a server where a throwaway database can be created and dropped).
// It loads the patients as bench:patients-list does (bench/patient-volume-database.ts), then the
// history the figures count: a patient.create event per patient, half the patients verified once
// (verified_at and its patient.verify event) between their creation and December 2025, 300,000
// scans by responders and 20,000 label prints. It starts the server (npm run serve's entry) on
// that database, signs in, and times the endpoint over HTTP, one request at a time: p50/p95 for a
// year by week and two years by month where the history is, the page's default range (the last
// twelve months to today, where nearly every record is overdue: the widest overdue scan), and the
// CSV export. Then the time PostgreSQL spent on each statement (EXPLAIN ANALYZE), and with
// PLANS=1 the overdue statement's plan.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { nextPeriod, programPeriods, type ProgramInterval } from '@contract/program';
import { startBenchServer, stopBenchServer } from './bench-server';
import { withPatientVolume } from './patient-volume-database';
import type { Database } from '../server/src/db/client';
import { executionMs, explainPlan } from '../server/src/db/explain';
import { overdueBucketsQuery } from '../server/src/modules/program/program.overdue';
import { figureCounts, periodCountsQuery } from '../server/src/modules/program/program.service';
import { loadProgramHistory } from '../server/src/testing/patient-volume';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 30);
const WARM_UP = 3;
const PORT = Number(process.env.BENCH_PORT ?? 40_000 + Math.floor(Math.random() * 20_000));
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = 'bench@example.org';
const ADMIN_PASSWORD = 'Bench-password-1';

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

interface Range {
  label: string;
  from: string;
  to: string;
  interval: ProgramInterval;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function timeEndpoint(cookie: string, range: Range, path: string): Promise<void> {
  const url = `${BASE}/api/v1${path}?from=${range.from}&to=${range.to}&interval=${range.interval}`;
  const timings: number[] = [];
  let overdue = '';
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text}`);
    if (run >= WARM_UP) timings.push(performance.now() - start);
    if (run === 0 && !path.endsWith('export')) {
      const points = (JSON.parse(text) as { points: { recordsOverdue?: number }[] }).points;
      overdue = `, ${points.length} periods, ${points.at(-1)?.recordsOverdue?.toLocaleString('en')} overdue at the end`;
    }
  }
  timings.sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(1).padStart(7);
  console.log(
    `${`${range.label}${path.endsWith('export') ? ' (CSV)' : ''}`.padEnd(44)} ` +
      `p50 ${f(percentile(timings, 0.5))} ms   p95 ${f(percentile(timings, 0.95))} ms${overdue}`,
  );
}

/** The median of 5 EXPLAIN ANALYZE execution times. */
async function medianMs(db: Database, query: Parameters<typeof executionMs>[1]): Promise<string> {
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) times.push(await executionMs(db, query));
  times.sort((a, b) => a - b);
  return percentile(times, 0.5).toFixed(0);
}

/** PostgreSQL's own time for each statement the endpoint sends over the range. */
async function statements(db: Database, range: Range): Promise<void> {
  const now = new Date();
  const periods = programPeriods(range.from, range.to, range.interval);
  const ends = periods.map((start) => {
    const end = nextPeriod(start, range.interval);
    return end < now ? end : now;
  });
  const whole = {
    from: periods[0] ?? new Date(range.from),
    to: nextPeriod(periods.at(-1) ?? new Date(range.to), range.interval),
    interval: range.interval,
  };
  const parts = [`recordsOverdue ${await medianMs(db, overdueBucketsQuery(ends))}`];
  for (const [figure, count] of Object.entries(figureCounts))
    parts.push(`${figure} ${await medianMs(db, periodCountsQuery(db, whole, count))}`);
  console.log(`  executing in PostgreSQL (median ms): ${parts.join(', ')}`);
  if (process.env.PLANS) console.log(`${await explainPlan(db, overdueBucketsQuery(ends))}\n`);
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const today = new Date();
const tomorrow = new Date(today.getTime() + 86_400_000);
const yearAgo = new Date(
  Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()),
);
const ranges: Range[] = [
  {
    label: 'a year by week (2024-12 to 2025-11)',
    from: '2024-12-01',
    to: '2025-12-01',
    interval: 'week',
  },
  {
    label: 'two years by month (2024 and 2025)',
    from: '2024-01-01',
    to: '2026-01-01',
    interval: 'month',
  },
  {
    label: 'the page’s default: last 12 months by week',
    from: day(yearAgo),
    to: day(tomorrow),
    interval: 'week',
  },
];

await withPatientVolume('lifeline_program_bench', ROWS, async ({ db, url }) => {
  const started = performance.now();
  const history = await loadProgramHistory(db);
  console.log(
    `history: ${history.verified.toLocaleString('en')} patients verified, ` +
      `${history.events.toLocaleString('en')} audit events, in ${seconds(started)} s (vacuum included)`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-program-bench-'));
  const server = await startBenchServer(BASE, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    DATABASE_URL: url,
  });
  try {
    const cookie = await signIn();
    console.log(
      `GET /api/v1/program/figures over HTTP, one request at a time, ${RUNS} runs each; ` +
        `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores:`,
    );
    for (const range of ranges) {
      await timeEndpoint(cookie, range, '/program/figures');
      await statements(db, range);
    }
    await timeEndpoint(cookie, ranges[0]!, '/program/figures/export');
  } finally {
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
