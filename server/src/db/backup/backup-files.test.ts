import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { backupContents, verifyBackup, writeBackupFile } from './backup-files';
import { BACKUP_FORMAT, BACKUP_VERSION } from './backup-format';

/* The file around the dump: who may read it, and its encryption. No database needed. */

const work = mkdtempSync(join(tmpdir(), 'lifeline-backup-files-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PASSPHRASE = 'correct horse battery staple';
const SECRET_NOTE = 'Rosa has a severe penicillin allergy';

/** A complete backup's JSON lines: enough random rows to span several encrypted chunks. */
function backupLines(): string[] {
  const rows = Array.from({ length: 2000 }, (_, i) =>
    JSON.stringify({
      t: 'notes',
      r: { id: i, text: i === 7 ? SECRET_NOTE : randomBytes(60).toString('base64') },
    }),
  );
  const header = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    takenAt: '2026-11-26T10:00:00.000Z',
    engine: 'pglite',
    migrations: { count: 1, last: '1' },
  };
  return [
    JSON.stringify({ header }),
    ...rows,
    JSON.stringify({ sequences: [] }),
    JSON.stringify({ end: { rows: { notes: rows.length } } }),
  ];
}

const LINES = backupLines();

async function written(name: string, passphrase?: string): Promise<string> {
  const file = join(work, name);
  await writeBackupFile(Readable.from([`${LINES.join('\n')}\n`]), file, { passphrase });
  return file;
}

describe('backup files', () => {
  it('are readable by their owner only, even where a readable file was before', async () => {
    const file = join(work, 'owner-only.jsonl.gz');
    writeFileSync(file, 'old', { mode: 0o644 });
    await writeBackupFile(Readable.from([`${LINES.join('\n')}\n`]), file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await verifyBackup(file)).rows.notes).toBe(2000);
  });

  it('with a passphrase, hold no readable data and read back exactly', async () => {
    const plain = await written('plain.jsonl.gz');
    const sealed = await written('sealed.jsonl.gz.enc', PASSPHRASE);
    expect(statSync(sealed).mode & 0o777).toBe(0o600);
    const bytes = readFileSync(sealed);
    expect(bytes.includes(Buffer.from(SECRET_NOTE))).toBe(false);
    expect(() => gunzipSync(bytes)).toThrow();
    expect(await backupContents(sealed, { passphrase: PASSPHRASE })).toEqual(
      await backupContents(plain),
    );
  });

  it('refuses an encrypted backup without a passphrase, or with a wrong one, clearly', async () => {
    const sealed = await written('refused.jsonl.gz.enc', PASSPHRASE);
    await expect(verifyBackup(sealed)).rejects.toThrow(/is encrypted: give its passphrase/);
    await expect(verifyBackup(sealed, { passphrase: 'not the passphrase' })).rejects.toThrow(
      /Wrong passphrase/,
    );
  });

  it('refuses an encrypted backup that was altered, cut off or added to', async () => {
    const sealed = await written('tampered.jsonl.gz.enc', PASSPHRASE);
    const bytes = readFileSync(sealed);
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(bytes.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 1;
    const cases: Array<[string, Buffer, RegExp]> = [
      ['flipped', flipped, /altered or is damaged/],
      ['cut', bytes.subarray(0, bytes.length - 100), /cut off|altered/],
      // Cut at a chunk boundary: every chunk left is authentic, but the last one is missing.
      ['first-chunk-only', bytes.subarray(0, 43 + 5 + 65536 + 16), /cut off/],
      ['appended', Buffer.concat([bytes, Buffer.from('more')]), /altered or is damaged/],
    ];
    for (const [name, content, expected] of cases) {
      const file = join(work, `${name}.jsonl.gz.enc`);
      writeFileSync(file, content);
      await expect(verifyBackup(file, { passphrase: PASSPHRASE }), name).rejects.toThrow(expected);
    }
  });
});
