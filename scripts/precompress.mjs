// After `vite build`: writes .br and .gz beside every compressible file over 1 KiB in
// dist/assets and dist/locales (the translations every page waits for), so the server can send them as they are (@fastify/static preCompressed).
//   node scripts/precompress.mjs [distDir]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|wasm)$/i;

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, process.argv[2] ?? 'dist');
const assets = join(dist, 'assets');
const locales = join(dist, 'locales');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

let files;
try {
  files = [...filesUnder(assets), ...(existsSync(locales) ? filesUnder(locales) : [])].filter(
    (file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES,
  );
} catch {
  console.error(`precompress: ${relative(root, assets)} does not exist; run \`vite build\` first.`);
  process.exit(1);
}

const totals = { original: 0, br: 0, gz: 0 };
for (const file of files) {
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  totals.original += source.length;
  totals.br += br.length;
  totals.gz += gz.length;
}

console.log(
  `precompress: ${files.length} files in ${relative(root, assets) || assets}: ${kib(totals.original)} → ` +
    `brotli ${kib(totals.br)}, gzip ${kib(totals.gz)}`,
);
