import type { FastifyInstance } from 'fastify';
import type { LogLevel } from '../config';
import { clientIp } from './client-address';
import { isApiPath } from './request-path';

/**
 * Paths whose next segment is a secret: a password-reset token, an e-mail verification token,
 * or an invite id (which lets its holder register with the invite's role), in the API and in
 * the SPA pages the e-mailed links open.
 */
const tokenPaths = /^((?:\/api\/v1)?\/(?:auth\/password|password|verify|register|invites)\/)[^/]+/;

/**
 * Request URLs in logs lose their query string (searches may hold patient names) and the
 * token segment of the links that carry one.
 */
export function loggableUrl(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.replace(tokenPaths, '$1[token]');
}

/** Fastify logger options: never bodies, cookies, authorization or tokens. */
export function loggerOptions(level: LogLevel) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; ips?: string[] }) {
        const { ip, ips } = request;
        const remoteAddress = ip === undefined ? undefined : clientIp({ ip, ips });
        return { method: request.method, url: loggableUrl(request.url), remoteAddress };
      },
    },
  };
}

/**
 * One JSON line per request when it has been answered: method, path (the query is dropped, it
 * may hold patient names), status and response time in milliseconds. API requests are logged at
 * info; static files and the SPA at debug. Fastify's own two lines per request are turned off
 * (`disableRequestLogging` in the app's log controller).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const entry = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (isApiPath(request.url)) request.log.info(entry, 'request');
    else request.log.debug(entry, 'request');
    done();
  });
}
