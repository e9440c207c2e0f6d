import jsQR from 'jsqr';
import { correction, generate } from 'lean-qr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code';
import { qrProps } from './qr-props';

const URLS = [
  'http://127.0.0.1:4541/patients/5b0c2f9e-3f1d-4c57-9a3b-2a1d0e9f8c7b',
  'https://lifeline.example.org/patients/00000000-0000-4000-8000-000000000000',
  'https://a.example/patients/ffffffff-ffff-4fff-bfff-ffffffffffff',
];

type Modules = boolean[][];
const blank = (size: number): Modules =>
  Array.from({ length: size }, () => Array<boolean>(size).fill(false));

/** A path's commands and their numbers (qrPath writes only M, m and h; strokedModules refuses others). */
const commands = (d: string) =>
  [...d.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)].map(([, command, args]) => ({
    command: command ?? '',
    args: (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
  }));

/** The encoder's modules for a code, inside a quiet zone of `margin` modules. */
function codeModules(code: ReturnType<typeof generate>, margin: number): Modules {
  const modules = blank(code.size + 2 * margin);
  for (let y = 0; y < code.size; y += 1)
    for (let x = 0; x < code.size; x += 1) modules[y + margin]![x + margin] = code.get(x, y);
  return modules;
}

/** Our path, stroked 1 module wide with butt caps: each horizontal segment covers its run. */
function strokedModules(d: string, size: number): Modules {
  const modules = blank(size);
  let [x, y] = [0, 0];
  for (const { command, args } of commands(d)) {
    const [a = 0, b = 0] = args;
    if (command === 'M') [x, y] = [a, b];
    else if (command === 'm') [x, y] = [x + a, y + b];
    else if (command === 'h') {
      expect(y % 1).toBe(0.5);
      for (let column = x; column < x + a; column += 1) modules[y - 0.5]![column] = true;
      x += a;
    } else throw new Error(`unexpected command ${command}`);
  }
  return modules;
}

/** The modules as a picture jsQR can read: `scale` pixels a module, dark on white. */
function picture(modules: Modules, scale: number) {
  const width = modules.length * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1)
        for (let dx = 0; dx < scale; dx += 1) {
          const at = ((y * scale + dy) * width + x * scale + dx) * 4;
          pixels.fill(0, at, at + 3); // red, green and blue; alpha stays opaque
        }
    }),
  );
  return { pixels, width };
}

/**
 * The error correction level written in a code's format information (ISO/IEC 18004 §7.9): the
 * 15 bits beside the top-left finder, unmasked, whose first two are L 01, M 00, Q 11, H 10.
 */
function correctionLevel(modules: Modules, margin: number): 'L' | 'M' | 'Q' | 'H' {
  const at = (x: number, y: number) => (modules[y + margin]?.[x + margin] ? 1 : 0);
  const cells: [number, number][] = [
    ...[0, 1, 2, 3, 4, 5, 7, 8].map((y): [number, number] => [8, y]),
    ...[7, 5, 4, 3, 2, 1, 0].map((x): [number, number] => [x, 8]),
  ];
  const bits = cells.reduce((value, [x, y], index) => value | (at(x, y) << index), 0) ^ 0x5412;
  return (['M', 'L', 'H', 'Q'] as const)[bits >> 13] ?? 'L';
}

describe('the QR path of a label', () => {
  it.each(URLS)(
    'covers exactly the modules of the code for %s, inside the quiet zone, and reads back as it',
    (url) => {
      const code = generate(url, { minCorrectionLevel: correction[qrProps.level] });
      const margin = qrProps.marginSize;
      const { size, d } = qrPath(url);
      expect(size).toBe(code.size + 2 * margin);
      const expected = codeModules(code, margin);
      const ours = strokedModules(d, size);
      expect(ours.flat().filter(Boolean).length).toBeGreaterThan(size);
      expect(ours).toEqual(expected);
      expect(['M', 'Q', 'H']).toContain(correctionLevel(ours, margin));
      const { pixels, width } = picture(ours, 4);
      expect(jsQR(pixels, width, width)?.data).toBe(url);
    },
  );

  it('reads the correction level the way the standard writes it', () => {
    const url = URLS[0] ?? '';
    for (const [level, minCorrectionLevel] of [
      ['L', correction.L],
      ['H', correction.H],
    ] as const) {
      const code = generate(url, { minCorrectionLevel, maxCorrectionLevel: minCorrectionLevel });
      expect(correctionLevel(codeModules(code, 0), 0)).toBe(level);
    }
  });
});
