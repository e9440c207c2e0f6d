import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../../config';
import type { Queryable } from '../client';
import { chooseSessionSecret, SessionSecretError } from '../session-secret';
import { isEncryptedBackupFile, missingPassphrase } from './backup-files';
import { BackupError } from './backup-format';
import { passphraseOption, readPassphrase } from './backup-passphrase';
import { restoreDatabase } from './backup-restore';
import { openDatabaseAlone } from './control-socket';

const usage = 'Usage: npm run restore -- <backup file> [--force] [--passphrase-file <file>]';

/**
 * `npm run restore -- <file>`: loads a backup into the configured database (DATABASE_URL, or
 * PGlite in DATA_DIR with the server stopped). The database must be new and empty unless
 * --force, which replaces everything in it. An encrypted backup needs its passphrase
 * (BACKUP_PASSPHRASE or --passphrase-file).
 */
/** What the server would miss to open the restored database's sealed secrets, if anything. */
async function sessionSecretProblem(db: Queryable, config: Config): Promise<string | null> {
  try {
    await chooseSessionSecret(db, config);
    return null;
  } catch (error) {
    if (error instanceof SessionSecretError) return error.message;
    throw error;
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false }, ...passphraseOption },
    allowPositionals: true,
  });
  const [input] = positionals;
  if (!input || positionals.length > 1) throw new BackupError(usage);
  const file = resolve(input);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const config = loadConfig(process.env);
  const passphrase = await readPassphrase(values['passphrase-file'], process.env, 'restore');
  // Asked before the database is opened: a missing passphrase is the operator's to fix first.
  if (!passphrase && (await isEncryptedBackupFile(file))) throw missingPassphrase(file);
  const started = performance.now();
  const handle = await openDatabaseAlone(config, 'npm run restore');
  try {
    const summary = await restoreDatabase(handle, file, { force: values.force, passphrase });
    const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    const target = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const secretProblem = await sessionSecretProblem(handle.db, config);
    console.log(
      `Restored ${file} (taken ${summary.header.takenAt}) into ${target}: ${rows} rows in ${Object.keys(summary.rows).length} tables, ${seconds} s.`,
    );
    if (secretProblem) console.warn(`Before starting the server: ${secretProblem}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
