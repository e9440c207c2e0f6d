import type { QrAnswer, QrRequest } from './qr.worker';

/** Encoding in the page itself when the browser has no workers (as in the unit tests). */
export const canEncodeInWorkers = () => typeof Worker !== 'undefined';

const MAX_WORKERS = 4;

/**
 * Encodes each batch of URLs (a sheet) in a pool of workers, one per core, and reports each
 * batch as it comes back. Returns a function that stops the work (the run was replaced).
 */
export function encodeInWorkers(
  batches: string[][],
  onBatch: (batch: number, markup: string[]) => void,
): () => void {
  const size = Math.max(
    1,
    Math.min(navigator.hardwareConcurrency || 2, MAX_WORKERS, batches.length),
  );
  const workers = Array.from(
    { length: size },
    () => new Worker(new URL('./qr.worker.ts', import.meta.url), { type: 'module' }),
  );
  let next = 0;
  const feed = (worker: Worker) => {
    if (next >= batches.length) return;
    const request: QrRequest = { batch: next, urls: batches[next] ?? [] };
    next += 1;
    worker.postMessage(request);
  };
  for (const worker of workers) {
    worker.onmessage = (event: MessageEvent<QrAnswer>) => {
      onBatch(event.data.batch, event.data.markup);
      feed(worker);
    };
    // Two batches in flight per worker, so none waits for the page between batches.
    feed(worker);
    feed(worker);
  }
  return () => {
    for (const worker of workers) worker.terminate();
  };
}
