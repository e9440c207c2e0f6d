/// <reference lib="webworker" />
import { qrMarkup } from './qr-code';

export interface QrRequest {
  /** The pool's job this batch belongs to: answers of a replaced job are dropped. */
  job: number;
  batch: number;
  urls: string[];
}

export interface QrAnswer {
  job: number;
  batch: number;
  markup: string[];
}

/*
 * Encoding a QR (choosing its mask) is the costly part of a sheet. Done here, off the page's
 * thread and on every core, the tab stays responsive while 1000 codes are drawn.
 */
self.onmessage = (event: MessageEvent<QrRequest>) => {
  const { job, batch, urls } = event.data;
  const answer: QrAnswer = { job, batch, markup: urls.map(qrMarkup) };
  self.postMessage(answer);
};
