import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MAX_BYTES, documentMessages, type PatientDocument } from '@contract/documents';
import type { Patient } from '@contract/patients';
import {
  exeBytes,
  htmlBytes,
  jpegBytes,
  largePng,
  pdfBytes,
  pngBytes,
  webpBytes,
} from '../../testing/document-samples';
import { insertPatient } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { users } from '../users/users.table';
import { CHUNK_BYTES } from './documents.service';
import { patientDocumentChunks, patientDocuments } from './documents.table';

/**
 * The signed form's pages and the patient's photo (issue 23): typed by their bytes, limited in
 * size, stored in chunks and streamed back, audited, refused while PHI collection is off.
 */

let t: TestApp;
let volunteer: { user: { id: string }; cookie: string };
let responder: { user: { id: string }; cookie: string };
let patientId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: 'true' } });
  volunteer = await t.loginAs('VOLUNTEER');
  responder = await t.loginAs('FIRST_RESPONDER');
  patientId = (await insertPatient(t.db, volunteer.user.id, t.clock.now(), { firstName: 'Ada' }))
    .id;
});
afterAll(() => t.close());

const base = (id = patientId) => `/api/v1/patients/${id}`;

function send(
  method: 'POST' | 'PUT',
  url: string,
  cookie: string,
  body: Buffer | Readable | undefined,
  contentType = 'application/octet-stream',
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, 'content-type': contentType },
    ...(body === undefined ? {} : { payload: body }),
  });
}

const upload = (body: Buffer, contentType?: string, id?: string) =>
  send('POST', `${base(id)}/documents`, volunteer.cookie, body, contentType);

const get = (url: string, cookie = responder.cookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

const auditOf = (
  action: 'document.view' | 'document.upload' | 'document.replace' | 'document.delete',
) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, patientId)));

describe('uploading a page of the signed form', () => {
  it('types a PNG sent as a PDF by its bytes, and reads it back byte for byte', async () => {
    const png = pngBytes(8, 8);
    const response = await upload(png, 'application/pdf');
    expect(response.statusCode).toBe(201);
    const document = response.json<PatientDocument>();
    expect(document).toMatchObject({
      kind: 'signed_form',
      contentType: 'image/png',
      size: png.length,
    });

    const read = await get(`${base()}/documents/${document.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(png)).toBe(true);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['content-disposition']).toMatch(
      /^inline; filename="signed-form-page-\d+\.png"$/,
    );
  });

  it('accepts JPEG, WebP and PDF, in page order', async () => {
    const other = (await insertPatient(t.db, volunteer.user.id, t.clock.now())).id;
    const types = [];
    for (const bytes of [jpegBytes(), webpBytes(), pdfBytes()]) {
      const response = await upload(bytes, 'text/plain', other);
      expect(response.statusCode).toBe(201);
      types.push(response.json<PatientDocument>());
    }
    expect(types.map((d) => [d.contentType, d.page])).toEqual([
      ['image/jpeg', 1],
      ['image/webp', 2],
      ['application/pdf', 3],
    ]);
    const list = await get(`${base(other)}/documents`);
    expect(list.json<PatientDocument[]>().map((d) => d.id)).toEqual(types.map((d) => d.id));
    const patient = (await get(base(other))).json<Patient>();
    expect(patient.documents?.map((d) => d.id)).toEqual(types.map((d) => d.id));
    expect(patient.photo).toBeNull();
  });

  it('refuses HTML and an executable named .jpg, with a 415 and nothing stored', async () => {
    const before = await t.db.select().from(patientDocuments);
    for (const bytes of [htmlBytes(), exeBytes(), Buffer.from('just text')]) {
      const response = await upload(bytes, 'image/jpeg');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: documentMessages.wrongType });
    }
    expect(await t.db.select().from(patientDocuments)).toHaveLength(before.length);
  });

  it('refuses an empty body with a 422', async () => {
    const response = await upload(Buffer.alloc(0));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: documentMessages.empty });
    const none = await send('POST', `${base()}/documents`, volunteer.cookie, undefined);
    expect(none.statusCode).toBe(422);
  });

  it('refuses more than 10 MB with a 413, by its declared length or as it streams', async () => {
    const before = await t.db.select().from(patientDocumentChunks);
    const tooLarge = largePng(DOCUMENT_MAX_BYTES + 1);
    const declared = await upload(tooLarge);
    expect(declared.statusCode).toBe(413);
    expect(declared.json<{ message: string }>().message).toBe(documentMessages.tooLarge('10 MB'));
    // Chunked, without a length: counted as it arrives, and the chunks already stored dropped.
    const streamed = await send(
      'POST',
      `${base()}/documents`,
      volunteer.cookie,
      Readable.from([tooLarge.subarray(0, 5_000_000), tooLarge.subarray(5_000_000)]),
    );
    expect(streamed.statusCode).toBe(413);
    expect(await t.db.select().from(patientDocumentChunks)).toHaveLength(before.length);
  });

  it('stores a large document in 256 KiB chunks and streams it back whole', async () => {
    const bytes = largePng(3 * CHUNK_BYTES + 1000);
    const response = await upload(bytes);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<PatientDocument>();
    const chunks = await t.db
      .select()
      .from(patientDocumentChunks)
      .where(eq(patientDocumentChunks.documentId, id));
    expect(chunks.map((chunk) => chunk.data.length).sort((a, b) => b - a)).toEqual([
      CHUNK_BYTES,
      CHUNK_BYTES,
      CHUNK_BYTES,
      1000,
    ]);
    const read = await get(`${base()}/documents/${id}`);
    expect(read.rawPayload.equals(bytes)).toBe(true);
  });

  it('drops a body cut short (the client went away), leaving nothing behind', async () => {
    const before = (await t.db.select().from(patientDocuments)).length;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        `POST ${base()}/documents HTTP/1.1`,
        'Host: 127.0.0.1',
        `Cookie: ${volunteer.cookie}`,
        'Content-Type: image/png',
        `Content-Length: ${4 * CHUNK_BYTES}`,
        '',
        '',
      ].join('\r\n'),
    );
    // Two chunks' worth arrive and are stored, then the connection drops.
    socket.write(largePng(2 * CHUNK_BYTES + 10));
    await vi.waitFor(async () => {
      expect((await t.db.select().from(patientDocuments)).length).toBe(before + 1);
    });
    socket.destroy();
    await vi.waitFor(async () => {
      expect(await t.db.select().from(patientDocuments)).toHaveLength(before);
    });
  });
});

describe('replacing and deleting', () => {
  it('replaces a page in place (a new id, the same page), and deletes it', async () => {
    const other = (await insertPatient(t.db, volunteer.user.id, t.clock.now())).id;
    const first = (await upload(pngBytes(), undefined, other)).json<PatientDocument>();
    const second = (await upload(pdfBytes(), undefined, other)).json<PatientDocument>();
    const replaced = await send(
      'PUT',
      `${base(other)}/documents/${first.id}`,
      volunteer.cookie,
      jpegBytes(),
    );
    expect(replaced.statusCode).toBe(200);
    const now = replaced.json<PatientDocument>();
    expect(now).toMatchObject({ page: 1, contentType: 'image/jpeg' });
    expect(now.id).not.toBe(first.id);
    expect((await get(`${base(other)}/documents/${first.id}`)).statusCode).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${base(other)}/documents/${second.id}`,
      headers: { cookie: volunteer.cookie },
    });
    expect(deleted.json()).toEqual({ message: documentMessages.deleted });
    const list = (await get(`${base(other)}/documents`)).json<PatientDocument[]>();
    expect(list.map((d) => d.id)).toEqual([now.id]);
  });

  it('answers 404 for an unknown document or patient, 422 for a malformed id', async () => {
    const unknown = crypto.randomUUID();
    expect((await get(`${base()}/documents/${unknown}`)).statusCode).toBe(404);
    expect((await get(`${base(unknown)}/documents`)).statusCode).toBe(404);
    expect((await upload(pngBytes(), undefined, unknown)).statusCode).toBe(404);
    expect((await get(`${base()}/documents/nope`)).statusCode).toBe(422);
    expect(
      (await send('PUT', `${base()}/documents/${unknown}`, volunteer.cookie, pngBytes()))
        .statusCode,
    ).toBe(404);
  });
});

describe('the photo', () => {
  it('is set, replaced, shown in the full read, read back and deleted', async () => {
    const other = (await insertPatient(t.db, volunteer.user.id, t.clock.now())).id;
    expect((await get(`${base(other)}/photo`)).statusCode).toBe(404);
    const set = await send('PUT', `${base(other)}/photo`, volunteer.cookie, jpegBytes());
    expect(set.statusCode).toBe(200);
    const again = await send('PUT', `${base(other)}/photo`, volunteer.cookie, pngBytes());
    const photo = again.json<PatientDocument>();
    expect(photo).toMatchObject({ kind: 'photo', contentType: 'image/png', page: 1 });
    const patient = (await get(base(other))).json<Patient>();
    expect(patient.photo?.id).toBe(photo.id);
    expect(patient.documents).toEqual([]);
    const read = await get(`${base(other)}/photo`);
    expect(read.rawPayload.equals(pngBytes())).toBe(true);
    expect(read.headers['content-disposition']).toBe('inline; filename="photo.png"');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `${base(other)}/photo`,
      headers: { cookie: volunteer.cookie },
    });
    expect(gone.statusCode).toBe(200);
    expect((await get(`${base(other)}/photo`)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('lets a responder read but not upload, replace or delete', async () => {
    const response = await send('POST', `${base()}/documents`, responder.cookie, pngBytes());
    expect(response.statusCode).toBe(403);
    const photo = await send('PUT', `${base()}/photo`, responder.cookie, pngBytes());
    expect(photo.statusCode).toBe(403);
    expect((await get(`${base()}/documents`)).statusCode).toBe(200);
  });

  it('records a refused upload, replace, delete or read as the patient operation it follows, naming the document permission', async () => {
    const denied = async (action: 'patient.view_denied' | 'patient.update_denied') =>
      t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, patientId)));
    const updates = (await denied('patient.update_denied')).length;
    expect(
      (await send('POST', `${base()}/documents`, responder.cookie, pngBytes())).statusCode,
    ).toBe(403);
    expect((await send('PUT', `${base()}/photo`, responder.cookie, pngBytes())).statusCode).toBe(
      403,
    );
    const refusedUpdates = await denied('patient.update_denied');
    expect(refusedUpdates).toHaveLength(updates + 2);
    // This file's responder is refused nothing else: each of its events is one of these.
    for (const event of refusedUpdates)
      expect(event).toMatchObject({
        actorId: responder.user.id,
        actorRole: 'FIRST_RESPONDER',
        targetType: 'patient',
        details: { reason: 'role', operation: 'document.manage' },
      });

    const member = await t.loginAs('STAFF');
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, member.user.id));
    const read = await t.app.inject({
      method: 'GET',
      url: `${base(patientId.toUpperCase())}/photo`,
      headers: { cookie: member.cookie },
    });
    expect(read.statusCode).toBe(403);
    const refusedViews = (await denied('patient.view_denied')).filter(
      (event) => event.actorId === member.user.id,
    );
    expect(refusedViews).toHaveLength(1);
    expect(refusedViews[0]).toMatchObject({
      actorId: member.user.id,
      details: { reason: 'inactive', operation: 'document.view' },
    });
  });

  it('refuses the signed-out', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base()}/documents` });
    expect(response.statusCode).toBe(401);
    const uploadOut = await t.app.inject({
      method: 'POST',
      url: `${base()}/documents`,
      payload: pngBytes(),
      headers: { 'content-type': 'image/png' },
    });
    expect(uploadOut.statusCode).toBe(401);
  });
});

describe('the audit trail', () => {
  it('records every view, upload and delete, with no PHI in details', async () => {
    const views = (await auditOf('document.view')).length;
    const uploads = (await auditOf('document.upload')).length;
    const { id } = (await upload(pngBytes())).json<PatientDocument>();
    await get(`${base()}/documents/${id}`);
    await get(`${base()}/documents/${id}`);
    expect(await auditOf('document.view')).toHaveLength(views + 2);
    const uploaded = await auditOf('document.upload');
    expect(uploaded).toHaveLength(uploads + 1);
    expect(uploaded.at(-1)?.details).toMatchObject({
      documentId: id,
      kind: 'signed_form',
      contentType: 'image/png',
    });
    expect(JSON.stringify(uploaded.map((event) => event.details))).not.toContain('Ada');
    const replaced = await send('PUT', `${base()}/documents/${id}`, volunteer.cookie, jpegBytes());
    const newId = replaced.json<PatientDocument>().id;
    expect((await auditOf('document.replace')).at(-1)?.details).toMatchObject({
      documentId: newId,
      replaced: id,
      contentType: 'image/jpeg',
    });
    await t.app.inject({
      method: 'DELETE',
      url: `${base()}/documents/${newId}`,
      headers: { cookie: volunteer.cookie },
    });
    expect((await auditOf('document.delete')).at(-1)?.details).toMatchObject({
      documentId: newId,
    });
  });
});

describe('with PHI collection off', () => {
  let off: TestApp;
  let cookie: string;
  beforeAll(async () => {
    off = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: 'false' } });
    cookie = (await off.loginAs('ADMIN')).cookie;
  });
  afterAll(() => off.close());

  it('refuses every upload and read with a 409, and the full read has no document keys', async () => {
    const admin = await off.createUser({ role: 'ADMIN' });
    const id = (await insertPatient(off.db, admin.id, off.clock.now())).id;
    for (const [method, url] of [
      ['POST', `/api/v1/patients/${id}/documents`],
      ['PUT', `/api/v1/patients/${id}/photo`],
      ['GET', `/api/v1/patients/${id}/documents`],
      ['GET', `/api/v1/patients/${id}/photo`],
    ] as const) {
      const response = await off.app.inject({
        method,
        url,
        headers: { cookie, 'content-type': 'image/png' },
        ...(method === 'GET' ? {} : { payload: pngBytes() }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: documentMessages.phiOff });
    }
    const patient = (
      await off.app.inject({ method: 'GET', url: `/api/v1/patients/${id}`, headers: { cookie } })
    ).json<Patient>();
    expect('documents' in patient).toBe(false);
    expect('photo' in patient).toBe(false);
  });
});
