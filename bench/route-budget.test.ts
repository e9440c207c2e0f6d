import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PATIENT_ROUTE_BUDGET,
  PATIENT_ROUTE_MODULES,
  readManifest,
  routeFiles,
  staticClosure,
} from './route-bundle';

const require = createRequire(import.meta.url);
const viteCli = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
const root = join(import.meta.dirname, '..');

/**
 * Issue #13's size budget, deterministic: a production build of its own (in a temp folder, so
 * it never depends on, or disturbs, dist/), and the gzip size of every JavaScript file a first
 * visit to /patients/:id loads: index.html's entry and the route modules, with their static
 * imports. `npx tsx bench/route-js.ts` prints the same list per file.
 */
let outDir: string;
beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'lifeline-budget-'));
  execFileSync(
    process.execPath,
    [viteCli, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: root,
      // Vitest runs with NODE_ENV=test, which would build React's development bundles.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the JavaScript a first visit to /patients/:id loads', () => {
  it('names route modules the build has', () => {
    const manifest = readManifest(outDir);
    for (const module of PATIENT_ROUTE_MODULES) expect(manifest[module]).toBeDefined();
  });

  it('keeps the editor, pickers, tables and forms off the route', () => {
    const files = staticClosure(readManifest(outDir), PATIENT_ROUTE_MODULES).join(' ');
    for (const heavy of ['patient-edit', 'phone-input', 'data-table', 'forms', 'Combobox'])
      expect(files).not.toContain(heavy);
  });

  it(`stays within ${PATIENT_ROUTE_BUDGET / 1000} KB gzip`, () => {
    const files = routeFiles(outDir, PATIENT_ROUTE_MODULES);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const largest = files
      .slice(0, 5)
      .map((file) => `${file.file} ${(file.gzip / 1000).toFixed(1)} KB`)
      .join(', ');
    expect(total, `${(total / 1000).toFixed(1)} KB gzip; largest: ${largest}`).toBeLessThanOrEqual(
      PATIENT_ROUTE_BUDGET,
    );
  });
});
