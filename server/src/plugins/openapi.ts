import { readFileSync } from 'node:fs';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { buildOpenApiDocument } from '../lib/openapi';
import { defineRoute } from '../lib/route';

const docsFile = (name: string) =>
  readFileSync(new URL(`./docs-ui/${name}`, import.meta.url), 'utf8');

/** /api/openapi.json, the /api/docs reference UI (its script and style as files) and /api/reference. */
export const openApiRoutes: FastifyPluginCallback = (app, _options, done) => {
  const html = docsFile('docs.html');
  const script = docsFile('docs.js');
  const style = docsFile('docs.css');
  let document: Record<string, unknown> | null = null;

  defineRoute(app, {
    method: 'GET',
    url: '/openapi.json',
    access: 'public',
    summary: 'This OpenAPI 3.1 document',
    tags: ['service'],
    responses: { 200: z.record(z.unknown()) },
    // Built on first request, when every module has registered its routes.
    handler: () => (document ??= buildOpenApiDocument(app.routeRegistry.list())),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/docs',
    access: 'public',
    summary: 'HTML reference UI over the OpenAPI document',
    tags: ['service'],
    responses: { 200: { description: 'HTML page', contentType: 'text/html', schema: z.string() } },
    handler: ({ reply }) => reply.type('text/html; charset=utf-8').send(html),
  });

  app.get('/docs/docs.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(script),
  );
  app.get('/docs/docs.css', (_request, reply) => reply.type('text/css; charset=utf-8').send(style));
  app.get('/reference', (_request, reply) => reply.redirect('/api/docs', 301));
  done();
};
