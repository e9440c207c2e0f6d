import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deleteAnswerSchema, messageSchema } from '@contract/common';
import {
  DOCUMENT_MAX_BYTES,
  documentMessages,
  documentParamsSchema,
  documentPatientParamsSchema,
  documentSchema,
  type DocumentContentType,
  type DocumentKind,
} from '@contract/documents';
import { paramAsSent } from '../../lib/as-sent';
import { defineRoute } from '../../lib/route';
import { recordDeniedPatient } from '../audit/audit.denied';
import type { UserRow } from '../users/users.table';
import { patientErrors } from '../patients/patients.errors';
import { documentErrors } from './documents.errors';
import {
  completeUpload,
  deleteDocument,
  documentStream,
  findDocument,
  listDocuments,
  openDocument,
  patientExists,
  receiveUpload,
} from './documents.service';
import { extensionOf } from './documents.sniff';
import type { PatientDocumentRow } from './documents.table';

/*
 * [ours] The signed form's pages and the patient's photo (issue 23), under
 * /api/v1/patients/:id/documents and /api/v1/patients/:id/photo. An upload's body is the file's
 * bytes, whatever Content-Type it declares: the server reads it as a stream (see the parser
 * below) and types it by its first bytes.
 */

/** A document's reply: its own policy, which lets the browser's PDF viewer show it. */
const DOCUMENT_CSP =
  "default-src 'none'; img-src 'self'; object-src 'self'; style-src 'unsafe-inline'";

/*
 * A refused request is recorded as the patient operation its permission follows (documents.test.ts
 * keeps document.view = patient.view and document.manage = patient.update), naming the
 * document permission in details.operation (docs/security.md, "Denied attempts").
 */
const deniedView = recordDeniedPatient('patient.view_denied', 'document.view');
const deniedManage = recordDeniedPatient('patient.update_denied', 'document.manage');

const bytesResponse = {
  description: 'The bytes, as the type their first bytes showed (JPEG, PNG, WebP or PDF)',
  contentType: 'application/octet-stream',
};

const uploadErrors = {
  400: { description: documentMessages.incomplete, schema: messageSchema },
  404: messageSchema,
  409: { description: documentMessages.phiOff, schema: messageSchema },
  413: { description: 'Larger than 10 MB', schema: messageSchema },
  415: { description: documentMessages.wrongType, schema: messageSchema },
  422: { description: `${documentMessages.empty} Or a malformed id.`, schema: messageSchema },
};

/**
 * Upload routes take the raw request stream as their body (no buffering, no body limit of the
 * JSON parser: receiveUpload counts and stops at 10 MB); the other routes of this plugin ignore
 * any body they are sent.
 */
function registerUploadParsing(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    if (request.method === 'POST' || request.method === 'PUT') {
      done(null, payload);
      return;
    }
    payload.resume();
    done(null, undefined);
  });
}

function declaredLength(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  if (header === undefined) return null;
  const value = Number(header);
  return Number.isFinite(value) ? value : null;
}

/** The upload's body, or undefined when there is none (no Content-Length and no chunked body). */
function uploadStream(request: FastifyRequest): Readable | undefined {
  const length = declaredLength(request);
  if (length !== null && length > DOCUMENT_MAX_BYTES) throw documentErrors.tooLarge();
  return (request.body as Readable | undefined) ?? undefined;
}

/** A safe name for the download: the kind, the page and the sniffed type, never the upload's. */
function fileNameOf(row: PatientDocumentRow): string {
  const extension = extensionOf[row.contentType as DocumentContentType] ?? 'bin';
  return row.kind === 'photo' ? `photo.${extension}` : `signed-form-page-${row.page}.${extension}`;
}

function sendBytes(app: FastifyInstance, reply: FastifyReply, row: PatientDocumentRow): Readable {
  reply
    .header('content-type', row.contentType)
    .header('content-length', String(row.sizeBytes))
    .header('content-disposition', `inline; filename="${fileNameOf(row)}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('content-security-policy', DOCUMENT_CSP);
  return documentStream(app.db, row);
}

export const documentsRoutes: FastifyPluginCallback = (app, _options, done) => {
  registerUploadParsing(app);
  const collectPhi = app.config.collectPhi;

  /** PHI off refuses everything; an unknown patient is the patients module's 404. */
  const checkPatient = async (request: FastifyRequest, patientId: string) => {
    if (!collectPhi) throw documentErrors.phiOff();
    if (!(await patientExists(app.db, patientId)))
      throw patientErrors.missing(paramAsSent(request, 'id'));
  };

  const writeContext = (request: FastifyRequest, user: UserRow, now: Date) => ({
    db: app.db,
    actor: { id: user.id, role: user.role },
    now,
    request,
  });

  const upload = async (
    request: FastifyRequest,
    user: UserRow,
    now: Date,
    patientId: string,
    kind: DocumentKind,
    replaces: PatientDocumentRow | null,
    replacesPhoto = false,
  ) => {
    const body = uploadStream(request);
    const ctx = writeContext(request, user, now);
    const pending = await receiveUpload(ctx, patientId, kind, body);
    const saved = await completeUpload(ctx, pending, {
      patientId,
      kind,
      replaces,
      action: replaces || replacesPhoto ? 'document.replace' : 'document.upload',
    });
    if (!saved) throw patientErrors.missing(paramAsSent(request, 'id'));
    return saved;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/:id/documents',
    can: 'document.view',
    onDenied: deniedView,
    summary: "The signed form's pages (metadata only)",
    description: 'In page order. 409 while PHI collection is off.',
    params: documentPatientParamsSchema,
    responses: { 200: z.array(documentSchema), 404: messageSchema, 409: messageSchema },
    handler: async ({ request, params, db }) => {
      await checkPatient(request, params.id);
      return listDocuments(db, params.id, 'signed_form');
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/:id/documents',
    can: 'document.manage',
    onDenied: deniedManage,
    summary: 'Attach a page of the signed form',
    description:
      'The body is the file (JPEG, PNG, WebP or PDF, typed by its bytes; at most 10 MB), streamed into the database. It becomes the last page. Audited as `document.upload`.',
    params: documentPatientParamsSchema,
    responses: { 201: documentSchema, ...uploadErrors },
    handler: async ({ request, reply, params, user, now }) => {
      await checkPatient(request, params.id);
      const saved = await upload(request, user, now, params.id, 'signed_form', null);
      reply.code(201);
      return saved;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/:id/documents/:documentId',
    can: 'document.view',
    onDenied: deniedView,
    summary: 'A page of the signed form: its bytes',
    description:
      'Streamed from the database a chunk at a time, `Cache-Control: no-store`, `Content-Disposition: inline`, `X-Content-Type-Options: nosniff`. Audited as `document.view`.',
    params: documentParamsSchema,
    responses: { 200: bytesResponse, 404: messageSchema, 409: messageSchema },
    handler: async ({ request, reply, params, user, now }) => {
      await checkPatient(request, params.id);
      const row = await openDocument(writeContext(request, user, now), params.id, {
        id: params.documentId,
      });
      if (!row || row.kind !== 'signed_form')
        throw documentErrors.missing(paramAsSent(request, 'documentId'));
      return sendBytes(app, reply, row);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/:id/documents/:documentId',
    can: 'document.manage',
    onDenied: deniedManage,
    summary: 'Replace a page of the signed form',
    description:
      'The new file takes the page (and gets a new id); the old one is deleted. Audited as `document.replace`.',
    params: documentParamsSchema,
    responses: { 200: documentSchema, ...uploadErrors },
    handler: async ({ request, params, user, now, db }) => {
      await checkPatient(request, params.id);
      const old = await findDocument(db, params.id, { id: params.documentId });
      if (!old || old.kind !== 'signed_form')
        throw documentErrors.missing(paramAsSent(request, 'documentId'));
      return upload(request, user, now, params.id, 'signed_form', old);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/:id/documents/:documentId',
    can: 'document.manage',
    onDenied: deniedManage,
    summary: 'Delete a page of the signed form',
    description: 'Audited as `document.delete`.',
    params: documentParamsSchema,
    responses: { 200: deleteAnswerSchema, 404: messageSchema, 409: messageSchema },
    handler: async ({ request, params, user, now }) => {
      await checkPatient(request, params.id);
      const old = await findDocument(app.db, params.id, { id: params.documentId });
      if (
        !old ||
        old.kind !== 'signed_form' ||
        !(await deleteDocument(writeContext(request, user, now), params.id, { id: old.id }))
      )
        throw documentErrors.missing(paramAsSent(request, 'documentId'));
      return { message: documentMessages.deleted };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/:id/photo',
    can: 'document.view',
    onDenied: deniedView,
    summary: "The patient's photo: its bytes",
    description: 'As a page of the signed form. Audited as `document.view`.',
    params: documentPatientParamsSchema,
    responses: { 200: bytesResponse, 404: messageSchema, 409: messageSchema },
    handler: async ({ request, reply, params, user, now }) => {
      await checkPatient(request, params.id);
      const row = await openDocument(writeContext(request, user, now), params.id, 'photo');
      if (!row) throw documentErrors.noPhoto();
      return sendBytes(app, reply, row);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/:id/photo',
    can: 'document.manage',
    onDenied: deniedManage,
    summary: "Set or replace the patient's photo",
    description:
      'The body is the image or PDF (typed by its bytes; at most 10 MB). Audited as `document.replace`.',
    params: documentPatientParamsSchema,
    responses: { 200: documentSchema, ...uploadErrors },
    handler: async ({ request, params, user, now, db }) => {
      await checkPatient(request, params.id);
      const old = await findDocument(db, params.id, 'photo');
      return upload(request, user, now, params.id, 'photo', null, Boolean(old));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/:id/photo',
    can: 'document.manage',
    onDenied: deniedManage,
    summary: "Delete the patient's photo",
    description: 'Audited as `document.delete`.',
    params: documentPatientParamsSchema,
    responses: { 200: deleteAnswerSchema, 404: messageSchema, 409: messageSchema },
    handler: async ({ request, params, user, now }) => {
      await checkPatient(request, params.id);
      if (!(await deleteDocument(writeContext(request, user, now), params.id, 'photo')))
        throw documentErrors.noPhoto();
      return { message: documentMessages.photoDeleted };
    },
  });

  done();
};
