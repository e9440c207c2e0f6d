import type { QrPath } from './qr-code';
import type { QrAnswer, QrRequest } from './qr.worker';

/** Encoding in the page itself when the browser has no workers (as in the unit tests). */
export const canEncodeInWorkers = () => typeof Worker !== 'undefined';

const MAX_WORKERS = 4;
/** Batches in flight per worker, so none waits for the page between batches. */
const IN_FLIGHT = 2;

export interface QrPool {
  /**
   * Encodes each batch of URLs (a sheet) and reports each as it comes back. A new call replaces
   * the previous one, whose answers are then dropped. Returns a function that stops this job.
   */
  encode: (batches: string[][], onBatch: (batch: number, paths: QrPath[]) => void) => () => void;
  terminate: () => void;
}

/**
 * A worker per core (at most 4), started as soon as the page opens so they are ready when the
 * label URLs arrive.
 */
export function createQrPool(): QrPool {
  const size = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, MAX_WORKERS));
  const workers = Array.from(
    { length: size },
    () => new Worker(new URL('./qr.worker.ts', import.meta.url), { type: 'module' }),
  );
  const inFlight = new Map<Worker, number>(workers.map((worker) => [worker, 0]));
  let job = 0;
  let queue: QrRequest[] = [];
  let report: (batch: number, paths: QrPath[]) => void = () => undefined;

  const feed = (worker: Worker) => {
    while ((inFlight.get(worker) ?? 0) < IN_FLIGHT) {
      const request = queue.shift();
      if (!request) return;
      inFlight.set(worker, (inFlight.get(worker) ?? 0) + 1);
      worker.postMessage(request);
    }
  };
  for (const worker of workers) {
    worker.onmessage = (event: MessageEvent<QrAnswer>) => {
      inFlight.set(worker, (inFlight.get(worker) ?? 1) - 1);
      if (event.data.job === job) report(event.data.batch, event.data.paths);
      feed(worker);
    };
  }

  return {
    encode: (batches, onBatch) => {
      job += 1;
      const current = job;
      report = onBatch;
      queue = batches.map((urls, batch) => ({ job: current, batch, urls }));
      for (const worker of workers) feed(worker);
      return () => {
        if (job !== current) return;
        job += 1;
        queue = [];
      };
    },
    terminate: () => {
      for (const worker of workers) worker.terminate();
    },
  };
}
