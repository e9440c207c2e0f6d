// What a first visit to a route downloads in JavaScript, read from a production build's
// dist/.vite/manifest.json. For the SPA: the entry index.html loads, plus each named route module
// (a lazy `lazy: () => import(...)` of src/app/router.tsx), each with its static imports,
// transitively; chunks a module only imports dynamically are left out: they load later, if at
// all. The server-rendered label page: its script tags (bench/label-page.ts).
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

/**
 * Issue #13's budget for a first visit to /patients/:id: 110 KB of gzip JavaScript. The page is
 * rendered on the server (src/ssr) and links one small script of its own; the SPA's stack alone
 * (react-dom, react-router, i18next, Mantine, TanStack Query) is 138 KB, so the page must never
 * link the SPA (docs/label-page.md).
 */
export const PATIENT_ROUTE_BUDGET = 110 * 1000;

/**
 * The SPA's own patient route (`?app`, and a patient opened from inside the app): what it loads
 * today with a little room, so any growth fails. 210.5 KB before issue 14; 216.7 KB with the
 * language runtime every page needs before its first paint (cookie and browser detection, the
 * header's language button, counts and dates by language) and the phrase card's link; 218.1 KB
 * with the table of app paths the router reads (issue 20, contract/src/paths.ts); 219.1 KB with
 * issue 22's start page (the entry's preload map for the dashboard's new chunks, the sidebar's
 * heading capability, and the patient route's lazy note of a patient opened in the app) and its
 * start-up session check (GET /auth/session, GET /users/me on the reference) with the entry's test
 * for a page the server rendered; 219.9 KB with every page's document title (issue 22: the root
 * layout's src/app/page-title.ts, each route's handle naming its page); 220.5 KB when issue 22's
 * branches met (the patient route's "not a Lifeline label link" screen, the login page's notice
 * for an ended session, the header picker's slot for the server-rendered pages); 223.4 KB with
 * issue 23's signed form in words and the special circumstances' row (nine tabler icons, about
 * 2.2 KB of it, the code-status rule and its text); 226.4 KB when issue 23's four branches met on
 * main (signed form and circumstances, documents and photo, the medical lists' details, three
 * states and high-risk badges, the catalogs' delete refusal and merge), 226.5 KB with issue 24's
 * notices merged after them; 232.5 KB when issue 24's and 25's six branches met (the verification
 * line and its relative dates, the Follow and print-sheet actions' slots and icons, the patient
 * read's verification keys, and the shared patient code split into chunks of its own because the
 * new lazy routes import it too: patient-record-view 5.1 KB, patients.bodies 3.7 KB, api-client
 * 1.5 KB, where gzip no longer shares their words). To trim next: those chunk boundaries.
 */
export const SPA_PATIENT_ROUTE_CEILING = 232.8 * 1000;

/**
 * Issue #22's budget for a first visit to /login: the JavaScript that runs before the visitor's
 * first input. The page is rendered on the server (src/ssr/login-page.tsx) with the label page's
 * small script; the SPA starts at the first input (docs/login-page.md). Before, the SPA's
 * route, 213.6 KB, ran before the form showed.
 */
export const LOGIN_PAGE_BUDGET = 10 * 1000;

/**
 * The SPA's own login route (index.html's entry with the visitors' layout and the login route),
 * which takes the page over: what it loads today with a little room, so any growth fails. 215.5
 * KB when issue 22's branches met (document titles, the ended-session notice, the picker's slot);
 * 216.2 KB with issue 23's signed-form keys in the patient shapes the entry's page-data reader
 * parses (contract/src/signed-form.ts: its enums and read fields); 217.7 KB when issue 23's four
 * branches met on main (signed form, documents and photo, medical lists, catalog integrity), the
 * same with issue 24's notices merged after them; 221.4 KB when issue 24's and 25's six branches
 * met: the Emergency access link under Log in (0.2 KB), the patient read's verification keys, and
 * the patient shapes the entry parses now in chunks of their own (patients.bodies 3.7 KB,
 * api-client 1.5 KB, shared with the new lazy routes) where they were one 4.5 KB chunk.
 */
export const SPA_LOGIN_ROUTE_CEILING = 221.7 * 1000;

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

/** A built file with its size and gzip size (level 9). */
export function sized(distDir: string, file: string): RouteFile {
  const content = readFileSync(join(distDir, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** Each JavaScript file of the closure with its size and gzip size, largest first. */
export function routeFiles(distDir: string, modules: readonly string[]): RouteFile[] {
  const manifest = readManifest(distDir);
  return staticClosure(manifest, modules)
    .map((key) => sized(distDir, manifest[key]!.file))
    .sort((a, b) => b.gzip - a.gzip);
}
