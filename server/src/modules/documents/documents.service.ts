import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import {
  DOCUMENT_MAX_BYTES,
  type DocumentContentType,
  type DocumentKind,
  type PatientDocument,
} from '@contract/documents';
import type { AuditAction } from '@contract/audit';
import type { Role } from '@contract/roles';
import type { Database, Queryable } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import { patients } from '../patients/patients.table';
import { documentErrors } from './documents.errors';
import { SNIFF_BYTES, sniffDocumentType } from './documents.sniff';
import {
  patientDocumentChunks,
  patientDocuments,
  type PatientDocumentRow,
} from './documents.table';

/** A document's bytes are stored, and read back, in chunks of 256 KiB. */
export const CHUNK_BYTES = 256 * 1024;

/** An upload that never completed (its client went away, the server stopped) is swept after this. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

interface Actor {
  id: string;
  role: Role;
}

interface WriteContext {
  db: Database;
  actor: Actor;
  now: Date;
  request: FastifyRequest;
}

/** The metadata the API shows. */
export function toDocument(row: PatientDocumentRow): PatientDocument {
  return {
    id: row.id,
    kind: row.kind,
    contentType: row.contentType as DocumentContentType,
    size: row.sizeBytes,
    page: row.page,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function patientExists(db: Queryable, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  return Boolean(row);
}

/** The signed form's pages (or the photo) of a patient, complete ones only, in page order. */
export async function listDocuments(
  db: Queryable,
  patientId: string,
  kind: DocumentKind,
): Promise<PatientDocument[]> {
  const rows = await db
    .select()
    .from(patientDocuments)
    .where(
      and(
        eq(patientDocuments.patientId, patientId),
        eq(patientDocuments.kind, kind),
        eq(patientDocuments.complete, true),
      ),
    )
    .orderBy(asc(patientDocuments.page));
  return rows.map(toDocument);
}

/** An upload whose bytes are stored but not yet visible. */
interface PendingUpload {
  id: string;
  contentType: DocumentContentType;
  size: number;
  chunkCount: number;
}

/** Removes a pending upload and its chunks (the foreign key cascades). */
async function dropPending(db: Database, id: string | null): Promise<void> {
  if (id) await db.delete(patientDocuments).where(eq(patientDocuments.id, id));
}

/** Uploads that never completed and are older than an hour: a crashed or abandoned upload. */
async function sweepAbandoned(db: Database, now: Date): Promise<void> {
  await db
    .delete(patientDocuments)
    .where(
      and(
        eq(patientDocuments.complete, false),
        lt(patientDocuments.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    );
}

/**
 * Reads the request body as it arrives and stores it in CHUNK_BYTES chunks, each chunk one
 * insert outside any transaction (the body is network I/O), so at most one chunk and the piece
 * being read are in memory. The type is decided from the first bytes before anything is stored.
 * Throws the module's 4xx for an empty, oversized, truncated or wrongly typed body, leaving
 * nothing behind.
 */
export async function receiveUpload(
  ctx: WriteContext,
  patientId: string,
  kind: DocumentKind,
  body: AsyncIterable<Buffer | Uint8Array> | undefined,
): Promise<PendingUpload> {
  const { db, actor, now } = ctx;
  if (!body) throw documentErrors.empty();
  await sweepAbandoned(db, now);
  let id: string | null = null;
  let contentType: DocumentContentType | null = null;
  let buffered: Buffer[] = [];
  let bufferedBytes = 0;
  let size = 0;
  let chunkCount = 0;

  const flush = async (final: boolean) => {
    while (bufferedBytes >= CHUNK_BYTES || (final && bufferedBytes > 0)) {
      const whole = Buffer.concat(buffered, bufferedBytes);
      const data = whole.subarray(0, Math.min(CHUNK_BYTES, whole.length));
      const rest = whole.subarray(data.length);
      if (!id) {
        const [row] = await db
          .insert(patientDocuments)
          .values({
            patientId,
            kind,
            contentType: contentType ?? 'application/octet-stream',
            sizeBytes: 0,
            chunkCount: 0,
            page: 1,
            complete: false,
            createdAt: now,
            createdById: actor.id,
          })
          .returning({ id: patientDocuments.id });
        id = row?.id ?? null;
        if (!id) throw new Error('the pending document was not inserted');
      }
      await db
        .insert(patientDocumentChunks)
        .values({ documentId: id, seq: chunkCount, data: Buffer.from(data) });
      chunkCount += 1;
      buffered = rest.length > 0 ? [rest] : [];
      bufferedBytes = rest.length;
    }
  };

  // Not destroyed when the loop stops early (a 413 or a 415): the rest is drained below, so
  // the client reads the refusal instead of a reset connection.
  const pieces = body instanceof Readable ? body.iterator({ destroyOnReturn: false }) : body;
  try {
    for await (const piece of pieces as AsyncIterable<Buffer | Uint8Array>) {
      const bytes: Buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
      size += bytes.length;
      if (size > DOCUMENT_MAX_BYTES) throw documentErrors.tooLarge();
      buffered.push(bytes);
      bufferedBytes += bytes.length;
      if (!contentType && bufferedBytes >= SNIFF_BYTES) {
        contentType = await sniffDocumentType(Buffer.concat(buffered, bufferedBytes));
        if (!contentType) throw documentErrors.wrongType();
      }
      if (contentType) await flush(false);
    }
    if (size === 0) throw documentErrors.empty();
    if (!contentType) {
      contentType = await sniffDocumentType(Buffer.concat(buffered, bufferedBytes));
      if (!contentType) throw documentErrors.wrongType();
    }
    await flush(true);
  } catch (error) {
    if (body instanceof Readable && !body.destroyed) body.resume();
    await dropPending(db, id);
    // The client went away or the body was cut short: the stream's own error, not ours.
    if (error instanceof Error && !('status' in error)) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ECONNRESET' || error.message === 'aborted') throw documentErrors.incomplete();
    }
    throw error;
  }
  if (!id) throw new Error('a non-empty upload stored no chunk');
  return { id, contentType, size, chunkCount };
}

interface Completion {
  patientId: string;
  kind: DocumentKind;
  /** The complete document this upload takes the place of (its page), if any. */
  replaces?: PatientDocumentRow | null;
  action: Extract<AuditAction, 'document.upload' | 'document.replace'>;
}

/**
 * Makes a received upload visible, in one short transaction: the patient's row is locked (so
 * two uploads never take the same page), the replaced document (or the old photo) is deleted and
 * the new one takes its page, or the next page; the audit event is written with it. Returns null
 * when the patient or the replaced document has gone meanwhile (the upload is dropped).
 */
export async function completeUpload(
  ctx: WriteContext,
  pending: PendingUpload,
  completion: Completion,
): Promise<PatientDocument | null> {
  const { db, actor, now, request } = ctx;
  const { patientId, kind } = completion;
  const done = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.id, patientId))
      .for('update');
    if (!locked) return null;
    let page = 1;
    if (completion.replaces) {
      const removed = await tx
        .delete(patientDocuments)
        .where(
          and(eq(patientDocuments.id, completion.replaces.id), eq(patientDocuments.complete, true)),
        )
        .returning({ page: patientDocuments.page });
      if (removed.length === 0) return null;
      page = removed[0]?.page ?? 1;
    } else if (kind === 'photo') {
      await tx
        .delete(patientDocuments)
        .where(
          and(
            eq(patientDocuments.patientId, patientId),
            eq(patientDocuments.kind, 'photo'),
            eq(patientDocuments.complete, true),
          ),
        );
    } else {
      const [last] = await tx
        .select({ page: sql<number>`coalesce(max(${patientDocuments.page}), 0)::int` })
        .from(patientDocuments)
        .where(
          and(
            eq(patientDocuments.patientId, patientId),
            eq(patientDocuments.kind, kind),
            eq(patientDocuments.complete, true),
          ),
        );
      page = Number(last?.page ?? 0) + 1;
    }
    const [row] = await tx
      .update(patientDocuments)
      .set({
        complete: true,
        page,
        contentType: pending.contentType,
        sizeBytes: pending.size,
        chunkCount: pending.chunkCount,
        createdAt: now,
      })
      .where(eq(patientDocuments.id, pending.id))
      .returning();
    if (!row) return null;
    await recordAudit(tx, request, now, {
      action: completion.action,
      actor,
      targetType: 'patient',
      targetId: patientId,
      details: {
        documentId: row.id,
        kind,
        contentType: row.contentType,
        size: row.sizeBytes,
        page: row.page,
        ...(completion.replaces ? { replaced: completion.replaces.id } : {}),
      },
    });
    return toDocument(row);
  });
  if (!done) await dropPending(db, pending.id);
  return done;
}

/** A complete document of the patient: by id, or the photo. */
export async function findDocument(
  db: Queryable,
  patientId: string,
  which: { id: string } | 'photo',
): Promise<PatientDocumentRow | null> {
  const [row] = await db
    .select()
    .from(patientDocuments)
    .where(
      and(
        eq(patientDocuments.patientId, patientId),
        eq(patientDocuments.complete, true),
        which === 'photo' ? eq(patientDocuments.kind, 'photo') : eq(patientDocuments.id, which.id),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Deletes a complete document and writes `document.delete`, in one transaction. */
export async function deleteDocument(
  ctx: WriteContext,
  patientId: string,
  which: { id: string } | 'photo',
): Promise<boolean> {
  const { db, actor, now, request } = ctx;
  return db.transaction(async (tx) => {
    const row = await findDocument(tx, patientId, which);
    if (!row) return false;
    await tx.delete(patientDocuments).where(eq(patientDocuments.id, row.id));
    await recordAudit(tx, request, now, {
      action: 'document.delete',
      actor,
      targetType: 'patient',
      targetId: patientId,
      details: { documentId: row.id, kind: row.kind, page: row.page },
    });
    return true;
  });
}

/**
 * Finds a document for reading and writes its `document.view` event in the same transaction:
 * if the event cannot be written, nothing is sent.
 */
export async function openDocument(
  ctx: WriteContext,
  patientId: string,
  which: { id: string } | 'photo',
): Promise<PatientDocumentRow | null> {
  const { db, actor, now, request } = ctx;
  return db.transaction(async (tx) => {
    const row = await findDocument(tx, patientId, which);
    if (!row) return null;
    await recordAudit(tx, request, now, {
      action: 'document.view',
      actor,
      targetType: 'patient',
      targetId: patientId,
      details: { documentId: row.id, kind: row.kind },
    });
    return row;
  });
}

/**
 * The document's bytes as a stream that reads one chunk from the database each time the reply
 * asks for more: a 10 MB document never sits in memory whole. A chunk gone missing (the
 * document was deleted or replaced mid-read) ends the stream with an error, and the reply is cut.
 */
export function documentStream(db: Database, row: PatientDocumentRow): Readable {
  let seq = 0;
  return new Readable({
    highWaterMark: CHUNK_BYTES,
    read() {
      if (seq >= row.chunkCount) {
        this.push(null);
        return;
      }
      const current = seq;
      seq += 1;
      db.select({ data: patientDocumentChunks.data })
        .from(patientDocumentChunks)
        .where(
          and(eq(patientDocumentChunks.documentId, row.id), eq(patientDocumentChunks.seq, current)),
        )
        .then(
          ([chunk]) => {
            if (!chunk) this.destroy(new Error('a document chunk is missing'));
            else this.push(chunk.data);
          },
          (error: unknown) => this.destroy(error as Error),
        );
    },
  });
}
