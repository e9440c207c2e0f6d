/// <reference lib="webworker" />
import { qrPath, type QrPath } from './qr-code';

export interface QrRequest {
  /** The pool's job this batch belongs to: answers of a replaced job are dropped. */
  job: number;
  batch: number;
  urls: string[];
}

export interface QrAnswer {
  job: number;
  batch: number;
  paths: QrPath[];
}

/*
 * Encoding a QR (choosing its mask) is the costly part of a sheet. Done here, off the page's
 * thread and on every core, the tab stays responsive while 1000 codes are drawn.
 */
self.onmessage = (event: MessageEvent<QrRequest>) => {
  const { job, batch, urls } = event.data;
  const answer: QrAnswer = { job, batch, paths: urls.map(qrPath) };
  self.postMessage(answer);
};
