import { DOCUMENT_MAX_BYTES, documentContentTypeValues } from '@contract/documents';

/*
 * [issue 23] Before an image is sent it is resized and re-encoded in the browser by compressorjs
 * (loaded on first use, so the editor's bundle carries none of it until then): drawing it on a
 * canvas and encoding the canvas keeps only the pixels, so its EXIF and GPS data are dropped
 * (compressorjs keeps them only when asked, `retainExif`). The camera's orientation is applied
 * to the pixels first. PDFs are sent as they are.
 */

/** A phone photo of a page stays readable at this size; anything larger is scaled down. */
export const MAX_IMAGE_SIDE = 2000;
/** The patient's photo is shown small: a smaller image is enough. */
export const MAX_PHOTO_SIDE = 800;

export type PreparedUpload =
  { ok: true; file: Blob } | { ok: false; reason: 'wrongType' | 'tooLarge' | 'unreadable' };

const images = new Set(['image/jpeg', 'image/png', 'image/webp']);
const accepted: ReadonlySet<string> = new Set(documentContentTypeValues);

/** What the input offers: the four types the server accepts, and a phone's camera. */
export const UPLOAD_ACCEPT = documentContentTypeValues.join(',');

async function compress(file: File, maxSide: number): Promise<Blob> {
  const { default: Compressor } = await import('compressorjs');
  return new Promise((resolve, reject) => {
    new Compressor(file, {
      maxWidth: maxSide,
      maxHeight: maxSide,
      quality: 0.8,
      // Every image leaves as a JPEG (a PNG scan or WebP too): small, and what every viewer shows.
      mimeType: 'image/jpeg',
      convertSize: 0,
      checkOrientation: true,
      retainExif: false,
      strict: false,
      success: resolve,
      error: reject,
    });
  });
}

/**
 * The file to send: an image compressed (and stripped of its metadata), a PDF as it is. The
 * declared type here is only a first sieve for the reader's sake; the server decides by the bytes.
 */
export async function prepareUpload(
  file: File,
  kind: 'signed_form' | 'photo',
): Promise<PreparedUpload> {
  const type = file.type.toLowerCase();
  if (type !== '' && !accepted.has(type)) return { ok: false, reason: 'wrongType' };
  let prepared: Blob = file;
  if (images.has(type)) {
    try {
      prepared = await compress(file, kind === 'photo' ? MAX_PHOTO_SIDE : MAX_IMAGE_SIDE);
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
  }
  if (prepared.size > DOCUMENT_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  return { ok: true, file: prepared };
}
