import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import webpush from 'web-push';
import { readOutbox } from '../modules/mail/outbox';

/* Real server processes (server.ts under tsx), for tests that kill one or run two. */

export const root = fileURLToPath(new URL('../../../', import.meta.url));
const require = createRequire(import.meta.url);
// tsx's loader in this very process (not its CLI, which would run the server in a child that a
// SIGKILL of the CLI leaves running).
export const tsxLoader = pathToFileURL(
  join(dirname(require.resolve('tsx/package.json')), 'dist', 'loader.mjs'),
).href;

export const PROCESS_ADMIN = {
  email: 'process-admin@example.org',
  password: 'Process-Admin-pass1',
};

/** A port the system has just handed out, free at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * Starts `server.ts` with the given environment (DATA_DIR, DATABASE_URL, …) on a free port and
 * resolves once it listens. Rejects with its output if it exits first or takes over 90 s (a fresh PGlite
 * folder is initialised first).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', tsxLoader, 'server/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: PROCESS_ADMIN.email,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within 90 s:\n${text}`));
    }, 90_000);
    const check = () => {
      if (text.includes('Lifeline is running')) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${text}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => text,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A fresh, empty database on the DATABASE_URL server; `drop` removes it. */
export async function createScratchDatabase(
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('a scratch database needs DATABASE_URL');
  const name = `lifeline_${label}_${randomBytes(5).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Servers for one scratch database, as an operator runs several: one session secret and one Web
 * Push pair (the database refuses a server that signs with another), a DATA_DIR each (its dev
 * outbox), quick job polling, rate limits off. Everything made is undone by `cleanups`.
 */
export async function serverCluster(
  label: string,
  cleanups: Array<() => Promise<unknown> | void>,
  shared: Record<string, string> = {},
) {
  const scratch = await createScratchDatabase(label);
  cleanups.push(() => scratch.drop());
  const sessionSecret = randomBytes(32).toString('base64url');
  const vapid = webpush.generateVAPIDKeys();
  const dataDirs: string[] = [];
  return {
    url: scratch.url,
    start: async (env: Record<string, string>): Promise<ServerProcess> => {
      const dataDir = mkdtempSync(join(tmpdir(), `lifeline-${label}-`));
      dataDirs.push(dataDir);
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const server = await startServerProcess({
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
        SESSION_SECRET: sessionSecret,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        RATE_LIMIT_MULTIPLIER: '0',
        JOB_POLL_SECONDS: '0.5',
        ...shared,
        ...env,
      });
      cleanups.push(() => server.stop('SIGKILL'));
      return server;
    },
    /** Every server's dev outbox, together. */
    mails: async () => (await Promise.all(dataDirs.map((dir) => readOutbox(dir, 10_000)))).flat(),
  };
}

/** A minimal API client with its own cookie. */
export async function api(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; cookie: string | null }> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const setCookie = response.headers.get('set-cookie');
  const session = setCookie ? /session=([^;]*)/.exec(setCookie)?.[1] : undefined;
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    cookie: session ? `session=${session}` : null,
  };
}
