import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LABEL_PAGE_DATA_ID,
  LABEL_PAGE_SCRIPT_ENTRY,
  LABEL_PAGE_SSR_MODULE,
  LABEL_PAGE_SSR_SOURCE,
} from '@contract/label-page';
import { users } from '../users/users.table';
import { registerCleanup } from '../../testing/cleanup';
import { insertLabelPagePatient, patientViews as views } from '../../testing/label-page';
import { insertPatient } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { LabelPageRenderer } from './label-page.render';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
// The server render from its source (the build's dist/ssr/label-page.js is the same module):
// the server tests need no build. A computed path, so the server's tsconfig does not check the SPA.
const ssrSource = join(repoRoot, LABEL_PAGE_SSR_SOURCE);

const ENTRY = 'assets/index-abc123.js';
const SCRIPT = 'assets/label-page-5.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Lifeline</title>
    <script>window.env = null;</script>
    <script type="module" crossorigin src="/${ENTRY}"></script>
    <link rel="stylesheet" crossorigin href="/assets/vendor-mantine-1.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A manifest like Vite's: the SPA's entry and route modules, and the label page's script. */
const MANIFEST = {
  'index.html': {
    file: ENTRY,
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index-1.css'],
  },
  '_vendor.js': { file: 'assets/vendor-1.js', css: ['assets/vendor-mantine-1.css'] },
  'src/app/routes/signed-in-layout.tsx': {
    file: 'assets/signed-in-layout-2.js',
    imports: ['_vendor.js'],
    css: ['assets/signed-in-layout-2.css'],
  },
  'src/app/routes/patient.tsx': { file: 'assets/patient-4.js', imports: ['_vendor.js'] },
  [LABEL_PAGE_SCRIPT_ENTRY]: { file: SCRIPT, isEntry: true, css: ['assets/label-page-5.css'] },
};

/** A little Spanish, enough to see the page follow the language; the rest falls back to English. */
const SPANISH = {
  patientView: { allergies: 'Alergias', codeStatus: 'Estado de reanimación' },
  pageTitle: { patient: 'Paciente' },
};

function makeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'lifeline-ssr-'));
  registerCleanup(() => Promise.resolve(rmSync(dist, { recursive: true, force: true })));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'locales', 'en'), { recursive: true });
  mkdirSync(join(dist, 'locales', 'es'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  copyFileSync(
    join(repoRoot, 'public', 'locales', 'en', 'common.json'),
    join(dist, 'locales', 'en', 'common.json'),
  );
  writeFileSync(join(dist, 'locales', 'es', 'common.json'), JSON.stringify(SPANISH));
  return dist;
}

async function loadRenderer(): Promise<LabelPageRenderer> {
  return (await import(/* @vite-ignore */ ssrSource)) as LabelPageRenderer;
}

const hasDataBlock = (html: string) => html.includes(`id="${LABEL_PAGE_DATA_ID}"`);
const isSpaShell = (html: string) => html.includes(`src="/${ENTRY}"`);

async function setUp(
  collectPhi: boolean,
  renderer: LabelPageRenderer,
  env: Record<string, string> = {},
) {
  const t = await createTestApp({
    env: { STATIC_DIR: makeDist(), VITE_FEATURE_COLLECT_PHI: String(collectPhi), ...env },
    labelPage: renderer,
  });
  const patient = await insertLabelPagePatient(t);
  return { t, patient };
}

describe('the label page rendered on the server (PHI on)', () => {
  let t: TestApp;
  let patientId: string;
  let cookie: string;
  beforeAll(async () => {
    const made = await setUp(true, await loadRenderer());
    t = made.t;
    patientId = made.patient.id;
    cookie = (await t.loginAs('FIRST_RESPONDER')).cookie;
  });
  afterAll(() => t.close());

  const page = (url: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('holds code status and allergies in its HTML, audited once as a view', async () => {
    const response = await page(`/patients/${patientId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="en"/);
    expect(html).toContain('id="patient-code-status"');
    expect(html).toContain('DNR — Do not resuscitate');
    expect(html).toContain('id="patient-allergies"');
    expect(html).toContain('Penicillin &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Rosa Calloway');
    // Who last updated it: a responder may not list patients, so the date shows alone.
    expect(html).toContain('Last updated');
    expect(html).not.toContain('Vera Author');
    expect(await views(t, patientId)).toHaveLength(1);
  });

  // Issue 25: a camera scan lands here; sharing with the hospital is the SPA's dialog.
  it("links responders to Share with hospital: the SPA's page with the dialog open", async () => {
    const html = (await page(`/patients/${patientId}`)).body;
    expect(html).toMatch(
      new RegExp(
        `<a [^>]*href="/patients/${patientId}\\?app#share"[^>]*>[\\s\\S]*?Share with hospital`,
      ),
    );
  });

  // Issue 22: its title named no page, and crawlers were not told to keep out.
  it('says the signed form in words and the special circumstances, without script (issue 23)', async () => {
    const { id } = await insertPatient(t.db, (await t.loginAs('STAFF')).user.id, t.clock.now(), {
      codeStatus: 'FULL',
      signedFormKind: 'POLST',
      signedFormDate: '2025-03-03',
      signedFormLocation: 'Envelope on the fridge',
      polstCpr: 'DO_NOT_ATTEMPT',
      polstTreatment: 'COMFORT',
      circumstances: ['OXYGEN', 'CREW_DANGER'],
      accessInstructions: 'Lockbox by the back door',
    });
    const html = (await page(`/patients/${id}`)).body;
    expect(html).toContain(
      'POLST: Do not attempt CPR — Comfort-focused treatment, signed March 3, 2025',
    );
    expect(html).toContain('Original kept: Envelope on the fridge');
    expect(html).toContain('Comfort Care — Comfort measures only');
    expect(html).toContain('id="patient-circumstances"');
    expect(html).toContain('Oxygen in use');
    expect(html).toContain('Danger to crews');
    expect(html).toContain('Lockbox by the back door');
  });

  it('has its own title and is never indexed', async () => {
    const response = await page(`/patients/${patientId}`);
    expect(response.body).toContain('<title>Patient — Lifeline</title>');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    const spanish = await page(`/patients/${patientId}`, { cookie: `${cookie}; lng=es` });
    expect(spanish.body).toContain('<title>Paciente — Lifeline</title>');
    // The SPA's page (?app, and admins') and a visitor's shell say the same.
    for (const shell of [
      await page(`/patients/${patientId}?app`),
      await page(`/patients/${patientId}`, {}),
    ]) {
      expect(shell.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(shell.body).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it('loads no SPA script: the page script and stylesheets only, with the CSP unchanged', async () => {
    const response = await page(`/patients/${patientId}`);
    const html = response.body;
    expect(isSpaShell(html)).toBe(false);
    expect(hasDataBlock(html)).toBe(false);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('window.env');
    expect(html.match(/<script[^>]*>/g)).toEqual([`<script src="/${SCRIPT}">`]);
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)];
    // Its own stylesheet only (Mantine's base and its components, src/ssr/label-page.css).
    expect(stylesheets.map((match) => match[1])).toEqual(['/assets/label-page-5.css']);
    const plain = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.headers['content-security-policy']).toBe(
      plain.headers['content-security-policy'],
    );
  });

  it('shows Edit as a link to the editor to those who may edit, and the author to those who list', async () => {
    const responder = await page(`/patients/${patientId}`);
    expect(responder.body).not.toContain(`href="/patients/${patientId}/edit"`);
    const volunteer = await t.loginAs('VOLUNTEER');
    const html = (await page(`/patients/${patientId}`, { cookie: volunteer.cookie })).body;
    expect(html).toContain(`href="/patients/${patientId}/edit"`);
    expect(html).toContain('by Vera Author');
    expect(html).toContain('data-sign-out');
  });

  it("gives admins the SPA's page (it holds the access history), audited once", async () => {
    const before = (await views(t, patientId)).length;
    const admin = await t.loginAs('ADMIN');
    const html = (await page(`/patients/${patientId}`, { cookie: admin.cookie })).body;
    expect(isSpaShell(html)).toBe(true);
    expect(hasDataBlock(html)).toBe(true);
    expect(await views(t, patientId)).toHaveLength(before + 1);
  });

  it('is compressed as the browser accepts it', async () => {
    const plain = (await page(`/patients/${patientId}`)).body;
    const br = await page(`/patients/${patientId}`, { cookie, 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    const gzip = await page(`/patients/${patientId}`, { cookie, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
    expect(gzip.rawPayload.length).toBeLessThan(plain.length / 3);
  });

  it('answers ?app with the SPA shell and its data block', async () => {
    const response = await page(`/patients/${patientId}?app`);
    expect(isSpaShell(response.body)).toBe(true);
    expect(hasDataBlock(response.body)).toBe(true);
  });

  it('sends the SPA shell without data to a visitor or an inactive account, an ended session to the login', async () => {
    const before = (await views(t, patientId)).length;
    const visitor = (await page(`/patients/${patientId}`, {})).body;
    expect(isSpaShell(visitor)).toBe(true);
    expect(hasDataBlock(visitor)).toBe(false);
    expect(visitor).not.toContain('Rosa');
    const ended = (await t.loginAs('FIRST_RESPONDER')).cookie;
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: { cookie: ended } });
    for (const cookie of ['session=forged', ended]) {
      const response = await page(`/patients/${patientId}`, { cookie });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/^\/login\?redirect=.*&sessionEnded=1$/);
      expect(response.body).not.toContain('Rosa');
    }
    const inactive = await t.loginAs('FIRST_RESPONDER');
    await t.db
      .update(users)
      .set({ disabledAt: t.clock.now() })
      .where(eq(users.id, inactive.user.id));
    const html = (await page(`/patients/${patientId}`, { cookie: inactive.cookie })).body;
    expect(isSpaShell(html)).toBe(true);
    expect(hasDataBlock(html)).toBe(false);
    expect(await views(t, patientId)).toHaveLength(before);
  });

  it('sends the SPA shell for an unknown or malformed id', async () => {
    for (const url of ['/patients/0b5a5f8e-4c5e-4f43-8e0b-1e6c0a3f5d21', '/patients/nope']) {
      const html = (await page(url)).body;
      expect(isSpaShell(html)).toBe(true);
      expect(hasDataBlock(html)).toBe(false);
    }
  });

  describe('the language', () => {
    // Issue 22: in Spanish's own order, '26 de noviembre de 2026', not 'noviembre 26, 2026'.
    const SPANISH_MONTH =
      /Last updated \d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/;
    const ENGLISH_MONTH =
      /Last updated (January|February|March|April|May|June|July|August|September|October|November|December) /;
    const lang = (html: string) => /^<!doctype html><html lang="([^"]+)"/.exec(html)?.[1];

    it('follows the lng cookie, then Accept-Language, else English', async () => {
      const byCookie = await page(`/patients/${patientId}`, { cookie: `${cookie}; lng=es` });
      expect(lang(byCookie.body)).toBe('es');
      expect(byCookie.body).toContain('Alergias');
      // A key the language lacks falls back to English; dates are written in the language.
      expect(byCookie.body).toContain('Medications');
      expect(byCookie.body).toMatch(SPANISH_MONTH);
      expect(byCookie.body).not.toMatch(ENGLISH_MONTH);
      const byHeader = await page(`/patients/${patientId}`, {
        cookie,
        'accept-language': 'fr;q=0.9, es-MX;q=0.8, en;q=0.5',
      });
      expect(lang(byHeader.body)).toBe('es');
      const unknown = await page(`/patients/${patientId}`, { cookie: `${cookie}; lng=xx` });
      expect(lang(unknown.body)).toBe('en');
      // Russian is a UI language, but this build has no files for it: English.
      const noFiles = await page(`/patients/${patientId}`, { cookie: `${cookie}; lng=ru` });
      expect(lang(noFiles.body)).toBe('en');
      expect(noFiles.body).toContain('Allergies');
      // The Spanish page's date locale did not stay behind.
      expect(noFiles.body).toMatch(ENGLISH_MONTH);
    });

    it('has the header language picker: six languages in their own names, the current one marked', async () => {
      const html = (await page(`/patients/${patientId}`, { cookie: `${cookie}; lng=es` })).body;
      // The SPA's button as the summary of a <details>; Spanish lacks the key: English stands in.
      expect(html).toMatch(
        /<details class="label-page-language">\s*<summary[^>]*aria-label="Language: Español"/,
      );
      const items = [
        ...html.matchAll(/<button[^>]*data-ui-language="([^"]+)"[^>]*>(.*?)<\/button>/g),
      ];
      expect(items.map((item) => item[1])).toEqual(['en', 'zh-Hant', 'zh-Hans', 'es', 'ru', 'tl']);
      expect(items.map((item) => /lang="([^"]+)"/.exec(item[0])?.[1])).toEqual([
        'en',
        'zh-Hant',
        'zh-Hans',
        'es',
        'ru',
        'tl',
      ]);
      expect(items.map((item) => item[0].includes('aria-current="true"'))).toEqual([
        false,
        false,
        false,
        true,
        false,
        false,
      ]);
      expect(items[4]?.[2]).toContain('Русский');
      // The cookie the page script writes, as the SPA's detector writes it.
      expect(items[4]?.[0]).toContain(
        `data-cookie="lng=ru; path=/; max-age=${365 * 24 * 60 * 60}; SameSite=Lax"`,
      );
      // Missing keys are only listed on a test rig.
      expect(html).not.toContain('data-missing-keys');
    });

    it("puts the member's own choice first", async () => {
      const member = await t.loginAs('FIRST_RESPONDER');
      await t.db.update(users).set({ uiLanguage: 'es' }).where(eq(users.id, member.user.id));
      const html = (
        await page(`/patients/${patientId}`, {
          cookie: `${member.cookie}; lng=en`,
          'accept-language': 'en',
        })
      ).body;
      expect(lang(html)).toBe('es');
      expect(html).toContain('Estado de reanimación');
    });
  });
});

describe('the label page rendered on the server, PHI off', () => {
  let t: TestApp;
  let patientId: string;
  beforeAll(async () => {
    const made = await setUp(false, await loadRenderer());
    t = made.t;
    patientId = made.patient.id;
  });
  afterAll(() => t.close());

  it('shows no PHI: the id as the heading, no names, no emergency contact', async () => {
    const { cookie } = await t.loginAs('FIRST_RESPONDER');
    const response = await t.app.inject({
      method: 'GET',
      url: `/patients/${patientId}`,
      headers: { cookie },
    });
    const html = response.body;
    expect(isSpaShell(html)).toBe(false);
    expect(html).toContain('DNR — Do not resuscitate');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${patientId}</h1>`));
    expect(html).not.toContain('Rosa');
    expect(html).not.toContain('Marco');
    expect(html).not.toContain('id="patient-emergency-contact"');
  });
});

describe('the label page on a test rig that reports missing keys (REPORT_MISSING_KEYS)', () => {
  let t: TestApp;
  let patientId: string;
  beforeAll(async () => {
    const made = await setUp(true, await loadRenderer(), { REPORT_MISSING_KEYS: 'true' });
    t = made.t;
    patientId = made.patient.id;
  });
  afterAll(() => t.close());

  const missingKeys = (html: string) => {
    const attribute = /<html[^>]* data-missing-keys="([^"]*)"/.exec(html)?.[1];
    return attribute === undefined
      ? null
      : (JSON.parse(attribute.replace(/&#34;/g, '"')) as string[]);
  };

  it('lists the keys the language lacks, English not standing in; none in English', async () => {
    const { cookie } = await t.loginAs('FIRST_RESPONDER');
    const page = (lng: string) =>
      t.app.inject({
        method: 'GET',
        url: `/patients/${patientId}`,
        headers: { cookie: `${cookie}; lng=${lng}` },
      });
    const spanish = (await page('es')).body;
    const missing = missingKeys(spanish);
    expect(missing).toContain('es:common:patientView.medications');
    expect(missing).toContain('es:common:language.picker');
    // The keys the little Spanish file has are not missing.
    expect(missing).not.toContain('es:common:patientView.allergies');
    expect(spanish).toContain('Alergias');
    expect(spanish).not.toContain('>Medications<');
    expect(missingKeys((await page('en')).body)).toEqual([]);
  });
});

describe('without a server render (no build)', () => {
  it('sends the SPA shell with the data block, as before', async () => {
    const { t, patient } = await setUp(true, null as unknown as LabelPageRenderer);
    const { cookie } = await t.loginAs('FIRST_RESPONDER');
    const response = await t.app.inject({
      method: 'GET',
      url: `/patients/${patient.id}`,
      headers: { cookie },
    });
    expect(isSpaShell(response.body)).toBe(true);
    expect(hasDataBlock(response.body)).toBe(true);
    expect(await views(t, patient.id)).toHaveLength(1);
  });
});

describe("the build's server render, loaded from the static root", () => {
  async function appWithModule(source: string) {
    const dist = makeDist();
    mkdirSync(join(dist, 'ssr'));
    writeFileSync(join(dist, LABEL_PAGE_SSR_MODULE), source);
    const t = await createTestApp({ env: { STATIC_DIR: dist } });
    const author = await t.createUser({ role: 'VOLUNTEER' });
    const patient = await insertPatient(t.db, author.id, t.clock.now(), { codeStatus: 'DNR' });
    const { cookie } = await t.loginAs('FIRST_RESPONDER');
    const response = await t.app.inject({
      method: 'GET',
      url: `/patients/${patient.id}`,
      headers: { cookie },
    });
    return response.body;
  }

  it('renders label pages with dist/ssr/label-page.js when the build has it', async () => {
    const html = await appWithModule(
      'export const renderLabelPage = (input) => `<p>server page of ${input.language}</p>`;',
    );
    expect(html).toBe('<p>server page of en</p>');
  });

  it('starts without it, serving the SPA, when the module cannot load', async () => {
    const html = await appWithModule("import 'lifeline-no-such-package';\nexport const x = 1;");
    expect(isSpaShell(html)).toBe(true);
    expect(hasDataBlock(html)).toBe(true);
  });
});
