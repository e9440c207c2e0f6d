// What the pages rendered on the server (the label page, the login page) share with the build:
// their render module under dist/ssr, and Vite's manifest of the files they link.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The render function `name` of the build's module `modulePath` (under `staticDir`), imported
 * once at start; null when the build has none (a server test without a build, a checkout before
 * `npm run build`): the page is then the SPA's.
 */
export async function loadServerRender<F extends (...args: never[]) => unknown>(
  staticDir: string,
  modulePath: string,
  name: string,
): Promise<F | null> {
  const file = join(staticDir, modulePath);
  if (!existsSync(file)) return null;
  const loaded = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const render = loaded[name];
  return typeof render === 'function' ? (render as F) : null;
}

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk | undefined>;

/** Vite's manifest (dist/.vite/manifest.json); null when absent or not JSON. */
export function parseManifest(manifestText: string | null): Manifest | null {
  if (manifestText === null) return null;
  try {
    return JSON.parse(manifestText) as Manifest;
  } catch {
    return null;
  }
}
