import type { LogLevel } from '../config';

/**
 * Request URLs in logs lose their query string (searches may hold patient names) and the
 * token segment of password-reset links.
 */
export function loggableUrl(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.replace(/^(\/api\/v1\/auth\/password\/)[^/]+/, '$1[token]');
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
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
