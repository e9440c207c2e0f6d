import { z } from 'zod';
import { idParamSchema, timestampSchema, uuidSchema } from './common';
import { patientMessages } from './patients.messages';

/*
 * [ours] Documents attached to a patient (issue 23): the pages of the signed form (POLST,
 * advance directive…) and one photo of the patient for identification. Stored in the database,
 * typed by their bytes, served only to members who may view the patient, every view audited.
 * Collected and shown only while PHI collection is on (a signed form carries the patient's name).
 */

/** The largest document the server takes: 10 MiB. The SPA compresses images well below it. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The types the server accepts, as their bytes say (never the name or the declared type). */
export const documentContentTypeValues = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export const documentContentTypeSchema = z.enum(documentContentTypeValues);
export type DocumentContentType = z.infer<typeof documentContentTypeSchema>;

/** What the file input offers (`accept`): the same four types. */
export const DOCUMENT_ACCEPT = documentContentTypeValues.join(',');

/** `signed_form`: a page of the signed form; `photo`: the patient's photo (one per patient). */
export const documentKindValues = ['signed_form', 'photo'] as const;
export const documentKindSchema = z.enum(documentKindValues);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** A document's metadata (never its bytes): in lists, upload answers and the patient's full read. */
export const documentSchema = z.object({
  id: uuidSchema,
  kind: documentKindSchema,
  /** The type its bytes were found to be. */
  contentType: documentContentTypeSchema,
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** The page's place among the signed form's pages, from 1; 1 for the photo. */
  page: z.number().int().positive(),
  createdAt: timestampSchema,
});
export type PatientDocument = z.infer<typeof documentSchema>;

export const documentMessages = {
  idFormat: 'Invalid document ID format',
  missing: (id: string) => `Document with ID ${id} does not exist for this patient.`,
  noPhoto: 'This patient has no photo.',
  deleted: 'Document deleted successfully',
  photoDeleted: 'Photo deleted successfully',
  empty: 'The upload is empty: send the file’s bytes as the request body.',
  tooLarge: (maximum: string) => `The file is too large: at most ${maximum} is accepted.`,
  wrongType: 'Only JPEG, PNG, WebP images and PDF documents are accepted.',
  incomplete: 'The upload ended before the whole file arrived. Please try again.',
  phiOff: 'Documents and photos are not collected while PHI collection is off.',
} as const;

/** `/patients/:id/documents` and `/patients/:id/photo`. */
export const documentPatientParamsSchema = z.object({
  id: idParamSchema(patientMessages.idFormat),
});

/** `/patients/:id/documents/:documentId`. */
export const documentParamsSchema = documentPatientParamsSchema.extend({
  documentId: idParamSchema(documentMessages.idFormat),
});

/** 10 MB, as the messages write the limit. */
export const DOCUMENT_MAX_SIZE_TEXT = '10 MB';

/** The patient's full read gains these (optional: the reference server has none). */
export const patientDocumentFields = {
  /** The signed form's pages in page order; absent while PHI collection is off. */
  documents: z.array(documentSchema).optional(),
  /** The patient's photo, null when there is none; absent while PHI collection is off. */
  photo: documentSchema.nullable().optional(),
};

/** The API's addresses for a patient's documents (relative to the origin). */
export const documentPaths = {
  list: (patientId: string) => `/api/v1/patients/${patientId}/documents`,
  one: (patientId: string, documentId: string) =>
    `/api/v1/patients/${patientId}/documents/${documentId}`,
  photo: (patientId: string) => `/api/v1/patients/${patientId}/photo`,
} as const;
