import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, documentParamsSchema, documentSchema } from './documents';
import { patientSchema } from './patients';
import { minimumRole } from './permissions';

describe('documents in the contract', () => {
  it('lets whoever may update a patient manage its documents, and whoever may view it read them', () => {
    expect(minimumRole('document.manage')).toBe(minimumRole('patient.update'));
    expect(minimumRole('document.view')).toBe(minimumRole('patient.view'));
  });

  it('limits a document to 10 MiB', () => {
    expect(DOCUMENT_MAX_BYTES).toBe(10_485_760);
  });

  it('reads a patient without the document keys (the reference server) and with them', () => {
    const document = {
      id: '2b1f0b4e-5c7d-4e8a-9f00-0a1b2c3d4e5f',
      kind: 'signed_form',
      contentType: 'image/png',
      size: 12,
      page: 1,
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    expect(documentSchema.parse(document)).toEqual(document);
    const shape = patientSchema.shape;
    expect(shape.documents.isOptional()).toBe(true);
    expect(shape.photo.isOptional()).toBe(true);
    expect(shape.photo.safeParse(null).success).toBe(true);
  });

  it('refuses a malformed document id with its own message', () => {
    const parsed = documentParamsSchema.safeParse({
      id: '2b1f0b4e-5c7d-4e8a-9f00-0a1b2c3d4e5f',
      documentId: 'nope',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Invalid document ID format');
  });
});
