import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodedPath, isApiPath } from '../lib/request-path';
import { sendNotFound } from './errors';
import { pageDataBlock, patientPageReader, routePreloadLinks } from './page-data';
import {
  loadPatientPageRenderer,
  patientPageAssets,
  patientPageRenderer,
  type PatientPageAssets,
  type PatientPageRenderer,
  wantsSpaPage,
} from './patient-page';

const PLACEHOLDER = /(<script>)\s*window\.env = null;\s*(<\/script>)/;
const ROOT_FILE = /^\/[A-Za-z0-9][A-Za-z0-9._-]*\.[A-Za-z0-9]+$/;

const notBuiltMessage =
  'Lifeline: the web app has not been built yet. Run `npm run build` (or `npm start`), then reload this page. The API under /api works without it.';

interface CachedIndex {
  mtimeMs: number;
  html: string;
  /** The same page with the patient route's preload links in its head. */
  patientHtml: string;
  /** What the server-rendered label page links; null without a manifest that names them. */
  patientPageAssets: PatientPageAssets | null;
}

export interface StaticOptions {
  /**
   * The server render of label pages; undefined: the build's (dist/ssr/patient-page.js) when it
   * exists; null: none, label pages are the SPA.
   */
  patientPage?: PatientPageRenderer | null;
}

/**
 * The server-rendered label page compressed as the browser accepts it (brotli, else gzip): its
 * ~50 KB of markup, inline styles and QR code shrink to a tenth, which a phone on a slow network
 * feels. Built per request (a few ms); the page reflects nothing of the request but a checked id.
 */
function compressedHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
}

/** `?app` asks for the SPA's own label page (tests compare the two with it). */
const asksForApp = (url: string) => new URLSearchParams(url.split('?')[1] ?? '').has('app');

const PATIENT_PAGE = /^\/patients\/(?!generate\/?$)[^/]+\/?$/;

/**
 * Serves the built SPA: hashed assets (pre-compressed, cached for a year), translations,
 * top-level public files, and index.html, with `window.env` injected, for every other GET.
 */
export async function registerStatic(
  app: FastifyInstance,
  envScriptText: string,
  options: StaticOptions = {},
): Promise<void> {
  const root = app.config.staticDir;
  let cached: CachedIndex | null = null;
  let warnedPlaceholder = false;

  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    maxAge: '365d',
    immutable: true,
    index: false,
    redirect: false,
    suppressWarning: true,
  });
  await app.register(fastifyStatic, {
    root: join(root, 'locales'),
    prefix: '/locales/',
    decorateReply: false,
    // Brotli or gzip files written by scripts/precompress.mjs, when the build has them.
    preCompressed: true,
    maxAge: '5m',
    index: false,
    redirect: false,
    suppressWarning: true,
    // i18next's missing-key endpoint is never served.
    allowedPath: (pathName) => !pathName.startsWith('/add/'),
  });

  const readPageData = patientPageReader(app);
  const renderer =
    options.patientPage === undefined
      ? await loadPatientPageRenderer(root).catch((error: unknown) => {
          // E.g. a static root outside the checkout, where its packages do not resolve.
          app.log.warn({ err: error }, 'label pages are served by the SPA: no server render');
          return null;
        })
      : options.patientPage;
  const renderPatientPage = renderer ? patientPageRenderer(app, renderer, root) : null;

  async function indexHtml(): Promise<CachedIndex | null> {
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
    const preloads = routePreloadLinks(manifest);
    const patientHtml = html.replace('</head>', () => `${preloads}</head>`);
    cached = {
      mtimeMs: info.mtimeMs,
      html,
      patientHtml,
      patientPageAssets: patientPageAssets(manifest),
    };
    return cached;
  }

  async function serveRootFile(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const path = request.url.split('?')[0] ?? '';
    if (!ROOT_FILE.test(path) || path === '/index.html') return false;
    const info = await stat(join(root, path)).catch(() => null);
    if (!info?.isFile()) return false;
    // The service worker's script is checked on every visit, so a new version is found at once.
    // `cacheControl: false`: sendFile would otherwise apply the assets' one-year immutable header.
    const cacheControl = path === '/sw.js' ? 'no-cache' : 'public, max-age=3600';
    await reply
      .header('cache-control', cacheControl)
      .sendFile(path.slice(1), root, { cacheControl: false });
    return true;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = decodedPath(request.url);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      !path.startsWith('/assets/') &&
      !path.startsWith('/locales/');
    if (!isPage) return sendNotFound(reply);
    if (await serveRootFile(request, reply)) return reply;
    const index = await indexHtml();
    reply.header('cache-control', 'no-store');
    if (index === null)
      return reply.code(503).type('text/plain; charset=utf-8').send(notBuiltMessage);
    if (!PATIENT_PAGE.test(path)) return reply.type('text/html; charset=utf-8').send(index.html);
    // A label's page with a session: rendered on the server, or the SPA with its data in the page.
    const data = await readPageData(request).catch((error: unknown) => {
      // The page still works without its data: the SPA asks the API as usual.
      request.log.warn({ err: error }, 'the patient page was served without its data');
      return null;
    });
    const rendersHere = data && !wantsSpaPage(data.actor) && !asksForApp(request.url);
    if (rendersHere && renderPatientPage && index.patientPageAssets) {
      const assets = index.patientPageAssets;
      const rendered = await renderPatientPage(request, data, assets).catch((error: unknown) => {
        request.log.error({ err: error }, 'the patient page could not be rendered on the server');
        return null;
      });
      if (rendered !== null) return reply.send(compressedHtml(request, reply, rendered));
    }
    // The SPA: the route's chunks preloaded, and the data (already read and audited) in the page.
    const block = data ? pageDataBlock(data) : '';
    const html = index.patientHtml.replace('</body>', () => `${block}</body>`);
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
