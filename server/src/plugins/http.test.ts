import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

const notFound = { statusCode: 404, error: 'Not Found', message: 'Not Found' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.get('/api/v1/boom', () => {
        throw new Error('relation "secret_table" does not exist');
      });
      return Promise.resolve();
    },
  });
});

const postLogin = (payload: string | Buffer, contentType?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  });

describe('request bodies', () => {
  it('answers malformed JSON with 400 Body is not valid JSON', async () => {
    const response = await postLogin('{"email": ', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Body is not valid JSON',
    });
  });

  it('refuses JSON with a __proto__ key as malformed', async () => {
    const response = await postLogin(
      '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}',
      'application/json',
    );
    expect(response.statusCode).toBe(400);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'text/csv'])(
    'answers %s with 415',
    async (type) => {
      const response = await postLogin('email=a@b.co&password=x', type);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'Unsupported Media Type',
      });
    },
  );

  it('accepts JSON with a charset parameter', async () => {
    const user = await t.createUser();
    const response = await postLogin(
      JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
      'application/json; charset=utf-8',
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers a body over 1 MiB with 413', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) });
    const response = await postLogin(huge, 'application/json');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
  });
});

describe('guarded routes check the session and the role before reading the body', () => {
  const postHospital = (payload: string, contentType: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/hospitals',
      payload,
      headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    });

  it('answers malformed JSON from an anonymous caller with 401', async () => {
    const response = await postHospital('{"name": ', 'application/json');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
    });
  });

  it('answers a wrong content type from a role below the minimum with 403', async () => {
    const { cookie } = await t.loginAs('FIRST_RESPONDER');
    const response = await postHospital('name=General', 'text/plain', cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
  });

  it('answers an over-large body from an anonymous caller with 401', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    expect((await postHospital(huge, 'application/json')).statusCode).toBe(401);
  });

  it('still answers malformed JSON with 400 and a wrong type with 415 once the role is enough', async () => {
    const { cookie } = await t.loginAs('VOLUNTEER');
    const malformed = await postHospital('{"name": ', 'application/json', cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Body is not valid JSON',
    });
    expect((await postHospital('name=General', 'text/plain', cookie)).statusCode).toBe(415);
  });
});

describe('routing', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers %s on an unknown /api path with the JSON 404',
    async (method) => {
      const response = await t.app.inject({
        method,
        url: '/api/v1/nope',
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    },
  );

  it('answers an unknown method on a known path with the JSON 404', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it('never falls through to index.html under /api, with or without a version', async () => {
    for (const url of ['/api', '/api/', '/api/v2/users', '/api/v1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(notFound);
    }
  });

  it('ignores a single trailing slash', async () => {
    const { cookie, user } = await t.loginAs('STAFF');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id });
  });

  it('answers a malformed URL with a plain 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/%' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Bad Request',
    });
  });

  it('is case-sensitive', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/Users/me' });
    expect(response.statusCode).toBe(404);
  });
});

describe('response headers', () => {
  it('sends Cache-Control: no-store on every /api response, errors included', async () => {
    for (const url of ['/api/health', '/api/v1/users/me', '/api/v1/nope', '/api/openapi.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends security headers and no CORS headers, even to a cross-origin request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends them on errors raised before routing, too', async () => {
    const { cookie } = await t.loginAs('VOLUNTEER');
    for (const url of ['/api/v1/physicians/%FF', '/api/v1/%', '/api/v1/hospitals/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('answers an over-long id with the same 422 as any malformed id', async () => {
    const { cookie } = await t.loginAs('VOLUNTEER');
    for (const length of [100, 101, 1000, 8000]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/physicians/${'a'.repeat(length)}`,
        headers: { cookie },
      });
      expect(response.statusCode, String(length)).toBe(422);
      expect(response.json(), String(length)).toEqual({
        error: 'Unprocessable Entity',
        message: [{ path: 'id', message: 'Invalid physician ID format' }],
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers an unexpected error with the bare 500, never its text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(response.body).not.toContain('secret_table');
  });
});
