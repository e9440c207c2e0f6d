import { chmod, mkdir, unlink } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openConfiguredDatabase, type DatabaseHandle } from '../client';
import { backupStream } from './backup-dump';
import { writeBackupFile, type BackupFileOptions } from './backup-files';
import { BackupError } from './backup-format';
import { controlSocketPath } from './control-socket-path';

/*
 * Embedded PGlite is one process: while the server runs, no other process may open its data
 * folder. The process that holds DATA_DIR listens on a Unix socket in DATA_DIR/run (a folder
 * only the owner may enter: the file permissions are the authorization), so that
 *  - a second server, or a backup or restore command, sees the folder is in use and stops
 *    instead of opening the same files, and
 *  - `npm run backup` asks the running server for a snapshot, which it streams back.
 * Protocol: the client sends one line (`backup`); the server answers `ok` and the backup,
 * or `busy <reason>` and closes.
 * The backup comes as plain JSON lines; the client writes it gzip'd.
 */

/** True when a live process holds DATA_DIR (its control socket answers). */
export async function controlSocketLive(dataDir: string): Promise<boolean> {
  const path = await controlSocketPath(dataDir);
  return new Promise((resolve) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface DataDirClaim {
  /** From now on, answer backup requests from this database. */
  serve(handle: DatabaseHandle): void;
  close(): Promise<void>;
}

/** Reads the request line, then hands the socket over. */
function onRequestLine(socket: Socket, handle: (line: string) => void): void {
  let buffered = '';
  const onData = (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const end = buffered.indexOf('\n');
    if (end === -1) {
      if (buffered.length > 100) socket.destroy();
      return;
    }
    socket.off('data', onData);
    handle(buffered.slice(0, end).trim());
  };
  socket.on('data', onData);
  socket.on('error', () => undefined);
}

/**
 * Claims DATA_DIR for this process, or throws when another live process holds it. `who` names
 * this process in the refusal others get (e.g. "the Lifeline server").
 */
export async function claimDataDir(dataDir: string, who: string): Promise<DataDirClaim> {
  const path = await controlSocketPath(dataDir);
  await mkdir(join(dataDir, 'run'), { recursive: true, mode: 0o700 });
  await chmod(join(dataDir, 'run'), 0o700);
  if (await controlSocketLive(dataDir))
    throw new BackupError(
      `DATA_DIR ${dataDir} is in use by another Lifeline process (embedded PGlite allows one): stop it first, or use PostgreSQL (DATABASE_URL) to run several servers.`,
    );
  // Left behind by a process that was killed.
  await unlink(path).catch(() => undefined);

  let handle: DatabaseHandle | null = null;
  const server: Server = createServer((socket) => {
    onRequestLine(socket, (line) => {
      if (line !== 'backup') {
        socket.end('busy unknown request\n');
        return;
      }
      if (!handle) {
        socket.end(
          `busy ${who} holds DATA_DIR and cannot take a backup yet: try again in a moment\n`,
        );
        return;
      }
      // A reader that stops reading is dropped rather than kept forever.
      socket.setTimeout(120_000, () => socket.destroy());
      socket.write('ok\n');
      const { stream } = backupStream(handle.db, handle.engine);
      pipeline(stream, socket).catch(() => socket.destroy());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // The socket is created owner-only (the bind happens within listen), not opened up later.
    const previous = process.umask(0o177);
    try {
      server.listen(path, () => resolve());
    } finally {
      process.umask(previous);
    }
  });
  await chmod(path, 0o600);
  return {
    serve(next) {
      handle = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Opens the configured database for an operator command. Embedded PGlite is opened only with
 * DATA_DIR claimed, so a command run beside a live server is refused instead of writing to the
 * files that server holds; closing the handle releases the claim.
 */
export async function openDatabaseAlone(
  config: { databaseUrl: string | null; dataDir: string },
  who: string,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openConfiguredDatabase(config);
  const claim = await claimDataDir(config.dataDir, who);
  try {
    const handle = await openConfiguredDatabase(config);
    return {
      ...handle,
      close: () => handle.close().finally(() => claim.close()),
    };
  } catch (error) {
    await claim.close();
    throw error;
  }
}

/** Asks the process holding DATA_DIR for a backup and writes it to `file`. */
export async function requestBackup(
  dataDir: string,
  file: string,
  options: BackupFileOptions = {},
): Promise<void> {
  const socket = createConnection(await controlSocketPath(dataDir));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write('backup\n');
  const first = await new Promise<{ status: string; rest: Buffer }>((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(10);
      if (end === -1) return;
      socket.off('data', onData);
      socket.pause();
      resolve({
        status: buffered.subarray(0, end).toString('utf8'),
        rest: buffered.subarray(end + 1),
      });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('end', () => reject(new BackupError('the server closed the connection')));
  });
  if (first.status !== 'ok') {
    socket.destroy();
    throw new BackupError(first.status.replace(/^busy /, ''));
  }
  // The server sends plain JSON lines; the file is gzip'd (and encrypted) here.
  async function* plain() {
    yield first.rest;
    yield* socket;
  }
  await writeBackupFile(Readable.from(plain()), file, options);
}
