import { readFile } from 'node:fs/promises';
import { MIN_PASSPHRASE_LENGTH } from './backup-encryption';
import { BackupError } from './backup-format';

/** The option both commands take; the commands run in CI and cron, so nothing is prompted. */
export const passphraseOption = { 'passphrase-file': { type: 'string' } } as const;

/**
 * The backup passphrase: the first line of `--passphrase-file`, else BACKUP_PASSPHRASE, else
 * none. Read by the commands only: the server never needs it.
 */
export async function readPassphrase(
  file: string | undefined,
  env: Record<string, string | undefined>,
  purpose: 'backup' | 'restore',
): Promise<string | null> {
  let passphrase = env.BACKUP_PASSPHRASE ?? '';
  let source = 'BACKUP_PASSPHRASE';
  if (file !== undefined) {
    try {
      passphrase = (await readFile(file, 'utf8')).split(/\r?\n/)[0] ?? '';
    } catch {
      throw new BackupError(`The passphrase file ${file} cannot be read.`);
    }
    source = file;
  }
  if (passphrase === '') {
    if (file !== undefined) throw new BackupError(`The passphrase file ${file} is empty.`);
    return null;
  }
  if (purpose === 'backup' && passphrase.length < MIN_PASSPHRASE_LENGTH)
    throw new BackupError(
      `The backup passphrase (${source}) must be at least ${MIN_PASSPHRASE_LENGTH} characters long.`,
    );
  return passphrase;
}
