import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCleanup } from '../testing/cleanup';
import { createTestApp, type TestApp } from '../testing/test-app';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Lifeline</title>
    <script>window.env = null;</script>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lifeline-dist-'));
  registerCleanup(() => Promise.resolve(rmSync(dist, { recursive: true, force: true })));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'locales', 'en'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'locales', 'en', 'common.json'), '{"hello":"Hello"}');
  writeFileSync(
    join(dist, 'locales', 'en', 'common.json.br'),
    brotliCompressSync('{"hello":"Hello"}'),
  );
  t = await createTestApp({
    env: {
      STATIC_DIR: dist,
      VITE_FEATURE_COLLECT_PHI: 'true',
      VITE_GREETING: '</script><script>alert(1)</script>',
      NOT_VITE_SECRET: 'hidden',
    },
  });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function injectedScript(html: string): string {
  const match = /<script>(window\.env = [^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no injected window.env script');
  return match[1];
}

describe('index.html', () => {
  it('injects every VITE_* variable as strings, with < escaped, and is never cached', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const script = injectedScript(response.body);
    expect(script).toBe(
      'window.env = {"VITE_FEATURE_COLLECT_PHI":"true","VITE_GREETING":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"};',
    );
    expect(response.body).not.toContain('hidden');
    expect(response.body).not.toContain('window.env = null;');
  });

  it('allows exactly the injected script in the CSP, by its sha256 hash', async () => {
    const response = await get('/dashboard');
    const hash = createHash('sha256').update(injectedScript(response.body)).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toMatch(/(^|; )default-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it.each([
    '/dashboard',
    '/patients/7c0ffee1-2b3c-4d5e-8f90-a1b2c3d4e5f6/edit',
    '/users?status=approved',
    '/login/',
  ])('falls back to index.html for the SPA route %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers other methods outside /api with the JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });

  it('serves top-level public files such as the logo', async () => {
    const response = await get('/logo.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the service worker uncached, so every visit checks for a new version', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

// Issue 22: robots.txt was the SPA's HTML, and patient pages said nothing to crawlers.
describe('crawlers', () => {
  it('get a real robots.txt that allows the landing page only', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const rules = response.body.split('\n').filter(Boolean);
    expect(rules).toEqual(['User-agent: *', 'Allow: /$', 'Disallow: /']);
    expect((await t.app.inject({ method: 'HEAD', url: '/robots.txt' })).statusCode).toBe(200);
  });

  it.each([
    '/patients',
    '/patients/generate',
    '/patients/7c0ffee1-2b3c-4d5e-8f90-a1b2c3d4e5f6/edit',
    '/patients/abc/edit',
  ])('are told not to index %s, in a header and in the page', async (path) => {
    // An editor address no label holds is a 404 page: it is told the same.
    const response = await get(path);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"></head>');
  });

  it('may index the landing page, and no page says otherwise outside /patients', async () => {
    for (const path of ['/', '/login', '/patientsx']) {
      const response = await get(path);
      expect(response.headers['x-robots-tag'], path).toBeUndefined();
      expect(response.body, path).not.toContain('name="robots"');
    }
  });
});

describe('a percent-encoded API path', () => {
  // The router decodes the path (`/%61pi` is `/api`), so what is an API request is decided on
  // the decoded path too: never the SPA's HTML, and the session is read as for `/api/v1/...`.
  it.each(['/%61pi/v1/unknown', '/%61pi/v1/patients/00000000-0000-4000-8000-000000000000'])(
    'answers GET %s as the API does, never with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it('reads the session of a request to an encoded API path', async () => {
    const { cookie, user } = await t.loginAs('STAFF');
    const response = await get('/%61pi/v1/users/me', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id });
  });
});

describe('/assets', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('serves the brotli or gzip file when the client accepts it', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with the JSON 404, never index.html', async () => {
    const response = await get('/assets/missing-123.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
});

describe('/locales', () => {
  it('serves the brotli translation file when the client accepts it', async () => {
    const response = await get('/locales/en/common.json', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual({
      hello: 'Hello',
    });
  });

  it('serves translation files', async () => {
    const response = await get('/locales/en/common.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'Hello' });
  });

  it.each(['/locales/fr/common.json', '/locales/add/en/common', '/locales/en/missing.json'])(
    'answers %s with the JSON 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Not Found',
      });
    },
  );

  it('does not serve i18next missing-key saves', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/locales/add/en/common',
      payload: { k: 'v' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('without a build', () => {
  it('answers pages with a 503 that says to run npm run build, while the API works', async () => {
    const bare = await createTestApp();
    const page = await bare.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.body).toContain('npm run build');
    const health = await bare.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
