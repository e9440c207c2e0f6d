import { createInterface } from 'node:readline';

export interface PhysicalLine {
  /** 1-based. */
  number: number;
  text: string;
}

const BOM = '\uFEFF';

/**
 * Streams the physical lines of a UTF-8 text stream (LF or CRLF), dropping a leading byte-order
 * mark. Memory stays bounded by the longest line.
 */
export async function* readLines(input: NodeJS.ReadableStream): AsyncGenerator<PhysicalLine> {
  const reader = createInterface({ input, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const raw of reader) {
      number += 1;
      yield { number, text: number === 1 && raw.startsWith(BOM) ? raw.slice(BOM.length) : raw };
    }
  } finally {
    reader.close();
  }
}
