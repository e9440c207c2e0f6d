// npm run bench:patients-list — GET /patients's list query at 1,000,000 patients on PostgreSQL
// (DATABASE_URL names a server where a throwaway database can be created and dropped).
// It loads the patients with one generate_series statement (indexes built after the load),
// then times the list service (count + page in one snapshot, as the endpoint runs it) for a
// common surname, a rare one and an id prefix, and the first page unfiltered, and prints the
// p50/p95 of each, the median time PostgreSQL itself spent executing the statements (EXPLAIN
// ANALYZE: the share no client or scheduler adds), and with PLANS=1 the plans it chose.
// Target: p95 ≤ 30 ms. [ours, issue 24] Then the Due for review list (count + page, one
// snapshot) on the same rows, at a date when about 5% of them are due: first page, a deep page,
// an id prefix and the common surname.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { withPatientVolume } from './patient-volume-database';
import type { Database } from '../server/src/db/client';
import { executionMs, explainPlan } from '../server/src/db/explain';
import { pageWindow } from '../server/src/lib/pagination';
import {
  listPatients,
  patientCountQuery,
  patientPageQuery,
  patientRowsQuery,
} from '../server/src/modules/patients/patients.service';
import {
  patientListMatch,
  type PatientListFilter,
} from '../server/src/modules/patients/patients.search';
import {
  dueCountQuery,
  dueRowsQuery,
  dueMatch,
  listDue,
} from '../server/src/modules/verification/verification.service';
import {
  COMMON_SURNAME,
  RARE_SURNAME,
  dateWithDueShare,
  patientIdAt,
} from '../server/src/testing/patient-volume';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 60);
const WARM_UP = 5;
/** As listDue runs its statements: without parallel workers. */
const serialDue = { serial: true } as const;
/** Issue #10: p95 of the list query at 1,000,000 patients. */
const TARGET_P95_MS = 30;

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** The statements the list sends for this filter, as the service builds them. */
/** Runs `measure` over each statement the list sends for this filter, as the service builds it. */
async function forEachStatement(
  db: Database,
  filter: PatientListFilter,
  collectPhi: boolean,
  measure: typeof executionMs | typeof explainPlan,
): Promise<Array<number | string>> {
  const window = pageWindow({});
  const match = patientListMatch(filter, collectPhi);
  if (match) return [await measure(db, patientPageQuery(db, match, window))];
  return [
    await measure(db, patientCountQuery(db, match)),
    await measure(db, patientRowsQuery(db, undefined, window)),
  ];
}

async function time(
  db: Database,
  label: string,
  filter: PatientListFilter,
  collectPhi: boolean,
): Promise<void> {
  const window = pageWindow({});
  const timings: number[] = [];
  const inDatabase: number[] = [];
  let total = 0;
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const start = performance.now();
    const result = await listPatients(db, filter, window, collectPhi);
    if (run >= WARM_UP) timings.push(performance.now() - start);
    total = result.total;
  }
  for (let run = 0; run < 15; run += 1) {
    const each = await forEachStatement(db, filter, collectPhi, executionMs);
    inDatabase.push(each.reduce<number>((sum, ms) => sum + Number(ms), 0));
  }
  timings.sort((a, b) => a - b);
  inDatabase.sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(1).padStart(6);
  const p95 = percentile(timings, 0.95);
  console.log(
    `${label.padEnd(42)} ${String(total).padStart(8)} matches   ` +
      `p50 ${f(percentile(timings, 0.5))} ms   p95 ${f(p95)} ms ` +
      `(target ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'})   ` +
      `(executing in PostgreSQL: median ${f(percentile(inDatabase, 0.5))} ms)`,
  );
  if (process.env.PLANS)
    for (const plan of await forEachStatement(db, filter, collectPhi, explainPlan))
      console.log(`${plan}\n`);
}

/** [issue 24] GET /patients/due's service, as the endpoint runs it, at `now`. */
async function timeDue(
  db: Database,
  label: string,
  term: string | undefined,
  page: number,
  now: Date,
  collectPhi: boolean,
): Promise<void> {
  const window = pageWindow({ page });
  const timings: number[] = [];
  const inDatabase: number[] = [];
  let total = 0;
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const start = performance.now();
    const result = await listDue(db, { term, now }, window, collectPhi);
    if (run >= WARM_UP) timings.push(performance.now() - start);
    total = result.total;
  }
  const match = dueMatch(now, term, collectPhi);
  for (let run = 0; run < 15; run += 1)
    inDatabase.push(
      (await executionMs(db, dueCountQuery(db, match), serialDue)) +
        (await executionMs(db, dueRowsQuery(db, match, now, window), serialDue)),
    );
  timings.sort((a, b) => a - b);
  inDatabase.sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(1).padStart(6);
  const p95 = percentile(timings, 0.95);
  console.log(
    `${label.padEnd(42)} ${String(total).padStart(8)} due       ` +
      `p50 ${f(percentile(timings, 0.5))} ms   p95 ${f(p95)} ms ` +
      `(target ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'})   ` +
      `(executing in PostgreSQL: median ${f(percentile(inDatabase, 0.5))} ms)`,
  );
  if (process.env.PLANS) {
    console.log(`${await explainPlan(db, dueCountQuery(db, match), serialDue)}\n`);
    console.log(`${await explainPlan(db, dueRowsQuery(db, match, now, window), serialDue)}\n`);
  }
}

await withPatientVolume('lifeline_patients_bench', ROWS, async (handle) => {
  const prefix = (await patientIdAt(handle.db, Math.floor(ROWS / 3))).slice(0, 4).toUpperCase();
  console.log(
    `list query (count + first page of 25, one snapshot), ${RUNS} runs each; ` +
      `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores:`,
  );
  await time(
    handle.db,
    `common surname "${COMMON_SURNAME.toLowerCase()}" (PHI on)`,
    { term: COMMON_SURNAME.toLowerCase() },
    true,
  );
  await time(
    handle.db,
    `rare surname "${RARE_SURNAME.toLowerCase()}" (PHI on)`,
    { term: RARE_SURNAME.toLowerCase() },
    true,
  );
  await time(handle.db, `first and last name "ana garcia" (PHI on)`, { term: 'ana garcia' }, true);
  await time(handle.db, `id prefix "${prefix}" (PHI off)`, { term: prefix }, false);
  await time(
    handle.db,
    `id prefix "${prefix.slice(0, 2)}" (PHI off)`,
    { term: prefix.slice(0, 2) },
    false,
  );
  await time(handle.db, 'first page, unfiltered', {}, true);

  const dueNow = await dateWithDueShare(handle.db, ROWS, 0.05);
  console.log(
    `Due for review (count + page of 25, one snapshot) on ${dueNow.toISOString().slice(0, 10)}, ${RUNS} runs each:`,
  );
  await timeDue(handle.db, 'due: first page', undefined, 1, dueNow, true);
  await timeDue(handle.db, 'due: page 100', undefined, 100, dueNow, true);
  await timeDue(handle.db, `due: id prefix "${prefix}" (PHI off)`, prefix, 1, dueNow, false);
  await timeDue(
    handle.db,
    `due: common surname "${COMMON_SURNAME.toLowerCase()}" (PHI on)`,
    COMMON_SURNAME.toLowerCase(),
    1,
    dueNow,
    true,
  );
});
