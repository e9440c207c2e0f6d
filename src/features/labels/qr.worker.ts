/// <reference lib="webworker" />
import { qrMarkup } from './qr-code';

export interface QrRequest {
  batch: number;
  urls: string[];
}

export interface QrAnswer {
  batch: number;
  markup: string[];
}

/*
 * Encoding a QR (choosing its mask) is the costly part of a sheet. Done here, off the page's
 * thread and on every core, the tab stays responsive while 1000 codes are drawn.
 */
self.onmessage = (event: MessageEvent<QrRequest>) => {
  const { batch, urls } = event.data;
  const answer: QrAnswer = { batch, markup: urls.map(qrMarkup) };
  self.postMessage(answer);
};
