// npm run bench:digest — [ours, issue 24] the daily review digest at 1,000,000 patients on
// PostgreSQL (DATABASE_URL names a server where a throwaway database can be created and
// dropped). It loads the patients as bench:patients-list does (server/src/testing/patient-volume),
// moves DUE of them (default 5%) to have become due on the digest's day, adds STAFF staff members
// and FOLLOWERS volunteers following FOLLOWS patients each (half of them among those due), then
// starts the server (JOB_WORKERS on, as in production) and prints:
// - the digest's queries alone (planDigest, from this process), median of 5;
// - the digest's build in the server (its `review-digest` job: queries and one mail and one push
//   job stored per member), from the job's start to its completion in pgboss.job;
// - GET /patients/:id latency (p50/p95/p99, CONCURRENCY requests at a time) at rest, while the
//   digest is built, and while its mails are sent (to the dev outbox; at most SEND_SECONDS).
// ROWS=200000 etc. for a smaller run.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startBenchServer, stopBenchServer } from './bench-server';
import { createThrowawayDatabase } from './throwaway-database';
import { openDatabase } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { createJobQueue } from '../server/src/modules/jobs/jobs';
import { digestWindow, planDigest } from '../server/src/modules/notices/digest.service';
import { jobStates, samplePatientIds, seedDigestVolume } from '../server/src/testing/digest-volume';
import { loadPatientVolume } from '../server/src/testing/patient-volume';
import { silentLog } from '../server/src/testing/silent-log';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const DUE = Number(process.env.DUE ?? Math.round(ROWS * 0.05));
const STAFF = Number(process.env.STAFF ?? 20);
const FOLLOWERS = Number(process.env.FOLLOWERS ?? 200);
const FOLLOWS = Number(process.env.FOLLOWS ?? 50);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
/** How long reads are timed while the digest's mails go out. */
const SEND_SECONDS = Number(process.env.SEND_SECONDS ?? 15);
const AT_REST_REQUESTS = Number(process.env.AT_REST_REQUESTS ?? 600);
const PORT = Number(process.env.BENCH_PORT ?? 40_000 + Math.floor(Math.random() * 20_000));
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = 'bench@example.org';
const ADMIN_PASSWORD = 'Bench-password-1';
/** The digest's day: records that became due on 14 June 2025 (loaded ones span 2024–2025). */
const DAY = '2025-06-15';

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const f = (ms: number) => ms.toFixed(1).padStart(7);

function latencyLine(label: string, timings: number[]): string {
  const sorted = [...timings].sort((a, b) => a - b);
  return (
    `${label.padEnd(40)} ${String(sorted.length).padStart(6)} requests   ` +
    `p50 ${f(percentile(sorted, 0.5))} ms   p95 ${f(percentile(sorted, 0.95))} ms   ` +
    `p99 ${f(percentile(sorted, 0.99))} ms`
  );
}

/** GET /patients/:id, CONCURRENCY at a time, until `until` says stop (or `count` are done). */
async function readPatients(
  cookie: string,
  ids: string[],
  until: { count?: number; done?: () => boolean },
): Promise<number[]> {
  const timings: number[] = [];
  let next = 0;
  const worker = async () => {
    while (until.count === undefined ? !until.done?.() : next < until.count) {
      const id = ids[next++ % ids.length]!;
      const start = performance.now();
      const response = await fetch(`${BASE}/api/v1/patients/${id}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /patients/${id}: ${response.status}`);
      timings.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return timings;
}

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL server where a database can be created.');
  process.exit(1);
}
const database = await createThrowawayDatabase(serverUrl, 'lifeline_digest_bench');
const handle = await openDatabase({ engine: 'postgres', url: database.url, poolSize: 2 });
const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-digest-bench-'));
try {
  await migrateDatabase(handle);
  const { loadSeconds, indexSeconds } = await loadPatientVolume(handle.db, ROWS);
  const window = digestWindow(DAY, 'UTC');
  const seeded = performance.now();
  await seedDigestVolume(handle.db, window, {
    due: DUE,
    staff: STAFF,
    followers: FOLLOWERS,
    follows: FOLLOWS,
  });
  console.log(
    `loaded ${ROWS.toLocaleString('en')} patients in ${loadSeconds.toFixed(1)} s (indexes and ` +
      `vacuum ${indexSeconds.toFixed(1)} s); ${DUE.toLocaleString('en')} became due on the digest's ` +
      `day, ${STAFF} staff, ${FOLLOWERS} followers of ${FOLLOWS} patients each, in ` +
      `${((performance.now() - seeded) / 1000).toFixed(1)} s; load average ` +
      `${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  );

  const queryTimes: number[] = [];
  let members = 0;
  let counts = 'nothing became due';
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    const digests = await planDigest(handle.db, window);
    queryTimes.push(performance.now() - start);
    members = digests.length;
    const staffPart = digests.find((digest) => digest.staff)?.staff;
    if (staffPart) counts = `${staffPart.becameDue} became due, ${staffPart.due} due in all`;
  }
  queryTimes.sort((a, b) => a - b);
  console.log(
    `digest queries alone (planDigest, one snapshot): median ${f(percentile(queryTimes, 0.5))} ms, ` +
      `${members} members told (${counts})`,
  );

  const server = await startBenchServer(BASE, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    DATABASE_URL: database.url,
    RATE_LIMIT_MULTIPLIER: '0',
    JOB_POLL_SECONDS: '0.5',
    DIGEST_CRON: 'off',
  });
  try {
    const login = await fetch(`${BASE}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const ids = await samplePatientIds(handle.db, 500);
    await readPatients(cookie, ids, { count: 100 }); // warm-up
    console.log(
      latencyLine(
        'GET /patients/:id at rest',
        await readPatients(cookie, ids, { count: AT_REST_REQUESTS }),
      ),
    );

    // The digest's job, stored as the scheduler would; the server's worker builds it.
    const jobState = (name: string) => jobStates(handle.db, name);
    const queue = createJobQueue({ db: handle.db, log: silentLog, work: false });
    await queue.start();
    await queue.store('review-digest', { day: DAY });
    await queue.stop();
    let built = false;
    let sent = false;
    const watch = (async () => {
      while (!built) {
        const states = await jobState('review-digest');
        built = states.some((row) => row.state === 'completed' || row.state === 'failed');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      while (!sent) {
        const states = await jobState('digest-mail');
        sent =
          states.length > 0 &&
          states.every((row) => row.state === 'completed' || row.state === 'failed');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const duringBuild = await readPatients(cookie, ids, { done: () => built });
    const [digestJob] = (await jobState('review-digest')).filter(
      (row) => row.state === 'completed',
    );
    const sendStarted = performance.now();
    const duringSend = await readPatients(cookie, ids, {
      done: () => sent || performance.now() - sendStarted > SEND_SECONDS * 1000,
    });
    const mails = await jobState('digest-mail');
    const mailed = mails.find((row) => row.state === 'completed')?.jobs ?? 0;
    console.log(
      `digest build in the server (review-digest job, queries + ${mails.reduce((n, row) => n + row.jobs, 0)} mail ` +
        `and as many push jobs stored): ${digestJob?.ms === null || !digestJob ? 'FAILED' : `${digestJob.ms.toFixed(0)} ms`}`,
    );
    console.log(latencyLine('GET /patients/:id while it builds', duringBuild));
    console.log(
      latencyLine(
        `GET /patients/:id while mails are sent (${mailed} sent in ${((performance.now() - sendStarted) / 1000).toFixed(0)} s)`,
        duringSend,
      ),
    );
    sent = true;
    await watch;
  } finally {
    await stopBenchServer(server);
  }
} finally {
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
