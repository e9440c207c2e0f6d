import { fileTypeFromBuffer } from 'file-type';
import { documentContentTypeValues, type DocumentContentType } from '@contract/documents';

/**
 * How many leading bytes decide a file's type. file-type reads at most this many for the
 * formats it knows; JPEG, PNG, WebP and PDF need far fewer.
 */
export const SNIFF_BYTES = 4100;

const accepted: ReadonlySet<string> = new Set(documentContentTypeValues);

/**
 * The file's type as its first bytes say (the maintained `file-type` package reads the magic
 * numbers), when it is one the server accepts; null otherwise (HTML, an executable, text, a
 * GIF, too few bytes to tell). The name and the declared Content-Type play no part.
 */
export async function sniffDocumentType(head: Uint8Array): Promise<DocumentContentType | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found || !accepted.has(found.mime)) return null;
  return found.mime as DocumentContentType;
}

/** The extension a download's name gets for a sniffed type. */
export const extensionOf: Record<DocumentContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
