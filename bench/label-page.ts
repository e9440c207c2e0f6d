// The server-rendered label page (src/ssr/label-page.tsx) as a production build serves it: the
// assets the server picks from the build's manifest (server/src/modules/label-page) and a
// demo responder and patient. The route budget and bench/route-js.ts read its script tags.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LABEL_PAGE_SSR_MODULE, LABEL_PAGE_SSR_SOURCE } from '../contract/src/label-page';
import { paths } from '../contract/src/paths';
import { labelPageAssets } from '../server/src/modules/label-page/label-page.assets';
import type { LabelPageRenderer } from '../server/src/modules/label-page/label-page.render';
import { buildAllergy, buildPatient, buildUser } from '../src/testing/factories';

const root = join(import.meta.dirname, '..');
// Computed: bench's tsconfig does not check the SPA's source (JSX, DOM).
const ssrSource = join(root, LABEL_PAGE_SSR_SOURCE);

/** The build's server render when it has one (npm run build), else its source (under Vitest). */
function rendererModule(distDir: string): string {
  const built = join(distDir, LABEL_PAGE_SSR_MODULE);
  return existsSync(built) ? pathToFileURL(built).href : ssrSource;
}

/** The label page's HTML for a build in `distDir`. */
export async function renderLabelPage(distDir: string): Promise<string> {
  const manifest = readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8');
  const assets = labelPageAssets(manifest);
  if (!assets) throw new Error(`the build in ${distDir} names no label page script`);
  const { renderLabelPage } = (await import(
    /* @vite-ignore */ rendererModule(distDir)
  )) as LabelPageRenderer;
  const english = JSON.parse(
    readFileSync(join(distDir, 'locales', 'en', 'common.json'), 'utf8'),
  ) as Record<string, unknown>;
  const patient = buildPatient({
    codeStatus: 'DNR',
    allergies: [{ allergy: buildAllergy({ name: 'Penicillins' }) }],
  });
  const html = renderLabelPage({
    user: buildUser('VOLUNTEER'),
    patient,
    collectPhi: true,
    address: `http://localhost${paths.patient.href(patient.id)}`,
    language: 'en',
    translations: { en: english },
    updatedBy: null,
    assets,
  });
  if (html === null) throw new Error('the label page did not render');
  return html;
}

export interface PageScript {
  /** The `src`, or null for an inline script. */
  src: string | null;
  type: string | null;
}

/** Every <script> of a page with its src and type (a JSON data block is not a script). */
export function pageScripts(html: string): PageScript[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => {
      const attributes = match[1] ?? '';
      const src = /\bsrc="([^"]*)"/.exec(attributes)?.[1] ?? null;
      const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? null;
      return { src, type };
    })
    .filter((script) => script.type !== 'application/json');
}
