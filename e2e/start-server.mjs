// Playwright's webServer: the real server on the production build, with a throwaway database.
// PGlite in a fresh temp DATA_DIR, or, when DATABASE_URL is set, a fresh database on that
// PostgreSQL server. Demo accounts are seeded first; everything is removed on exit.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const tsxCli = join(dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
const port = process.env.E2E_PORT ?? '4310';
const log = (message) => process.stderr.write(`[e2e-server] ${message}\n`);

// playwright.config.ts names the directory, so the specs can read the dev outbox in it.
const dataDir = process.env.E2E_DATA_DIR
  ? (mkdirSync(process.env.E2E_DATA_DIR, { recursive: true }), process.env.E2E_DATA_DIR)
  : mkdtempSync(join(tmpdir(), 'lifeline-e2e-'));
/** @type {{ name: string, adminUrl: string } | undefined} */
let database;
/** @type {import('node:child_process').ChildProcess | undefined} */
let child;
let stopping = false;

async function withClient(url, action) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(adminUrl) {
  const name = `lifeline_e2e_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  database = { name, adminUrl };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  log(`created PostgreSQL database ${name}`);
  return url.toString();
}

async function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  if (!database) return;
  const { name, adminUrl } = database;
  database = undefined;
  try {
    await withClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    );
    log(`dropped PostgreSQL database ${name}`);
  } catch (error) {
    log(`could not drop database ${name}: ${error instanceof Error ? error.message : 'unknown'}`);
  }
}

/** Runs a TypeScript entry with tsx on this Node; resolves with its exit code. */
function runTs(entry, env, { keepRef } = { keepRef: false }) {
  const proc = spawn(process.execPath, [tsxCli, entry], {
    cwd: root,
    env,
    stdio: ['ignore', process.env.E2E_DEBUG ? 'inherit' : 'ignore', 'inherit'],
  });
  if (keepRef) child = proc;
  return new Promise((resolve) => {
    proc.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    proc.on('error', (error) => {
      log(`could not start ${entry}: ${error.message}`);
      resolve(1);
    });
  });
}

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (child && child.exitCode === null) {
    child.kill(signal);
    await new Promise((resolve) => child?.once('exit', resolve));
  }
  await cleanUp();
  process.exit(0);
}

process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

async function main() {
  const env = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: 'e2e-admin@example.org',
    ADMIN_PASSWORD: 'E2e-Admin-pass1',
    RATE_LIMIT_MULTIPLIER: '0',
    // The server-rendered label page lists missing translation keys (e2e/languages.spec.ts).
    REPORT_MISSING_KEYS: 'true',
    // Emergency access's clock, moved by e2e/emergency-access.spec.ts (issue 25; test rigs only).
    TEST_CLOCK_FILE: join(dataDir, 'test-clock-offset'),
    // The sign-up help names them (e2e/accounts.spec.ts).
    CONTACT_EMAIL: 'help@lifeline.example.org',
    VOLUNTEER_EMAIL: 'volunteer@lifeline.example.org',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  };
  if (process.env.DATABASE_URL) env.DATABASE_URL = await createDatabase(process.env.DATABASE_URL);

  // PGlite allows one process per data directory, so seed before the server opens it.
  const seeded = await runTs('server/src/db/seed-demo.ts', env);
  if (seeded !== 0) throw new Error(`seed-demo exited with ${seeded}`);
  if (stopping) return;

  const code = await runTs('server/src/server.ts', env, { keepRef: true });
  if (stopping) return;
  log(`server exited with ${code}`);
  await cleanUp();
  process.exit(code === 0 ? 1 : code);
}

main().catch(async (error) => {
  log(error instanceof Error ? error.message : String(error));
  await cleanUp();
  process.exit(1);
});
