import { correction, generate } from 'lean-qr';
import { qrProps } from './qr-props';

/** A label's QR as one path: the dark modules as stroked runs, in a square of `size` modules. */
export interface QrPath {
  /** Modules across, the quiet zone included: the drawing's viewBox is `0 0 size size`. */
  size: number;
  /** The dark modules, one horizontal run per segment, to stroke 1 module wide (label-sheet). */
  d: string;
}

/**
 * The QR of `url` for a label sheet, as one short path (in the encoding workers, or the page
 * when it has none). Encoded by lean-qr at error correction M or higher (it raises the level when
 * the version has room, and chooses the mask by the standard's penalty rules): about three times
 * as fast as the encoder behind qrcode.react, which is what makes 1,000 labels ready within the
 * print page's budget (docs/labels.md). Each run of dark modules is a horizontal segment through
 * the middle of its row, moved to relatively from the last one's end: stroked 1 module wide with
 * butt caps it covers exactly the run's modules, inside the standard quiet zone.
 */
export function qrPath(url: string): QrPath {
  const code = generate(url, { minCorrectionLevel: correction[qrProps.level] });
  const margin = qrProps.marginSize;
  let d = '';
  let penX = 0;
  let penY = 0;
  for (let row = 0; row < code.size; row += 1) {
    let column = 0;
    while (column < code.size) {
      if (!code.get(column, row)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < code.size && code.get(column, row)) column += 1;
      const [x, y, w] = [start + margin, row + margin, column - start];
      d += d === '' ? `M${x} ${y + 0.5}h${w}` : `m${x - penX} ${y - penY}h${w}`;
      penX = x + w;
      penY = y;
    }
  }
  if (d === '') throw new Error('lean-qr drew no modules');
  return { size: code.size + 2 * margin, d };
}
