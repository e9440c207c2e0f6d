import { LABEL_PAGE_ROUTE_MODULES, LABEL_PAGE_SCRIPT_ENTRY } from '@contract/label-page';
import { parseManifest } from '../../lib/server-render';

export interface LabelPageAssets {
  stylesheets: string[];
  script: string | null;
}

/**
 * The files the server-rendered page links, from Vite's manifest (dist/.vite/manifest.json): the
 * page script's entry and its stylesheet (Mantine's base, the page's components, the app's focus
 * ring and touch targets: src/ssr/label-page.css). Nothing of the SPA: no module, no preload.
 */
export function labelPageAssets(manifestText: string | null): LabelPageAssets | null {
  const entry = parseManifest(manifestText)?.[LABEL_PAGE_SCRIPT_ENTRY];
  if (!entry) return null;
  return { stylesheets: (entry.css ?? []).map((css) => `/${css}`), script: `/${entry.file}` };
}

/**
 * `<link>` tags that fetch the SPA's label page route chunks (with their static imports and CSS)
 * while the entry still loads, instead of after it runs. What index.html already loads is left
 * out. '' without a manifest.
 */
export function routePreloadLinks(manifestText: string | null): string {
  const manifest = parseManifest(manifestText);
  if (manifest === null) return '';
  const closure = (keys: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const loaded = closure(['index.html']);
  const links: string[] = [];
  for (const key of closure(LABEL_PAGE_ROUTE_MODULES)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" href="/${css}">`);
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return links.join('');
}
