import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { documentKindValues } from '@contract/documents';
import { timestampMs } from '../../db/columns';
import { patients } from '../patients/patients.table';
import { users } from '../users/users.table';

export const documentKindEnum = pgEnum('document_kind', documentKindValues);

/**
 * bytea as a Node Buffer on both engines: node-postgres gives a Buffer, PGlite (and its worker
 * thread) a Uint8Array, which is viewed as a Buffer without a copy.
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A document attached to a patient (issue 23): a page of the signed form, or the patient's photo.
 * Its bytes are in `patient_document_chunks`. An upload writes its chunks as they arrive under a
 * row with `complete = false`, outside any transaction (the request body is network I/O); one
 * short transaction then marks it complete (and drops the page it replaces). Rows that never
 * completed (a client gone mid-upload, a crash) are invisible and swept by later uploads.
 */
export const patientDocuments = pgTable(
  'patient_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    kind: documentKindEnum('kind').notNull(),
    /** The type sniffed from the bytes: one of `documentContentTypeValues`. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    chunkCount: integer('chunk_count').notNull(),
    /** The signed form's page order, from 1; 1 for the photo. */
    page: integer('page').notNull(),
    complete: boolean('complete').notNull().default(false),
    createdAt: timestampMs('created_at').notNull(),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    index('patient_documents_patient_idx').on(table.patientId, table.kind, table.page),
    // One photo per patient, one document per page.
    uniqueIndex('patient_documents_page_idx')
      .on(table.patientId, table.kind, table.page)
      .where(sql`${table.complete}`),
  ],
);

/** A document's bytes, in chunks of CHUNK_BYTES read one at a time into a reply. */
export const patientDocumentChunks = pgTable(
  'patient_document_chunks',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => patientDocuments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.seq] })],
);

export type PatientDocumentRow = typeof patientDocuments.$inferSelect;
