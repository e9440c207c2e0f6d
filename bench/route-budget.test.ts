import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_PAGE_ROUTE_MODULES } from '../contract/src/label-page';
import { LOGIN_ROUTE_MODULES, SPA_ENTRY_ATTRIBUTE } from '../contract/src/login-page';
import { pageScripts, renderLabelPage, type PageScript } from './label-page';
import { renderLoginPage } from './login-page';
import {
  LOGIN_PAGE_BUDGET,
  PATIENT_ROUTE_BUDGET,
  readManifest,
  routeFiles,
  sized,
  SPA_LOGIN_ROUTE_CEILING,
  SPA_PATIENT_ROUTE_CEILING,
  staticClosure,
} from './route-bundle';

const require = createRequire(import.meta.url);
const viteCli = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
const root = join(import.meta.dirname, '..');

/**
 * Issue #13's size budget, deterministic: a production build of its own (in a temp folder, so
 * it never depends on, or disturbs, dist/), and the gzip size of every JavaScript file a first
 * visit to /patients/:id loads. That visit gets the page rendered on the server: its script
 * tags, as the server renders them from this build's manifest, are what it loads. The SPA's own
 * patient route (`?app`, in-app navigation) is held to its ceiling and kept free of the editor.
 * `npx tsx bench/route-js.ts` prints both lists per file.
 */
let outDir: string;
let scripts: PageScript[];
let loginHtml: string;
beforeAll(async () => {
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
  scripts = pageScripts(await renderLabelPage(outDir));
  loginHtml = await renderLoginPage(outDir);
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the JavaScript a first visit to /patients/:id loads (the server-rendered page)', () => {
  it('is the page script only: no inline or module script, nothing of the SPA', () => {
    expect(scripts.length, 'script tags').toBeGreaterThan(0);
    expect(scripts.filter((script) => script.src === null)).toEqual([]);
    expect(scripts.filter((script) => script.type === 'module')).toEqual([]);
    const manifest = readManifest(outDir);
    const spa = new Set(
      staticClosure(manifest, LABEL_PAGE_ROUTE_MODULES).map((key) => `/${manifest[key]!.file}`),
    );
    expect(scripts.filter((script) => spa.has(script.src ?? ''))).toEqual([]);
  });

  it(`stays within ${PATIENT_ROUTE_BUDGET / 1000} KB gzip`, () => {
    const files = scripts.map((script) => sized(outDir, (script.src ?? '').replace(/^\//, '')));
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const list = files.map((file) => `${file.file} ${(file.gzip / 1000).toFixed(1)} KB`);
    expect(total, `${(total / 1000).toFixed(1)} KB gzip: ${list.join(', ')}`).toBeLessThanOrEqual(
      PATIENT_ROUTE_BUDGET,
    );
  });
});

describe("the SPA's own patient route (?app, and a patient opened inside the app)", () => {
  it('names route modules the build has', () => {
    const manifest = readManifest(outDir);
    for (const module of LABEL_PAGE_ROUTE_MODULES) expect(manifest[module]).toBeDefined();
  });

  it('keeps the editor, pickers, tables and forms off the route', () => {
    const files = staticClosure(readManifest(outDir), LABEL_PAGE_ROUTE_MODULES).join(' ');
    for (const heavy of ['patient-edit', 'phone-input', 'data-table', 'forms', 'Combobox'])
      expect(files).not.toContain(heavy);
  });

  it("keeps the Program page's charts (@mantine/charts, recharts) off the responder's and the login route", () => {
    const manifest = readManifest(outDir);
    const chartChunks = (modules: readonly string[]) =>
      staticClosure(manifest, modules).filter((key) =>
        // recharts names its SVG classes `recharts-…`: the strings survive minification.
        readFileSync(join(outDir, manifest[key]!.file), 'utf8').includes('recharts-surface'),
      );
    // The Program route does carry them: the check can fail.
    expect(chartChunks(['src/app/routes/program.tsx']).length).toBeGreaterThan(0);
    expect(chartChunks(LABEL_PAGE_ROUTE_MODULES)).toEqual([]);
    expect(chartChunks(LOGIN_ROUTE_MODULES)).toEqual([]);
  });

  it(`stays within its ceiling of ${SPA_PATIENT_ROUTE_CEILING / 1000} KB gzip`, () => {
    const files = routeFiles(outDir, LABEL_PAGE_ROUTE_MODULES);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const largest = files
      .slice(0, 5)
      .map((file) => `${file.file} ${(file.gzip / 1000).toFixed(1)} KB`)
      .join(', ');
    expect(total, `${(total / 1000).toFixed(1)} KB gzip; largest: ${largest}`).toBeLessThanOrEqual(
      SPA_PATIENT_ROUTE_CEILING,
    );
  });
});

describe("the JavaScript a visitor's first visit to /login runs before the first input (issue #22)", () => {
  it('is the page script only: the SPA is named for later, never a script tag', () => {
    const login = pageScripts(loginHtml);
    // The env script is inline, as on every page; no module script runs before the first input.
    expect(login.filter((script) => script.type === 'module')).toEqual([]);
    const external = login.filter((script) => script.src !== null);
    expect(external).toHaveLength(1);
    const manifest = readManifest(outDir);
    const entry = `/${manifest['index.html']!.file}`;
    expect(loginHtml).toContain(`${SPA_ENTRY_ATTRIBUTE}="${entry}"`);
    expect(external.map((script) => script.src)).not.toContain(entry);
  });

  it(`stays within ${LOGIN_PAGE_BUDGET / 1000} KB gzip`, () => {
    const files = pageScripts(loginHtml)
      .filter((script) => script.src !== null)
      .map((script) => sized(outDir, (script.src ?? '').replace(/^\//, '')));
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const list = files.map((file) => `${file.file} ${(file.gzip / 1000).toFixed(1)} KB`);
    expect(total, `${(total / 1000).toFixed(1)} KB gzip: ${list.join(', ')}`).toBeLessThanOrEqual(
      LOGIN_PAGE_BUDGET,
    );
  });

  it(`keeps the SPA's login route, which takes the page over, within ${SPA_LOGIN_ROUTE_CEILING / 1000} KB gzip`, () => {
    const files = routeFiles(outDir, LOGIN_ROUTE_MODULES);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    expect(total, `${(total / 1000).toFixed(1)} KB gzip`).toBeLessThanOrEqual(
      SPA_LOGIN_ROUTE_CEILING,
    );
  });
});
