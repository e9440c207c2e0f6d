import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../lib/request-path';

/** The text of the inline script that replaces `window.env = null;` in index.html. */
export function envScript(viteEnv: Record<string, string>): string {
  return `window.env = ${JSON.stringify(viteEnv).replace(/</g, '\\u003c')};`;
}

function scriptHash(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/**
 * Only this origin; the injected env script is allowed by its hash, no `unsafe-inline` scripts.
 * A service worker and a web app manifest from this origin are allowed (`worker-src`,
 * `manifest-src`); nothing may frame the app, and nothing is loaded from elsewhere.
 */
function contentSecurityPolicy(envScriptText: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHash(envScriptText)}`,
    // Mantine sets inline styles at run time.
    "style-src 'self' 'unsafe-inline'",
    // blob: the editor's image compression reads a chosen photo through an object URL (issue 23).
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * Browser features the app never uses, denied to every origin (OWASP Secure Headers Project).
 * Speech synthesis and printing need no permission. Only features Chromium recognises: an
 * unknown name costs a console warning on every page.
 */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

/**
 * Features this origin uses itself and grants to no other: the dashboard's Scan a label reads a
 * label's QR code with the camera (issue 22); no frame or other site may ask for it.
 */
export const selfOnlyFeatures = ['camera'] as const;

const permissionsPolicy = [
  ...selfOnlyFeatures.map((feature) => `${feature}=(self)`),
  ...deniedFeatures.map((feature) => `${feature}=()`),
].join(', ');

/** Two years, the HSTS preload list's minimum being one. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Sets the security headers, and `Cache-Control: no-store` under /api. The `onSend` hook covers
 * every routed response; errors raised before routing (a malformed URL) skip the hooks, so the
 * app's `frameworkErrors` handler calls this itself. HSTS and `upgrade-insecure-requests` only
 * when BASE_URL is https (read from the app's config at request time): over plain http they
 * would lock browsers out of a test or LAN install.
 */
export function securityHeaders(
  envScriptText: string,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const policies = new Map<boolean, string>();
  const cspFor = (https: boolean) => {
    let csp = policies.get(https);
    if (csp === undefined) policies.set(https, (csp = contentSecurityPolicy(envScriptText, https)));
    return csp;
  };
  return (request, reply) => {
    const https = request.server.config.baseUrl.startsWith('https:');
    // A route may set its own policy (a document's bytes: modules/documents).
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', cspFor(https));
    if (https) reply.header('strict-transport-security', HSTS);
    reply.header('permissions-policy', permissionsPolicy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('cross-origin-embedder-policy', 'require-corp');
    reply.header('x-permitted-cross-domain-policies', 'none');
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
