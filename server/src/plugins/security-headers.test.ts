import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCleanup } from '../testing/cleanup';
import { createTestApp, type TestApp } from '../testing/test-app';
import { deniedFeatures } from './security-headers';

/*
 * The OWASP Secure Headers Project's list, on every kind of response: the SPA's HTML, an API
 * answer (success and error), a static asset, and an error raised before routing.
 */

let http: TestApp;
let https: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'lifeline-dist-'));
  registerCleanup(() => Promise.resolve(rmSync(dist, { recursive: true, force: true })));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script>window.env = null;</script></head><body></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1);\n');
  http = await createTestApp({ env: { STATIC_DIR: dist, BASE_URL: 'http://lifeline.test' } });
  https = await createTestApp({ env: { STATIC_DIR: dist, BASE_URL: 'https://lifeline.example' } });
});

const responses = [
  ['an HTML page', '/patients'],
  ['an API success', '/api/health'],
  ['an API error', '/api/v1/users/me'],
  ['an asset', '/assets/app-1.js'],
  ['a malformed URL', '/api/v1/patients/%E0%A4%A'],
] as const;

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

describe.each(responses)('on %s (%s)', (_label, url) => {
  it('sends every header of the list, with the same values over http and https', async () => {
    for (const t of [http, https]) {
      const response = await get(t, url);
      const headers = response.headers;
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['cross-origin-embedder-policy']).toBe('require-corp');
      expect(headers['x-permitted-cross-domain-policies']).toBe('none');
      expect(headers['x-powered-by']).toBeUndefined();
      expect(headers.server).toBeUndefined();
      // No CORS: the API is same-origin only.
      expect(headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('allows the camera to this origin only, and denies the features the app does not use', async () => {
    const policy = String((await get(http, url)).headers['permissions-policy']);
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy.split(', ')).toEqual([
      'camera=(self)',
      ...deniedFeatures.map((feature) => `${feature}=()`),
    ]);
    // Speech synthesis needs no permission; the camera is this origin's alone, never another's.
    expect(policy.replace('camera=(self)', '')).not.toMatch(/=\((?!\))/);
    expect(policy).not.toMatch(/camera=\([^)]*(\*|https?:)/);
  });

  it('has a CSP without inline scripts that allows a same-origin worker and manifest', async () => {
    const csp = String((await get(http, url)).headers['content-security-policy']);
    const directives = new Map(
      csp.split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    const scripts = directives.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('manifest-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends HSTS and upgrade-insecure-requests only when BASE_URL is https', async () => {
    const plain = await get(http, url);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await get(https, url);
    expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(String(secure.headers['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
  });
});

describe('the responses checked', () => {
  it('are what their labels say', async () => {
    const statuses = await Promise.all(
      responses.map(async ([, url]) => {
        const response = await get(http, url);
        return [url, response.statusCode, String(response.headers['content-type'])];
      }),
    );
    expect(statuses).toEqual([
      ['/patients', 200, 'text/html; charset=utf-8'],
      ['/api/health', 200, 'application/json; charset=utf-8'],
      ['/api/v1/users/me', 401, 'application/json; charset=utf-8'],
      ['/assets/app-1.js', 200, expect.stringContaining('javascript')],
      ['/api/v1/patients/%E0%A4%A', 400, 'application/json; charset=utf-8'],
    ]);
  });
});
