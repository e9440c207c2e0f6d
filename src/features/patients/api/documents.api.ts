import { documentPaths, documentSchema, type PatientDocument } from '@contract/documents';
import { errorBodySchema } from '@contract/errors';
import { ApiError, NetworkError } from '@/lib/api-client';

/*
 * [issue 23] The signed form's pages and the patient's photo. An upload sends the file's bytes
 * as the body (the server types it by its bytes) through XMLHttpRequest, the one browser API
 * that reports an upload's progress.
 */

export interface UploadTarget {
  method: 'POST' | 'PUT';
  url: string;
}

export const documentTargets = {
  addPage: (patientId: string): UploadTarget => ({
    method: 'POST',
    url: documentPaths.list(patientId),
  }),
  replacePage: (patientId: string, documentId: string): UploadTarget => ({
    method: 'PUT',
    url: documentPaths.one(patientId, documentId),
  }),
  photo: (patientId: string): UploadTarget => ({
    method: 'PUT',
    url: documentPaths.photo(patientId),
  }),
};

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends `file`, calling `onProgress` with 0–1 as it goes; resolves with the stored document. */
export function uploadDocument(
  target: UploadTarget,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PatientDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new NetworkError('The upload did not reach the server'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = documentSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'Unexpected response from the server'));
        return;
      }
      const error = errorBodySchema.safeParse(body);
      reject(
        new ApiError(
          xhr.status,
          error.success ? error.data.message : xhr.statusText || `Status ${xhr.status}`,
        ),
      );
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/** DELETE a page or the photo. */
export async function deleteDocument(url: string): Promise<void> {
  const response = await fetch(url, {
    method: 'DELETE',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  }).catch((error: unknown) => {
    throw error instanceof TypeError ? new NetworkError(error.message) : error;
  });
  if (response.ok) return;
  const error = errorBodySchema.safeParse(parse(await response.text().catch(() => '')));
  throw new ApiError(response.status, error.success ? error.data.message : response.statusText);
}
