import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { DatabaseHandle } from '../client';
import { dumpDatabase } from './backup-dump';
import { decryptBackup, encryptBackup, isEncryptedBackup } from './backup-encryption';
import {
  BackupError,
  checkBackupLines,
  parseBackupLines,
  type BackupItem,
  type BackupSummary,
} from './backup-format';

/** How to read or write a backup file: with a passphrase, it is encrypted. */
export interface BackupFileOptions {
  passphrase?: string | null;
}

/** Backups hold patient data: only their owner may read them. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Writes a stream of plain JSON lines to `file`, gzip'd and, with a passphrase, encrypted. The
 * file is created new and owner-only (a file left at that path is replaced, never reused, so
 * neither its mode nor a link there carries over).
 */
export async function writeBackupFile(
  plain: Readable,
  file: string,
  options: BackupFileOptions = {},
): Promise<void> {
  await rm(file, { force: true });
  const out = createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE_MODE });
  if (options.passphrase) {
    await pipeline(plain, createGzip(), encryptBackup(options.passphrase), out);
  } else {
    await pipeline(plain, createGzip(), out);
  }
}

/** Writes a backup to `file` directly from the database. */
export async function backupToFile(
  handle: DatabaseHandle,
  file: string,
  options: BackupFileOptions = {},
): Promise<BackupSummary> {
  const plain = new PassThrough();
  const written = writeBackupFile(plain, file, options);
  try {
    const summary = await dumpDatabase(handle.db, handle.engine, plain);
    await written;
    return summary;
  } catch (error) {
    plain.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
}

async function firstBytes(file: string, count: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** True when `file` is an encrypted backup (so a passphrase is needed). */
export async function isEncryptedBackupFile(file: string): Promise<boolean> {
  return isEncryptedBackup(await firstBytes(file, 16));
}

export const missingPassphrase = (file: string) =>
  new BackupError(
    `${file} is encrypted: give its passphrase in BACKUP_PASSPHRASE or with --passphrase-file <file>.`,
  );

/** The backup's plain JSON lines, decrypted when it is encrypted. */
async function openBackup(file: string, options: BackupFileOptions): Promise<Readable> {
  if (!(await isEncryptedBackupFile(file))) return createReadStream(file).pipe(createGunzip());
  if (!options.passphrase) throw missingPassphrase(file);
  const plain = new PassThrough();
  pipeline(
    createReadStream(file),
    decryptBackup(options.passphrase, file),
    createGunzip(),
    plain,
  ).catch((error: unknown) => plain.destroy(error as Error));
  return plain;
}

/** Reads a backup file line by line. */
export async function* readBackupFile(
  file: string,
  options: BackupFileOptions = {},
): AsyncGenerator<BackupItem> {
  yield* parseBackupLines(await openBackup(file, options), file);
}

/** Reads the whole file and checks it is complete; returns its header and counts. */
export function verifyBackup(
  file: string,
  options: BackupFileOptions = {},
): Promise<BackupSummary> {
  return checkBackupLines(readBackupFile(file, options), file);
}

/** The rows a backup file holds, in the shape of tableContents. */
export async function backupContents(
  file: string,
  options: BackupFileOptions = {},
): Promise<Record<string, string[]>> {
  const { rows } = await verifyBackup(file, options);
  const contents: Record<string, string[]> = Object.fromEntries(
    Object.keys(rows).map((table) => [table, [] as string[]]),
  );
  for await (const item of readBackupFile(file, options)) {
    if (item.kind === 'row') contents[item.table]?.push(item.json);
  }
  for (const list of Object.values(contents)) list.sort();
  return contents;
}
