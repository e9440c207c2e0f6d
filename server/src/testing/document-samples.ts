import { deflateSync } from 'node:zlib';

/*
 * Small files for the documents tests (issue 23), built here so no binary fixture is committed:
 * each starts with the magic numbers of its type.
 */

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid `width`×`height` grey PNG. */
export function pngBytes(width = 4, height = 4): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF's opening, then `size` bytes in all. */
export function pdfBytes(size = 2048): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n');
  return Buffer.concat([
    head,
    Buffer.alloc(Math.max(0, size - head.length - 6), 0x20),
    Buffer.from('%%EOF\n'),
  ]);
}

/** A JPEG's markers (SOI, APP0 JFIF), then filler to `size` bytes. */
export function jpegBytes(size = 2048): Buffer {
  const head = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00,
  ]);
  return Buffer.concat([
    head,
    Buffer.alloc(Math.max(0, size - head.length - 2), 0x11),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A RIFF WebP (lossy) opening. */
export function webpBytes(): Buffer {
  const body = Buffer.concat([Buffer.from('WEBPVP8 ', 'ascii'), Buffer.alloc(64, 0)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'ascii'), size, body]);
}

export const htmlBytes = () =>
  Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>\n');

/** A Windows executable's opening (MZ, then a PE header offset). */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(512, 0);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'ascii');
  return bytes;
}

/** `size` bytes of a "PNG": its signature, then a repeating pattern (for large uploads). */
export function largePng(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  pngBytes().copy(bytes);
  for (let index = 100; index < size; index += 1) bytes[index] = (index * 31) & 0xff;
  return bytes;
}
