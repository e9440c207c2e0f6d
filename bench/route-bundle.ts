// What a first visit to a route downloads in JavaScript, read from a production build's
// dist/.vite/manifest.json: the entry index.html loads, plus each named route module (a lazy
// `lazy: () => import(...)` of src/app/router.tsx), each with its static imports, transitively.
// Chunks a module only imports dynamically are left out: they load later, if at all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The route modules a signed-in visit to /patients/:id runs, outermost first. */
export const PATIENT_ROUTE_MODULES = [
  'src/app/routes/signed-in-layout.tsx',
  'src/app/routes/patient.tsx',
] as const;

/** Issue #13's target for a first visit to /patients/:id: 110 KB of gzip JavaScript. */
export const PATIENT_ROUTE_TARGET = 110 * 1000;

/**
 * The ceiling `npm test` enforces: what the route loads today (210.5 KB) with a little room, so
 * any growth fails. The 110 KB is below the floor of the decided stack: a build of only
 * react-dom, react-router's data router, TanStack Query, i18next with react-i18next and
 * MantineProvider is 138.2 KB gzip (react-dom 67.4, react-router 30.0, i18next 17.4, Mantine
 * 12.4, Query 9.8); see docs/architecture.md. Lower this as the route gets lighter.
 * Issue 14 (213.6 → 216.7 KB): the language runtime every page needs before its first paint
 * (cookie and browser detection, the header's language button, counts and dates by language;
 * the picker's menu and each language's dayjs locale load later).
 */
export const PATIENT_ROUTE_BUDGET = 218 * 1000;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys index.html and `modules` load, in load order, each once. */
export function staticClosure(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...modules]) visit(key);
  return [...seen];
}

export interface RouteFile {
  file: string;
  bytes: number;
  gzip: number;
}

/** Each JavaScript file of the closure with its size and gzip size (level 9), largest first. */
export function routeFiles(distDir: string, modules: readonly string[]): RouteFile[] {
  const manifest = readManifest(distDir);
  return staticClosure(manifest, modules)
    .map((key) => {
      const file = manifest[key]!.file;
      const content = readFileSync(join(distDir, file));
      return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
