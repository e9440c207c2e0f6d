import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

const PLACEHOLDER = /(<script>)\s*window\.env = null;\s*(<\/script>)/;

const notBuiltMessage =
  'Lifeline: the web app has not been built yet. Run `npm run build` (or `npm start`), then reload this page. The API under /api works without it.';

/** The built SPA's index.html with `window.env` injected, and the build's Vite manifest. */
export interface SpaIndex {
  /** The file's modification time: a new build is a new object. */
  mtimeMs: number;
  html: string;
  /** dist/.vite/manifest.json as text; null when the build has none. */
  manifest: string | null;
}

/**
 * Reads the build's index.html (and its manifest) again only when the file changes; null
 * without a build. Shared by the SPA fallback (plugins/static.ts) and the label page
 * (modules/label-page), so a new build is picked up by both without a restart.
 */
export function spaIndexReader(app: FastifyInstance, envScriptText: string) {
  const root = app.config.staticDir;
  let cached: SpaIndex | null = null;
  let warnedPlaceholder = false;
  return async (): Promise<SpaIndex | null> => {
    const file = join(root, 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    if (cached?.mtimeMs === info.mtimeMs) return cached;
    const source = await readFile(file, 'utf8');
    if (!PLACEHOLDER.test(source) && !warnedPlaceholder) {
      warnedPlaceholder = true;
      app.log.warn(
        'index.html has no `window.env = null;` placeholder: window.env is not injected',
      );
    }
    const html = source.replace(
      PLACEHOLDER,
      (_match, open: string, close: string) => `${open}${envScriptText}${close}`,
    );
    const manifest = await readFile(join(root, '.vite', 'manifest.json'), 'utf8').catch(() => null);
    cached = { mtimeMs: info.mtimeMs, html, manifest };
    return cached;
  };
}

export type SpaIndexReader = ReturnType<typeof spaIndexReader>;

/** A page before `npm run build`: never cached, it says what to do. */
export function sendNotBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(notBuiltMessage);
}
