import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { backupToFile } from '../../db/backup/backup-files';
import { restoreDatabase } from '../../db/backup/backup-restore';
import { migrateDatabase } from '../../db/migrate';
import { createScratchDatabase } from '../../testing/server-process';
import { testEngine } from '../../testing/test-db';
import { CHUNK_BYTES } from './documents.service';
import { patientDocumentChunks, patientDocuments } from './documents.table';

/*
 * `npm run backup` / `restore` carry a patient's documents byte for byte. The dump writes each
 * row as `to_jsonb`, where a bytea is its hex text ("\\x00ff…"), and the restore reads it back
 * through `jsonb_populate_recordset`, which decodes that text: every byte value must survive.
 */

const engine = testEngine();
const work = mkdtempSync(join(tmpdir(), 'lifeline-documents-backup-'));
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

async function migratedDatabase(label: string): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (engine === 'pglite') {
    handle = await openDatabase({ engine: 'pglite', dataDir: null });
    cleanups.push(() => handle.close());
  } else {
    const scratch = await createScratchDatabase(label);
    handle = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 2 });
    cleanups.push(async () => {
      await handle.close();
      await scratch.drop();
    });
  }
  return handle;
}

const USER = '00000000-0000-4000-8000-000000000001';
const PATIENT = '00000000-0000-4000-8000-0000000000aa';

async function documentBytes(handle: DatabaseHandle, id: string): Promise<Buffer> {
  const chunks = await handle.db
    .select({ data: patientDocumentChunks.data })
    .from(patientDocumentChunks)
    .where(eq(patientDocumentChunks.documentId, id))
    .orderBy(asc(patientDocumentChunks.seq));
  return Buffer.concat(chunks.map((chunk) => chunk.data));
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe(`a patient's documents in a backup (${engine})`, () => {
  it('come back byte for byte after backup and restore', async () => {
    const source = await migratedDatabase('docs_src');
    await migrateDatabase(source);
    const { db } = source;
    await db.execute(sql`insert into users (id, first_name, last_name, email, password_hash, role, created_at, updated_at)
      values (${USER}, 'Ada', 'Admin', 'ada@example.org', 'x', 'ADMIN', now(), now())`);
    await db.execute(sql`insert into patients (id, created_at, updated_at, created_by_id, updated_by_id)
      values (${PATIENT}, now(), now(), ${USER}, ${USER})`);
    // Every byte value, then random bytes: three chunks, the last one short.
    const every = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
    const bytes = Buffer.concat([every, randomBytes(2 * CHUNK_BYTES + 1234 - every.length)]);
    const [row] = await db
      .insert(patientDocuments)
      .values({
        patientId: PATIENT,
        kind: 'signed_form',
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        chunkCount: 3,
        page: 1,
        complete: true,
        createdAt: new Date('2026-11-27T10:00:00.000Z'),
        createdById: USER,
      })
      .returning();
    const id = row?.id ?? '';
    for (let seq = 0; seq < 3; seq += 1)
      await db.insert(patientDocumentChunks).values({
        documentId: id,
        seq,
        data: bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES),
      });
    expect(sha(await documentBytes(source, id))).toBe(sha(bytes));

    const file = join(work, 'documents.jsonl.gz');
    const summary = await backupToFile(source, file);
    expect(summary.rows.patient_document_chunks).toBe(3);
    // The format: a chunk's bytes are its hex text in the JSON line.
    const dump = gunzipSync(readFileSync(file)).toString('utf8');
    expect(dump).toContain(`"data": "\\\\x000102`);

    const target = await migratedDatabase('docs_dst');
    await restoreDatabase(target, file);
    const restored = await documentBytes(target, id);
    expect(restored.length).toBe(bytes.length);
    expect(restored.equals(bytes)).toBe(true);
  }, 120_000);
});
