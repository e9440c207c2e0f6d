import { existsSync } from 'node:fs';
import { chmod, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { backupToFile, PRIVATE_FOLDER_MODE, verifyBackup } from './backup-files';
import { BackupError } from './backup-format';
import { passphraseOption, readPassphrase } from './backup-passphrase';
import { controlSocketLive, openDatabaseAlone, requestBackup } from './control-socket';

const usage = 'Usage: npm run backup [-- --out <file>] [--passphrase-file <file>]';
const DEFAULT_FOLDER = 'backups';

/** `2026-11-24T13-21-25Z`: sortable, and valid in a file name everywhere. */
const fileStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * `npm run backup`: one consistent snapshot of the whole database in a gzip'd file, from
 * PostgreSQL (DATABASE_URL) or embedded PGlite (DATA_DIR). With PGlite, a running server takes
 * the snapshot itself (through its control socket); otherwise the command opens DATA_DIR.
 * The file is owner-only, and encrypted with BACKUP_PASSPHRASE or --passphrase-file when given.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, ...passphraseOption },
    allowPositionals: false,
  });
  const config = loadConfig(process.env);
  const passphrase = await readPassphrase(values['passphrase-file'], process.env, 'backup');
  const options = { passphrase };
  const started = performance.now();
  const extension = passphrase ? '.jsonl.gz.enc' : '.jsonl.gz';
  const out = resolve(
    values.out ?? join(DEFAULT_FOLDER, `lifeline-${fileStamp(new Date())}${extension}`),
  );
  // Folders made here are owner-only; so is the default one, which only holds backups.
  await mkdir(dirname(out), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if (values.out === undefined) await chmod(dirname(out), PRIVATE_FOLDER_MODE);
  const partial = `${out}.partial`;
  let source: string;
  try {
    if (!config.databaseUrl && (await controlSocketLive(config.dataDir))) {
      source = `the running server (PGlite in ${config.dataDir})`;
      await requestBackup(config.dataDir, partial, options);
    } else {
      source = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
      if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pglite', 'PG_VERSION')))
        throw new BackupError(`There is no database in DATA_DIR ${config.dataDir}.`);
      const handle = await openDatabaseAlone(config, 'npm run backup');
      try {
        await backupToFile(handle, partial, options);
      } finally {
        await handle.close();
      }
    }
    const summary = await verifyBackup(partial, options);
    const file = await open(partial, 'r');
    await file.sync();
    await file.close();
    await rename(partial, out);
    const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    const { size } = await stat(out);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${passphrase ? 'Encrypted backup' : 'Backup'} of ${source} written to ${out}: ${rows} rows in ${Object.keys(summary.rows).length} tables, migration level ${summary.header.migrations.count}, ${(size / 1024).toFixed(0)} KiB, ${seconds} s.`,
    );
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Backup failed: ${message}`);
  if (error instanceof TypeError && /argument|option/i.test(message)) console.error(usage);
  process.exit(1);
});
