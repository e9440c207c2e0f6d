// npm run bench:documents — a 5 MB document uploaded and read back over HTTP (issue 23).
// It starts the server (npm run serve's entry) in its own process with PHI on, on a new PGlite
// data folder and, when DATABASE_URL is set, on a throwaway PostgreSQL database; registers a
// patient; then ROUNDS times uploads a 5 MB PDF as a page of the signed form (streamed into
// 256 KiB chunks) and reads it back (streamed out a chunk at a time), checking the bytes.
// It prints the median upload and read times and the server's memory: its resident size before
// the first upload and its peak (VmHWM, the whole process with the PGlite thread) after the
// last read. The point of streaming is that the peak grows by far less than ROUNDS × 5 MB.
// BENCH_ENGINE=pglite|postgres runs one engine; BENCH_PORT fixes the server's port.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onEachEngine, startBenchServer, stopBenchServer } from './bench-server';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SIZE = 5 * 1024 * 1024;
const PORT = Number(process.env.BENCH_PORT ?? 40_000 + Math.floor(Math.random() * 20_000));
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = 'bench@example.org';
const ADMIN_PASSWORD = 'Bench-password-1';

/** The server's resident and peak resident memory, in MiB, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  if (response.status >= 300)
    throw new Error(`${response.url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(label: string, databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-documents-'));
  const server = await startBenchServer(BASE, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    VITE_FEATURE_COLLECT_PHI: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const login = await fetch(`${BASE}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const id = randomUUID();
    await json(
      await fetch(`${BASE}/api/v1/patients`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          id,
          firstName: 'Bench',
          lastName: 'Document',
          dateOfBirth: '1950-01-01',
          gender: 'FEMALE',
          language: 'ENGLISH',
        }),
      }),
    );
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(SIZE - 9)]);
    const before = memoryOf(server.pid ?? 0);
    const uploads: number[] = [];
    const reads: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let start = performance.now();
      const saved = (await json(
        await fetch(`${BASE}/api/v1/patients/${id}/documents`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/pdf' },
          body: pdf,
        }),
      )) as { id: string };
      uploads.push(performance.now() - start);
      start = performance.now();
      const read = await fetch(`${BASE}/api/v1/patients/${id}/documents/${saved.id}`, {
        headers: { cookie },
      });
      const bytes = Buffer.from(await read.arrayBuffer());
      reads.push(performance.now() - start);
      if (!bytes.equals(pdf)) throw new Error('the document read back differs from the upload');
    }
    const after = memoryOf(server.pid ?? 0);
    console.log(
      `${label}: 5 MB upload median ${median(uploads).toFixed(0)} ms, read back median ` +
        `${median(reads).toFixed(0)} ms (${ROUNDS} rounds, bytes equal); server memory ` +
        `${before.rss.toFixed(0)} MiB before, peak ${after.peak.toFixed(0)} MiB after ` +
        `(+${(after.peak - before.peak).toFixed(0)} MiB over its earlier peak)`,
    );
  } finally {
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await onEachEngine('lifeline_documents', measure);
