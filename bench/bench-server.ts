import { spawn, type ChildProcess } from 'node:child_process';
import { createThrowawayDatabase } from './throwaway-database';

/**
 * Starts the server (npm run serve's entry) in its own process with `env`, and resolves once
 * `GET /api/health` answers 200 on `baseUrl`. It listens where `baseUrl` says (HOST and PORT
 * come from it) and logs nothing unless `env` says otherwise. DATABASE_URL names the server for
 * throwaway databases, so it is never inherited: a run is on PostgreSQL only when `env` names a
 * database.
 */
export async function startBenchServer(
  baseUrl: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL'),
  );
  // BENCH_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the server itself.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...inherited,
      LOG_LEVEL: 'silent',
      HOST: new URL(baseUrl).hostname,
      PORT: new URL(baseUrl).port,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** Stops a server started by `startBenchServer` and waits for it to exit. */
export async function stopBenchServer(server: ChildProcess): Promise<void> {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

/**
 * Runs `measure` on embedded PGlite (databaseUrl null), then, when DATABASE_URL is set, on a
 * throwaway PostgreSQL database named with `prefix` that is dropped afterwards.
 */
export async function onEachEngine(
  prefix: string,
  measure: (label: string, databaseUrl: string | null) => Promise<void>,
): Promise<void> {
  // BENCH_ENGINE=pglite or postgres runs one engine only.
  const only = process.env.BENCH_ENGINE;
  if (only !== 'postgres') await measure('PGlite', null);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || only === 'pglite') return;
  const database = await createThrowawayDatabase(serverUrl, prefix);
  try {
    await measure('PostgreSQL', database.url);
  } finally {
    await database.drop();
  }
}
