import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

interface Operation {
  'x-min-role': string;
  summary: string;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = response.json<Document>();
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document titled Lifeline API', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Lifeline API');
  });

  it('gives every operation its minimum role as x-min-role', () => {
    expect(doc.paths['/api/v1/auth/login']?.post?.['x-min-role']).toBe('public');
    expect(doc.paths['/api/v1/auth/logout']?.get?.['x-min-role']).toBe('public');
    expect(doc.paths['/api/v1/users/me']?.get?.['x-min-role']).toBe('FIRST_RESPONDER');
    expect(doc.paths['/api/health']?.get?.['x-min-role']).toBe('public');
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation['x-min-role'], `${method} ${path}`).toMatch(
          /^(public|FIRST_RESPONDER|VOLUNTEER|STAFF|ADMIN)$/,
        );
      }
    }
  });

  it('describes bodies and responses from the contract schemas', () => {
    const login = doc.paths['/api/v1/auth/login']?.post;
    expect(
      Object.keys(login?.requestBody?.content['application/json']?.schema.properties ?? {}),
    ).toEqual(['email', 'password']);
    // [ours] 202: the second step of two-factor sign-in (POST /auth/login/mfa).
    expect(Object.keys(login?.responses ?? {}).sort()).toEqual([
      '200',
      '202',
      '401',
      '403',
      '404',
      '422',
      '429',
    ]);
    expect(Object.keys(doc.paths['/api/v1/auth/login/mfa']?.post?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '401',
      '409',
      '422',
      '429',
    ]);
    expect(Object.keys(doc.paths['/api/v1/users/me']?.get?.responses ?? {}).sort()).toEqual([
      '200',
      '401',
      '403',
    ]);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page, its script and style as files (no inline script)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<script src="/api/docs/docs.js" defer></script>');
    expect(page.body).not.toMatch(/<script>/);

    const script = await t.app.inject({ method: 'GET', url: '/api/docs/docs.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("fetch('/api/openapi.json')");
    const style = await t.app.inject({ method: 'GET', url: '/api/docs/docs.css' });
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('redirects /api/reference to /api/docs with 301', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reference' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/api/docs');
  });
});
