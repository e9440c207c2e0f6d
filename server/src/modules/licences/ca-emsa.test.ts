import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { caEmsaVerifier } from './ca-emsa-verifier';

/**
 * The ca-emsa verifier against a local stub of the lookup page that serves recorded pages
 * (fixtures/ca-emsa), never the internet. The stub insists on the flow of API.md §5.9: the
 * session cookie from the GET, both hidden values, the number and `sch_button=Search`.
 */
const page = (name: string) =>
  readFileSync(new URL(`./fixtures/ca-emsa/${name}.html`, import.meta.url), 'utf8');

const VIEWSTATE = 'dDwtMTU2NzY0NTQ3Njs7PrecordedViewState==';
const EVENTVALIDATION = '/wEdAAXrecordedEventValidation+';
const RESULTS: Record<string, string> = {
  P39332: 'results-match',
  E100200: 'results-expired',
  NONE00: 'results-empty',
  BROKEN: 'results-error',
};

let stub: Server;
let base: string;
const posts: URLSearchParams[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  stub = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stub');
      const cookie = request.headers.cookie ?? '';
      const html = (status: number, name: string, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
        response.end(page(name));
      };
      if (url.pathname === '/down/Search.aspx') return html(500, 'results-error');
      // Never answers: the step timeout must end the look-up.
      if (url.pathname === '/slow/Search.aspx') return;
      if (url.pathname === '/Verification/Search.aspx' && request.method === 'GET') {
        return html(200, 'search', {
          'set-cookie': 'ASP.NET_SessionId=stub-session; path=/; HttpOnly',
        });
      }
      if (url.pathname === '/Verification/Search.aspx' && request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        posts.push(form);
        const valid =
          cookie.includes('ASP.NET_SessionId=stub-session') &&
          form.get('__VIEWSTATE') === VIEWSTATE &&
          form.get('__EVENTVALIDATION') === EVENTVALIDATION &&
          form.get('sch_button') === 'Search';
        if (!valid) return html(500, 'results-error');
        const number = form.get('t_web_lookup__license_no') ?? '';
        response.writeHead(302, {
          location: `SearchResults.aspx?n=${encodeURIComponent(number)}`,
          'set-cookie': 'results=ready; path=/',
        });
        return response.end();
      }
      if (url.pathname === '/Verification/SearchResults.aspx') {
        if (
          !cookie.includes('ASP.NET_SessionId=stub-session') ||
          !cookie.includes('results=ready')
        ) {
          return html(500, 'results-error');
        }
        return html(200, RESULTS[url.searchParams.get('n') ?? ''] ?? 'results-empty');
      }
      response.writeHead(404);
      response.end();
    })();
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      stub.closeAllConnections();
      stub.close(() => resolve());
    }),
);

describe('the ca-emsa verifier', () => {
  it('walks the page flow and reads the first row of the results', async () => {
    const verifier = caEmsaVerifier(`${base}/Verification/Search.aspx`);
    expect(await verifier.lookup('P39332')).toEqual({
      kind: 'match',
      licence: {
        name: 'KOO, CHIH REN NICHOLAS',
        licenseType: 'Paramedic',
        status: 'Active',
        licenseNumber: 'P39332',
      },
    });
    expect(posts.at(-1)?.get('t_web_lookup__license_no')).toBe('P39332');
  });

  it('reads a results table without rows as no match', async () => {
    const verifier = caEmsaVerifier(`${base}/Verification/Search.aspx`);
    expect(await verifier.lookup('NONE00')).toEqual({ kind: 'noMatch' });
  });

  it('reads any other results page as unavailable, with the "results" message', async () => {
    const verifier = caEmsaVerifier(`${base}/Verification/Search.aspx`);
    expect(await verifier.lookup('BROKEN')).toEqual({
      kind: 'unavailable',
      message: 'Unable to access verification results, try again later.',
    });
  });

  it('is unavailable with the "website" message when the page cannot be fetched', async () => {
    for (const url of [`${base}/down/Search.aspx`, 'http://127.0.0.1:1/Search.aspx']) {
      expect(await caEmsaVerifier(url).lookup('P39332')).toEqual({
        kind: 'unavailable',
        message: 'Unable to access verification website, try again later.',
      });
    }
  });

  it('gives up on a step that takes longer than its timeout (15 s in production)', async () => {
    const started = Date.now();
    expect(await caEmsaVerifier(`${base}/slow/Search.aspx`, 200).lookup('P39332')).toEqual({
      kind: 'unavailable',
      message: 'Unable to access verification website, try again later.',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('GET /licenses with LICENSE_VERIFIER=ca-emsa', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LICENSE_VERIFIER: 'ca-emsa', CA_EMSA_URL: `${base}/Verification/Search.aspx` },
    });
  });
  const lookUp = (license: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/licenses?license=${license}` });

  it('answers the match, an expired status included', async () => {
    expect((await lookUp('p39332')).json()).toEqual({
      name: 'KOO, CHIH REN NICHOLAS',
      licenseType: 'Paramedic',
      status: 'Active',
      licenseNumber: 'P39332',
    });
    expect((await lookUp('E100200')).json()).toMatchObject({ status: 'EXPIRED' });
  });

  it('answers 404 for no match and 503 when the results cannot be read', async () => {
    const none = await lookUp('NONE00');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'No license match' });
    const broken = await lookUp('BROKEN');
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Unable to access verification results, try again later.',
    });
  });
});
