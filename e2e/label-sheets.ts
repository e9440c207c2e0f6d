// Reading printed label sheets back: the links Chromium writes into a PDF for each label, and
// the QR code in a screenshot of one label.
import jsQR from 'jsqr';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFString,
  PDFHexString,
} from 'pdf-lib';
import { PNG } from 'pngjs';

export const POINTS_PER_INCH = 72;

export interface PdfLabel {
  page: number;
  uri: string;
  /** The link's box in inches from the sheet's top-left corner. */
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PdfSheets {
  pageSizes: { width: number; height: number }[];
  labels: PdfLabel[];
}

const numberAt = (array: PDFArray, index: number) => array.lookup(index, PDFNumber).asNumber();

/** Every page's size (points) and every link annotation (a label) with its box in inches. */
export async function readPdfSheets(bytes: Uint8Array): Promise<PdfSheets> {
  const pdf = await PDFDocument.load(bytes);
  const labels: PdfLabel[] = [];
  const pageSizes = pdf.getPages().map((page, pageIndex) => {
    const { width, height } = page.getSize();
    const annots = page.node.Annots();
    for (let index = 0; index < (annots?.size() ?? 0); index += 1) {
      const annot = annots?.lookup(index, PDFDict);
      const action = annot?.lookupMaybe(PDFName.of('A'), PDFDict);
      const uri = action?.lookupMaybe(PDFName.of('URI'), PDFString, PDFHexString);
      const rect = annot?.lookup(PDFName.of('Rect'), PDFArray);
      if (!uri || !rect) continue;
      const [x1, y1, x2, y2] = [0, 1, 2, 3].map((i) => numberAt(rect, i)) as [
        number,
        number,
        number,
        number,
      ];
      labels.push({
        page: pageIndex,
        uri: uri.decodeText(),
        left: Math.min(x1, x2) / POINTS_PER_INCH,
        top: (height - Math.max(y1, y2)) / POINTS_PER_INCH,
        width: Math.abs(x2 - x1) / POINTS_PER_INCH,
        height: Math.abs(y2 - y1) / POINTS_PER_INCH,
      });
    }
    return { width, height };
  });
  return { pageSizes, labels };
}

/** The text of the QR code in a PNG screenshot, or null when none can be read. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}
