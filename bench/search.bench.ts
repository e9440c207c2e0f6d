// npm run bench:search — search latency of the hospital and physician lists at 10,000 rows each,
// on PGlite (in memory) and, when DATABASE_URL is set, on a throwaway PostgreSQL database.
// It times the list services (count + page in one snapshot, as GET /hospitals?hospital=… and
// GET /physicians?physician=… run them) and prints the plan PostgreSQL chose for each query.
import { performance } from 'node:perf_hooks';
import { createThrowawayDatabase } from './throwaway-database';
import { openDatabase, type Database, type DatabaseHandle } from '../server/src/db/client';
import { analyzeTables, explainPlan, scansIn } from '../server/src/db/explain';
import { migrateDatabase } from '../server/src/db/migrate';
import { pageWindow } from '../server/src/lib/pagination';
import {
  hospitalListWhere,
  hospitalRowsQuery,
  listHospitals,
} from '../server/src/modules/hospitals/hospitals.service';
import { hospitals } from '../server/src/modules/hospitals/hospitals.table';
import {
  listPhysicians,
  physicianListWhere,
  physicianRowsQuery,
} from '../server/src/modules/physicians/physicians.service';
import { physicianHospitals, physicians } from '../server/src/modules/physicians/physicians.table';
import {
  realisticHospitalNames,
  realisticPhysicianNames,
} from '../server/src/testing/realistic-names';

const ROWS = 10_000;
const RUNS = 40;
const WARM_UP = 5;
const hospitalTerms = ['mercy', 'valley med', 'fresno', 'children', 'st', 'zzz'];
const physicianTerms = ['okafor', 'pri', 'maria garcia', 'ng', 'chen-', 'zzz'];

interface Engine {
  label: string;
  open: () => Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }>;
}

const engines: Engine[] = [
  {
    label: 'PGlite',
    open: async () => {
      const handle = await openDatabase({ engine: 'pglite', dataDir: null });
      return { handle, dispose: () => handle.close() };
    },
  },
];
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  engines.push({
    label: 'PostgreSQL',
    open: async () => {
      const database = await createThrowawayDatabase(serverUrl, 'lifeline_bench');
      const handle = await openDatabase({ engine: 'postgres', url: database.url, poolSize: 2 });
      return {
        handle,
        dispose: async () => {
          await handle.close();
          await database.drop();
        },
      };
    },
  });
}

async function fill(db: Database): Promise<void> {
  const names = realisticHospitalNames(ROWS);
  const hospitalIds: string[] = [];
  for (let i = 0; i < names.length; i += 1000) {
    const rows = await db
      .insert(hospitals)
      .values(names.slice(i, i + 1000).map((name) => ({ name })))
      .returning({ id: hospitals.id });
    hospitalIds.push(...rows.map((row) => row.id));
  }
  const people = realisticPhysicianNames(ROWS);
  for (let i = 0; i < people.length; i += 1000) {
    const rows = await db
      .insert(physicians)
      .values(people.slice(i, i + 1000))
      .returning({ id: physicians.id });
    // Each physician works at one or two hospitals.
    const links = rows.flatMap((row, j) => {
      const first = hospitalIds[(i + j) % hospitalIds.length] ?? '';
      const second = hospitalIds[(i + j * 7 + 3) % hospitalIds.length] ?? '';
      return j % 3 === 0 && first !== second
        ? [
            { physicianId: row.id, hospitalId: first },
            { physicianId: row.id, hospitalId: second },
          ]
        : [{ physicianId: row.id, hospitalId: first }];
    });
    await db.insert(physicianHospitals).values(links);
  }
  await analyzeTables(db);
}

async function time(action: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i += 1) await action();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await action();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const window = pageWindow({});

async function bench(engine: Engine): Promise<void> {
  const opened = await engine.open();
  const { handle } = opened;
  try {
    await migrateDatabase(handle);
    const started = performance.now();
    await fill(handle.db);
    console.log(
      `\n${engine.label}: ${ROWS} hospitals and ${ROWS} physicians loaded in ${ms(performance.now() - started)}`,
    );
    console.log(
      '  list                                  matches      p50       p95   plan of the page query',
    );
    const db = handle.db;
    for (const term of hospitalTerms) {
      const { total } = await listHospitals(db, { term }, window);
      const t = await time(() => listHospitals(db, { term }, window));
      const plan = scansIn(
        await explainPlan(db, hospitalRowsQuery(db, hospitalListWhere({ term }), window)),
      ).join(' + ');
      console.log(
        `  GET /hospitals?hospital=${term.padEnd(13)} ${String(total).padStart(7)} ${ms(t.p50).padStart(9)} ${ms(t.p95).padStart(9)}   ${plan}`,
      );
    }
    for (const term of physicianTerms) {
      const { total } = await listPhysicians(db, { term }, window);
      const t = await time(() => listPhysicians(db, { term }, window));
      const plan = scansIn(
        await explainPlan(db, physicianRowsQuery(db, physicianListWhere({ term }), window)),
      ).join(' + ');
      console.log(
        `  GET /physicians?physician=${term.padEnd(11)} ${String(total).padStart(7)} ${ms(t.p50).padStart(9)} ${ms(t.p95).padStart(9)}   ${plan}`,
      );
    }
  } finally {
    await opened.dispose();
  }
}

for (const engine of engines) await bench(engine);
