import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodedPath, isApiPath } from '../lib/request-path';
import { isPatientPage, NO_INDEX, ROBOTS_TXT, withNoIndexMeta } from '../lib/robots';
import { sendNotFound } from './errors';
import { sendNotBuilt, type SpaIndexReader } from './spa-index';

const ROOT_FILE = /^\/[A-Za-z0-9][A-Za-z0-9._-]*\.[A-Za-z0-9]+$/;

/**
 * Serves the built SPA: hashed assets (pre-compressed, cached for a year), translations,
 * top-level public files, and index.html, with `window.env` injected, for every other GET
 * (the label page is a module of its own: modules/label-page).
 */
export async function registerStatic(
  app: FastifyInstance,
  readIndex: SpaIndexReader,
): Promise<void> {
  const root = app.config.staticDir;

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

  // A real robots.txt, not the SPA's HTML (lib/robots.ts).
  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(ROBOTS_TXT),
  );

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
    const index = await readIndex();
    if (index === null) return sendNotBuilt(reply);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!isPatientPage(path)) return reply.send(index.html);
    return reply.header('x-robots-tag', NO_INDEX).send(withNoIndexMeta(index.html));
  });
}
