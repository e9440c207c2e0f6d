import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/http-errors';
import { httpErrors } from '@contract/errors';

export const BODY_LIMIT = 1024 * 1024;
/** A CSV upload (POST /licenses/import) may be 5 MiB; the route sets it as its bodyLimit. */
export const CSV_BODY_LIMIT = 5 * 1024 * 1024;

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Request bodies per API.md §1.2: JSON only (415 otherwise), at most 1 MiB (413), malformed
 * JSON → 400, an empty JSON body counts as none. Routes that take no body ignore any body.
 * A CSV route takes `text/csv` alone, read as UTF-8 with any BOM dropped.
 */
export function registerBodyParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      const { acceptsBody, acceptsCsv } = request.routeOptions.config;
      if (!acceptsBody && !acceptsCsv) {
        done(null, undefined);
        return;
      }
      const buffer = body as Buffer;
      if (acceptsCsv) {
        if (mediaType(request.headers['content-type']) !== 'text/csv') {
          done(new ApiError(415, { ...httpErrors.unsupportedMediaType }), undefined);
          return;
        }
        done(null, buffer.toString('utf8').replace(/^\uFEFF/, ''));
        return;
      }
      if (mediaType(request.headers['content-type']) !== 'application/json') {
        done(new ApiError(415, { ...httpErrors.unsupportedMediaType }), undefined);
        return;
      }
      if (buffer.length === 0) {
        done(null, undefined);
        return;
      }
      void parseJson(request, buffer.toString('utf8'), (error, value) => {
        if (error) done(new ApiError(400, { ...httpErrors.badJson }), undefined);
        else done(null, value);
      });
    },
  );
}
