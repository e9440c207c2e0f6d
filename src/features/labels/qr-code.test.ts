import jsQR from 'jsqr';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
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

/** Path commands and their numbers: both paths here use only M/m, h, v, H and z. */
const commands = (d: string) =>
  [...d.matchAll(/([MmhvHz])([^MmhvHz]*)/g)].map(([, command, args]) => ({
    command: command ?? '',
    args: (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
  }));

/** qrcode.react's dark path, filled: each subpath is one rectangle of modules. */
function filledModules(d: string, size: number): Modules {
  const modules = blank(size);
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let corners: [number, number][] = [];
  const fill = () => {
    const xs = corners.map(([cx]) => cx);
    const ys = corners.map(([, cy]) => cy);
    for (let row = Math.min(...ys); row < Math.max(...ys); row += 1)
      for (let column = Math.min(...xs); column < Math.max(...xs); column += 1)
        modules[row]![column] = true;
    corners = [];
  };
  for (const { command, args } of commands(d)) {
    const [a = 0, b = 0] = args;
    if (command === 'M') [x, y, startX, startY] = [a, b, a, b];
    if (command === 'h') x += a;
    if (command === 'v') y += a;
    if (command === 'H') x = a;
    if (command === 'z') [x, y] = [startX, startY];
    corners.push([x, y]);
    if (command === 'z') fill();
  }
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

describe('the QR path the workers make for a label', () => {
  it.each(URLS)(
    'covers exactly the modules qrcode.react draws for %s, and reads back as it',
    (url) => {
      const markup = renderToStaticMarkup(createElement(QRCodeSVG, { value: url, ...qrProps }));
      const theirs = [...markup.matchAll(/ d="([^"]*)"/g)][1]?.[1] ?? '';
      const { size, d } = qrPath(url);
      expect(markup).toContain(`viewBox="0 0 ${size} ${size}"`);
      const expected = filledModules(theirs, size);
      expect(expected.flat().filter(Boolean).length).toBeGreaterThan(size);
      const ours = strokedModules(d, size);
      expect(ours).toEqual(expected);
      // Shorter than qrcode.react's path: that is what the page saves in parsing.
      expect(d.length).toBeLessThan(theirs.length * 0.6);
      const { pixels, width } = picture(ours, 4);
      expect(jsQR(pixels, width, width)?.data).toBe(url);
    },
  );
});
