import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';

/*
 * What a benchmark's requests cost, as counts that a busy shared machine does not skew the way
 * it skews req/s: CPU time of the server process and of the PostgreSQL backends serving its
 * database (from /proc, Linux only), and transactions committed, per request.
 */

/** User + system CPU time of a process in ms, or null where /proc is not there. */
function cpuMsOf(pid: number, thread?: number): number | null {
  try {
    const path = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
    const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

interface Snapshot {
  serverCpuMs: number | null;
  /** The server's main thread alone (HTTP, JSON; with PGlite in a worker, not the database). */
  serverMainCpuMs: number | null;
  databaseCpuMs: number | null;
  commits: number | null;
}

async function databaseFigures(
  databaseUrl: string | null,
): Promise<Pick<Snapshot, 'databaseCpuMs' | 'commits'>> {
  if (!databaseUrl) return { databaseCpuMs: null, commits: null };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: backends } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const cpu = backends.map((row) => cpuMsOf(row.pid));
    // The next transaction id: it moves by one per transaction that writes (and so commits to
    // the WAL); reading it takes none.
    const { rows } = await client.query<{ commits: string }>(
      'select pg_snapshot_xmax(pg_current_snapshot())::text as commits',
    );
    return {
      databaseCpuMs: cpu.includes(null)
        ? null
        : cpu.reduce<number>((sum, ms) => sum + (ms ?? 0), 0),
      commits: Number(rows[0]?.commits ?? 0),
    };
  } finally {
    await client.end();
  }
}

export async function snapshotCosts(
  serverPid: number | undefined,
  databaseUrl: string | null,
): Promise<Snapshot> {
  return {
    serverCpuMs: serverPid === undefined ? null : cpuMsOf(serverPid),
    serverMainCpuMs: serverPid === undefined ? null : cpuMsOf(serverPid, serverPid),
    ...(await databaseFigures(databaseUrl)),
  };
}

/** `per request: server CPU 0.520 ms, of it main thread 0.400 ms, PostgreSQL CPU 0.310 ms, write transactions 1.00; load average 1.2 on 2 cores` */
export function describeCosts(before: Snapshot, after: Snapshot, requests: number): string {
  const per = (a: number | null, b: number | null, digits: number, unit: string, what: string) =>
    a === null || b === null || requests === 0
      ? []
      : [`${what} ${((b - a) / requests).toFixed(digits)}${unit}`];
  const parts = [
    ...per(before.serverCpuMs, after.serverCpuMs, 3, ' ms', 'server CPU'),
    ...per(before.serverMainCpuMs, after.serverMainCpuMs, 3, ' ms', 'of it main thread'),
    ...per(before.databaseCpuMs, after.databaseCpuMs, 3, ' ms', 'PostgreSQL CPU'),
    ...per(before.commits, after.commits, 2, '', 'write transactions'),
  ];
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  return `${parts.length ? `per request: ${parts.join(', ')}; ` : ''}load average ${load} on ${availableParallelism()} cores`;
}
