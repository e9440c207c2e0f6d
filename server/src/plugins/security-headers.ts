import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './session';

/** The text of the inline script that replaces `window.env = null;` in index.html. */
export function envScript(viteEnv: Record<string, string>): string {
  return `window.env = ${JSON.stringify(viteEnv).replace(/</g, '\\u003c')};`;
}

function scriptHash(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/** Only this origin; the injected env script is allowed by its hash, no `unsafe-inline` scripts. */
function contentSecurityPolicy(envScriptText: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHash(envScriptText)}`,
    // Mantine sets inline styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sets the security headers, and `Cache-Control: no-store` under /api. The `onSend` hook covers
 * every routed response; errors raised before routing (a malformed URL) skip the hooks, so the
 * app's `frameworkErrors` handler calls this itself.
 */
export function securityHeaders(
  envScriptText: string,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const csp = contentSecurityPolicy(envScriptText);
  return (request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  };
}

/** Security headers on every response, and `Cache-Control: no-store` on every /api one. */
export function registerSecurityHeaders(app: FastifyInstance, envScriptText: string): void {
  const apply = securityHeaders(envScriptText);
  app.addHook('onSend', async (request, reply, payload) => {
    apply(request, reply);
    return payload;
  });
}
