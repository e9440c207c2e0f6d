// Renders the web app's PNG icons from public/logo.svg with Chromium (through Playwright) and
// writes them to public/: the manifest's 192 and 512 px icons, a maskable 512 px icon (the logo
// inside the central safe zone on a full red square) and the 180 px Apple touch icon.
//   node scripts/generate-icons.mjs
// The PNGs are committed; run this again only when the logo changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { resolveChromium } from '../e2e/chromium.ts';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(new URL('logo.svg', `file://${publicDir}`), 'utf8');
const BRAND_RED = '#e03131';

/** `scale`: the logo's share of the square; `background`: null for a transparent icon. */
const icons = [
  { file: 'icon-192.png', size: 192, scale: 1, background: null },
  { file: 'icon-512.png', size: 512, scale: 1, background: null },
  // Maskable icons may be cropped to a circle of 80% of the side: the logo stays within it.
  { file: 'icon-maskable-512.png', size: 512, scale: 0.7, background: BRAND_RED },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.8, background: BRAND_RED },
];

function page({ size, scale, background }) {
  const side = Math.round(size * scale);
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${size}px; height: ${size}px; background: ${background ?? 'transparent'}; }
    body { display: grid; place-items: center; }
    svg { width: ${side}px; height: ${side}px; display: block; }
  </style></head><body>${logo}</body></html>`;
}

const resolved = resolveChromium();
if (!resolved.found) throw new Error(resolved.message);
const browser = await chromium.launch({ executablePath: resolved.path, args: ['--no-sandbox'] });
try {
  for (const icon of icons) {
    const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await tab.setContent(page(icon));
    const png = await tab.screenshot({ omitBackground: icon.background === null });
    writeFileSync(`${publicDir}${icon.file}`, png);
    process.stdout.write(`public/${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes\n`);
    await tab.close();
  }
} finally {
  await browser.close();
}
