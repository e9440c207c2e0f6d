import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { qrProps } from './qr-props';

/** A label's QR as one path: the dark modules as stroked runs, in a square of `size` modules. */
export interface QrPath {
  /** Modules across, the quiet zone included: the drawing's viewBox is `0 0 size size`. */
  size: number;
  /** The dark modules, one horizontal run per segment, to stroke 1 module wide (label-sheet). */
  d: string;
}

/** One run of dark modules of a row, from qrcode.react's path (`M{x} {y}h{w}v1H{x}z`). */
interface Run {
  x: number;
  y: number;
  w: number;
}

const SIZE_PATTERN = /viewBox="0 0 (\d+) \1"/;
/** qrcode.react writes each run as `M{x} {y}h{w}v1H{x}z` (a comma and space on a row's last). */
const RUN_PATTERN = /M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g;

/**
 * The runs of dark modules qrcode.react draws for `url`: its own encoder (mode, version, mask
 * chosen by its penalty rules) and its own path, so the code printed is the one it would draw.
 */
export function qrRuns(url: string): { size: number; runs: Run[] } {
  const markup = renderToStaticMarkup(createElement(QRCodeSVG, { value: url, ...qrProps }));
  const size = Number(SIZE_PATTERN.exec(markup)?.[1]);
  // The second path is the dark modules (the first is the white square behind them).
  const dark = [...markup.matchAll(/ d="([^"]*)"/g)][1]?.[1] ?? '';
  const runs = [...dark.matchAll(RUN_PATTERN)].map(([, x, y, w]) => ({
    x: Number(x),
    y: Number(y),
    w: Number(w),
  }));
  if (!size || runs.length === 0) throw new Error('qrcode.react drew no modules');
  return { size, runs };
}

/**
 * The QR of `url` as one short path (in the encoding workers only). Each run is a horizontal
 * segment through the middle of its row, moved to relatively from the last one's end: stroked 1
 * module wide with butt caps it covers exactly the run's modules, and the path is about a third
 * of qrcode.react's, so the page sets one short attribute per label instead of parsing SVG
 * markup.
 */
export function qrPath(url: string): QrPath {
  const { size, runs } = qrRuns(url);
  let d = '';
  let penX = 0;
  let penY = 0;
  for (const [index, { x, y, w }] of runs.entries()) {
    d += index === 0 ? `M${x} ${y + 0.5}h${w}` : `m${x - penX} ${y - penY}h${w}`;
    penX = x + w;
    penY = y;
  }
  return { size, d };
}
