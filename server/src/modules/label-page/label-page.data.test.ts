import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_PAGE_DATA_ID } from '@contract/label-page';
import { registerCleanup } from '../../testing/cleanup';
import { insertLabelPagePatient, patientViews as views } from '../../testing/label-page';
import { createTestApp, type TestApp } from '../../testing/test-app';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Lifeline</title>
    <script>window.env = null;</script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A manifest like Vite's: the entry, the two route modules, a chunk they share with it. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_vendor.js'] },
  _vendor: { file: 'assets/vendor-1.js' },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  'src/app/routes/signed-in-layout.tsx': {
    file: 'assets/signed-in-layout-2.js',
    imports: ['_vendor.js', '_shell.js'],
    css: ['assets/signed-in-layout-2.css'],
  },
  '_shell.js': { file: 'assets/shell-3.js' },
  'src/app/routes/patient.tsx': { file: 'assets/patient-4.js', imports: ['_vendor.js'] },
};

function makeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'lifeline-dist-'));
  registerCleanup(() => Promise.resolve(rmSync(dist, { recursive: true, force: true })));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dist;
}

const blockPattern = new RegExp(
  `<script type="application/json" id="${LABEL_PAGE_DATA_ID}">([^<]*)</script>`,
);

/** The data block's JSON, or null when the page has none. */
function pageData(html: string): Record<string, unknown> | null {
  const match = blockPattern.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null;
}

async function setUp(collectPhi: boolean) {
  const t = await createTestApp({
    env: { STATIC_DIR: makeDist(), VITE_FEATURE_COLLECT_PHI: String(collectPhi) },
  });
  const patient = await insertLabelPagePatient(t);
  return { t, patient };
}

describe('a label page with a live session (PHI on)', () => {
  let t: TestApp;
  let patientId: string;
  let cookie: string;
  beforeAll(async () => {
    const made = await setUp(true);
    t = made.t;
    patientId = made.patient.id;
    cookie = (await t.loginAs('FIRST_RESPONDER')).cookie;
  });
  afterAll(() => t.close());

  const page = (url: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('carries the user and the patient as the API answers them, audited once as a view', async () => {
    const response = await page(`/patients/${patientId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = pageData(response.body);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } });
    expect(data?.user).toEqual(me.json());
    expect(data?.patientId).toBe(patientId);
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${patientId}`,
      headers: { cookie },
    });
    expect(data?.patient).toEqual(api.json());
    expect(data?.patient).toMatchObject({ firstName: 'Rosa', codeStatus: 'DNR' });
    // One view for the page, one for the API read above.
    expect(await views(t, patientId)).toHaveLength(2);
  });

  it('escapes < so no value closes the element, and keeps the CSP as it is', async () => {
    const response = await page(`/patients/${patientId}`);
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body).toContain('Penicillin \\u003c/script>');
    const csp = String(response.headers['content-security-policy']);
    const plain = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(csp).toBe(plain.headers['content-security-policy']);
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe');
  });

  it('preloads the route chunks the entry does not load, and only on a label page', async () => {
    const response = await page(`/patients/${patientId}`);
    expect(response.body).toContain(
      '<link rel="stylesheet" href="/assets/signed-in-layout-2.css"><link rel="modulepreload" crossorigin href="/assets/signed-in-layout-2.js"><link rel="modulepreload" crossorigin href="/assets/shell-3.js"><link rel="modulepreload" crossorigin href="/assets/patient-4.js"><meta name="robots" content="noindex, nofollow"></head>',
    );
    expect(response.body).not.toContain('href="/assets/vendor-1.js"');
    const other = await page('/dashboard');
    expect(other.body).not.toContain('modulepreload');
    expect(pageData(other.body)).toBeNull();
  });

  it('serves the labels page, which shares the pattern, as any other page of the SPA', async () => {
    for (const url of ['/patients/generate', '/patients/generate/']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('modulepreload');
    }
  });

  it('carries the data at the address with a trailing slash or an encoded id', async () => {
    const encoded = `/patients/%${patientId.charCodeAt(0).toString(16)}${patientId.slice(1)}`;
    for (const url of [`/patients/${patientId}/`, encoded]) {
      expect(pageData((await page(url)).body)?.patientId, url).toBe(patientId);
    }
  });

  it.each([
    ['an unknown id', '/patients/0b5a5f8e-4c5e-4f43-8e0b-1e6c0a3f5d21'],
    ['the editor', '/patients/ID/edit'],
    ['the labels page', '/patients/generate'],
  ])('carries no data for %s', async (_name, url) => {
    const response = await page(url.replace('ID', patientId));
    expect(response.statusCode).toBe(200);
    expect(pageData(response.body)).toBeNull();
  });

  it.each([
    ['the label page', '/patients/not-a-uuid'],
    ['the editor', '/patients/not-a-uuid/edit'],
  ])(
    'answers %s of an id no label holds with a 404 and the SPA, audited nowhere',
    async (_name, url) => {
      const before = (await views(t, patientId)).length;
      for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
        const response = await page(url, headers);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('<div id="root"></div>');
        expect(pageData(response.body)).toBeNull();
      }
      expect(await views(t, patientId)).toHaveLength(before);
    },
  );

  it('carries no data without a session, or with an ended one, and audits nothing', async () => {
    const before = (await views(t, patientId)).length;
    expect(pageData((await page(`/patients/${patientId}`, {})).body)).toBeNull();
    expect(
      pageData((await page(`/patients/${patientId}`, { cookie: 'session=forged' })).body),
    ).toBeNull();
    const ended = (await t.loginAs('FIRST_RESPONDER')).cookie;
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: { cookie: ended } });
    expect(pageData((await page(`/patients/${patientId}`, { cookie: ended })).body)).toBeNull();
    expect(await views(t, patientId)).toHaveLength(before);
  });

  it('sends a cookie whose session has ended to the login page that says so, then back here', async () => {
    const ended = (await t.loginAs('FIRST_RESPONDER')).cookie;
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: { cookie: ended } });
    const response = await page(`/patients/${patientId}?app`, { cookie: ended });
    expect(response.statusCode).toBe(302);
    const target = new URL(response.headers.location ?? '', 'http://lifeline.test');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirect')).toBe(`/patients/${patientId}?app`);
    expect(target.searchParams.get('sessionEnded')).toBe('1');
    expect(String(response.headers['set-cookie'])).toMatch(/^session=; Max-Age=0/);

    const visitor = await page(`/patients/${patientId}`, {});
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers.location).toBeUndefined();
    expect(visitor.body).toContain('<div id="root">');
  });

  it('answers HEAD without reading the patient', async () => {
    const before = (await views(t, patientId)).length;
    const response = await t.app.inject({
      method: 'HEAD',
      url: `/patients/${patientId}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(await views(t, patientId)).toHaveLength(before);
  });
});

describe('a label page while PHI collection is off', () => {
  let t: TestApp;
  let patientId: string;
  beforeAll(async () => {
    const made = await setUp(false);
    t = made.t;
    patientId = made.patient.id;
  });
  afterAll(() => t.close());

  it('carries the patient with its PHI keys null, as the API answers it', async () => {
    const { cookie } = await t.loginAs('FIRST_RESPONDER');
    const response = await t.app.inject({
      method: 'GET',
      url: `/patients/${patientId}`,
      headers: { cookie },
    });
    const data = pageData(response.body);
    expect(data?.patient).toMatchObject({
      firstName: null,
      lastName: null,
      emergencyContact: null,
      codeStatus: 'DNR',
    });
    expect(response.body).not.toContain('Rosa');
    expect(response.body).not.toContain('Marco');
  });
});
