import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { LABEL_PAGE_SCRIPT_ENTRY } from '@contract/label-page';
import { LOGIN_PAGE_STYLE_ENTRY, type LoginPageInput } from '@contract/login-page';
import { registerCleanup } from '../../testing/cleanup';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The shape `vite build` gives index.html (the parts the login page rewrites). */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Lifeline</title>
    <script>window.env = null;</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/vendor-mantine-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  [LOGIN_PAGE_STYLE_ENTRY]: { file: 'assets/login-page-abc.css', isEntry: true },
  [LABEL_PAGE_SCRIPT_ENTRY]: { file: 'assets/label-page-abc.js', isEntry: true },
};

/** Stands in for src/ssr/login-page.tsx: the form, in the language it was given. */
const rendered: LoginPageInput[] = [];
const renderer = {
  renderLoginPage: (input: LoginPageInput) => {
    rendered.push(input);
    const auth = (input.translations[input.language]?.auth ?? {}) as { title?: string };
    return {
      body: `<form method="post"><h1>${auth.title ?? '?'}</h1></form>`,
      title: 'Lifeline',
      missingKeys: [],
    };
  },
};

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'lifeline-login-dist-'));
  registerCleanup(() => Promise.resolve(rmSync(dist, { recursive: true, force: true })));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  for (const language of ['en', 'es'])
    mkdirSync(join(dist, 'locales', language), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, 'locales', 'en', 'common.json'), '{"auth":{"title":"Log in"}}');
  writeFileSync(join(dist, 'locales', 'es', 'common.json'), '{"auth":{"title":"Iniciar sesión"}}');
  t = await createTestApp({ env: { STATIC_DIR: dist }, loginPage: renderer });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /login (issue #22: the form before the SPA)', () => {
  it("serves a visitor the server's render inside the SPA's index.html", async () => {
    const response = await get('/login?redirect=%2Fusers');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain(
      '<div id="root" data-server-page="login" data-spa-entry="/assets/index-abc.js"><form method="post"><h1>Log in</h1></form></div>',
    );
    // Its own stylesheet and the colour-scheme script block the paint; nothing of the SPA does.
    expect(html).toContain(
      '<script src="/assets/label-page-abc.js"></script><link rel="stylesheet" href="/assets/login-page-abc.css"><title>Lifeline</title>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/vendor-mantine-abc.css" media="print" data-spa-stylesheet>',
    );
    expect(html).toContain(
      '<link rel="prefetch" as="script" crossorigin href="/assets/index-abc.js">',
    );
    expect(html).toContain(
      '<link rel="prefetch" as="script" crossorigin href="/assets/vendor-react-abc.js">',
    );
    expect(html).toContain('<script>window.env = {};</script>');
    // Issue 25: the render sees the query (a label's way in offers Emergency access).
    expect(rendered.at(-1)?.search).toBe('?redirect=%2Fusers');
  });

  it("writes the page in the visitor's language: the lng cookie, else Accept-Language", async () => {
    const byCookie = await get('/login', { cookie: 'lng=es' });
    expect(byCookie.body).toContain('<html lang="es" data-mantine-color-scheme="light">');
    expect(byCookie.body).toContain('<h1>Iniciar sesión</h1>');
    const byHeader = await get('/login', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(byHeader.body).toContain('<h1>Iniciar sesión</h1>');
    // A language without a file: English.
    const russian = await get('/login', { cookie: 'lng=ru' });
    expect(russian.body).toContain('<html lang="en"');
  });

  it('compresses the page as the browser accepts', async () => {
    const response = await get('/login', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('data-server-page');
  });

  it('serves the SPA as before to a request with a session cookie, for ?app and after an ended session', async () => {
    const { cookie } = await t.loginAs('STAFF');
    for (const response of [
      await get('/login', { cookie }),
      await get('/login?app'),
      await get('/login?redirect=%2Fdashboard&sessionEnded=1'),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX.replace('window.env = null;', 'window.env = {};'));
    }
  });
});
