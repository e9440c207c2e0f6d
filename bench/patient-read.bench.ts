// npm run bench:patient-read — GET /patients/:id over HTTP under load, the responder's read.
// It starts the server (npm run serve's entry) in its own process with PHI on, on a new PGlite
// data folder and, when DATABASE_URL is set, on a throwaway PostgreSQL database; registers a
// patient with every relation through the API (contact, three allergies, medications and
// conditions, a hospital, a physician with two hospitals); then drives GET /patients/:id with
// autocannon (CONNECTIONS connections for DURATION seconds) and prints req/s and p50/p99.
// Each read also writes its patient.view audit event, as in production.
// Targets on the 2-core machine: PostgreSQL ≥ 1,500 req/s with p99 ≤ 20 ms; PGlite ≥ 460 req/s.
// It also prints, per request, the server's CPU time, the PostgreSQL backends' CPU time and the
// write transactions (bench/request-costs.ts), which stay comparable on a loaded machine.
// BENCH_ENGINE=pglite|postgres runs one engine; BENCH_PORT fixes the server's port;
// BENCH_NODE_ARGS passes node flags to the server (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { onEachEngine, startBenchServer, stopBenchServer } from './bench-server';
import { describeCosts, snapshotCosts } from './request-costs';

/** Issue #10's targets on the 2-core machine. */
const TARGETS = {
  postgres: { rps: 1500, p99: 20 },
  pglite: { rps: 460, p99: null },
} as const;

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION = Number(process.env.DURATION ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 40_000 + Math.floor(Math.random() * 20_000));
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = 'bench@example.org';
const ADMIN_PASSWORD = 'Bench-password-1';

async function call(
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; cookie: string }> {
  const response = await fetch(`${BASE}/api/v1${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 300)
    throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as unknown) : null,
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
  };
}

const idOf = (value: unknown) => (value as { id: string }).id;

/** A patient with every relation, registered and filled in through the API. */
async function registerFullPatient(cookie: string): Promise<string> {
  const hospitals = [];
  for (const name of ['Bench Bay General', 'Bench Valley Clinic'])
    hospitals.push(idOf((await call('POST', '/hospitals', cookie, { name })).json));
  const physician = idOf(
    (
      await call('POST', '/physicians', cookie, {
        firstName: 'Bench',
        lastName: 'Physician',
        phone: '(415) 555-0142',
        hospitalIds: hospitals,
      })
    ).json,
  );
  const entries = async (kind: string, bodies: object[]) => {
    const ids = [];
    for (const body of bodies)
      ids.push(idOf((await call('POST', `/${kind}/register`, cookie, body)).json));
    return ids;
  };
  const allergies = await entries('allergies', [
    { name: 'Bench Penicillin', type: 'DRUG' },
    { name: 'Bench Latex', type: 'OTHER' },
    { name: 'Bench Peanuts', type: 'OTHER' },
  ]);
  const medications = await entries('medications', [
    { name: 'Bench Metformin' },
    { name: 'Bench Lisinopril' },
    { name: 'Bench Atorvastatin' },
  ]);
  const conditions = await entries('conditions', [
    { name: 'Bench Type 2 diabetes' },
    { name: 'Bench Hypertension' },
    { name: 'Bench Asthma' },
  ]);
  const id = randomUUID();
  await call('POST', '/patients', cookie, {
    id,
    firstName: 'Bench',
    lastName: 'Patient',
    dateOfBirth: '1950-06-15',
    gender: 'FEMALE',
    language: 'CANTONESE',
  });
  await call('PATCH', `/patients/${id}`, cookie, {
    patientData: { codeStatusAttached: true },
    contactData: {
      firstName: 'Bench',
      lastName: 'Contact',
      phone: '(415) 555-0143',
      relationship: 'CHILD',
    },
    medicalData: { allergies, medications, conditions },
    healthcareChoices: { hospitalId: hospitals[0], physicianId: physician },
    codeStatus: 'DNR',
  });
  return id;
}

async function measure(label: string, databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-read-'));
  const server = await startBenchServer(BASE, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    VITE_FEATURE_COLLECT_PHI: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const { cookie } = await call('POST', '/auth/login', '', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    const id = await registerFullPatient(cookie);
    const before = await snapshotCosts(server.pid, databaseUrl);
    const result = await autocannon({
      url: `${BASE}/api/v1/patients/${id}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { cookie },
    });
    const after = await snapshotCosts(server.pid, databaseUrl);
    const failed = result.non2xx + result.errors + result.timeouts;
    const target = TARGETS[label === 'PostgreSQL' ? 'postgres' : 'pglite'];
    console.log(
      `${label}: ${result.requests.average.toFixed(0)} req/s (target ≥ ${target.rps}), ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
        (target.p99 ? ` (target ≤ ${target.p99} ms)` : '') +
        ` — ${DURATION} s at ${CONNECTIONS} connections` +
        (failed ? `; ${failed} FAILED` : ''),
    );
    console.log(`  ${describeCosts(before, after, result.requests.total)}`);
  } finally {
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await onEachEngine('lifeline_read', measure);
