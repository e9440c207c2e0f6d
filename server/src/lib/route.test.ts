import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParamSchema, paginationQuerySchema } from '@contract/common';
import { createTestApp, type TestApp } from '../testing/test-app';
import { pageWindow, sendPage } from './pagination';
import { defineRoute } from './route';

const widgetBodySchema = z.object({ name: z.string().max(5), size: z.number().int() });
const widgetQuerySchema = paginationQuerySchema.extend({ search: z.string().optional() });
const names = Array.from({ length: 10 }, (_, i) => `widget-${i + 1}`);

/** Example routes shaped like the ones later modules add. */
function widgetRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  defineRoute(app, {
    method: 'GET',
    url: '/',
    // Any capability whose minimum is STAFF.
    can: 'user.list',
    summary: 'List widgets',
    query: widgetQuerySchema,
    paginated: true,
    responses: { 200: z.array(z.string()) },
    handler: ({ request, reply, query }) => {
      const window = pageWindow(query);
      const matching = names.filter((n) => !query.search || n.includes(query.search));
      return sendPage(request, reply, {
        items: matching.slice(window.offset, window.offset + window.perPage),
        total: matching.length,
        window,
        query,
        keys: ['search', 'page', 'perPage'],
      });
    },
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/:id',
    // Any capability whose minimum is VOLUNTEER.
    can: 'hospital.update',
    alsoAllow: {
      description: 'anyone, for the id 00000000-0000-4000-8000-000000000000',
      test: (_user, request) =>
        (request.params as { id?: string }).id === '00000000-0000-4000-8000-000000000000',
    },
    summary: 'Update a widget',
    params: z.object({ id: idParamSchema() }),
    body: widgetBodySchema,
    responses: { 200: z.object({ id: z.string(), name: z.string(), size: z.number() }) },
    handler: ({ params, body }) => ({ id: params.id, ...body }),
  });
  done();
}

let t: TestApp;
let staff: string;
let volunteer: string;
let responder: string;
beforeAll(async () => {
  t = await createTestApp({
    extend: async (app) => app.register(widgetRoutes, { prefix: '/api/v1/widgets' }),
  });
  staff = (await t.loginAs('STAFF')).cookie;
  volunteer = (await t.loginAs('VOLUNTEER')).cookie;
  responder = (await t.loginAs('FIRST_RESPONDER')).cookie;
});

const patch = (cookie: string | undefined, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ID = '7D2C3B4A-1111-4222-8333-944455556666';

describe('the role guard, in API.md order', () => {
  it('answers 401 without a session, before validation', async () => {
    const response = await patch(undefined, '/api/v1/widgets/not-a-uuid', { name: 'way too long' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to an inactive user, before validation', async () => {
    const { user, cookie } = await t.loginAs('ADMIN');
    const { users } = await import('../modules/users/users.table');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ rejectedAt: t.clock.now() }).where(eq(users.id, user.id));
    const response = await patch(cookie, '/api/v1/widgets/not-a-uuid', {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
  });

  it('answers 403 to a role below the minimum, before validation', async () => {
    const response = await patch(responder, '/api/v1/widgets/not-a-uuid', {});
    expect(response.statusCode).toBe(403);
  });

  it('lets an endpoint rule admit a lower role (e.g. "or the user themself")', async () => {
    const response = await patch(
      responder,
      '/api/v1/widgets/00000000-0000-4000-8000-000000000000',
      { name: 'ok', size: 1 },
    );
    expect(response.statusCode).toBe(200);
  });

  it('then validates params and body together, reporting every issue', async () => {
    const response = await patch(volunteer, '/api/v1/widgets/not-a-uuid', {
      name: 'too long',
      size: 1.5,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        { path: 'id', message: 'Invalid uuid' },
        { path: 'name', message: 'String must contain at most 5 character(s)' },
        { path: 'size', message: 'Expected integer, received float' },
      ],
    });
  });

  it('runs the handler with parsed input: ids lower-cased, unknown keys dropped', async () => {
    const response = await patch(staff, `/api/v1/widgets/${ID}`, {
      name: 'abc',
      size: 3,
      extra: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: ID.toLowerCase(), name: 'abc', size: 3 });
  });

  it('treats an empty JSON body as no body', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/widgets/${ID}`,
      headers: { cookie: staff, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'body', message: 'Expected object, received null' }],
    });
  });
});

describe('a paginated list', () => {
  const list = (url: string, host = 'localhost:3000') =>
    t.app.inject({ method: 'GET', url, headers: { cookie: staff, host } });

  it('writes the pagination headers and the Link of API.md §1.6', async () => {
    const response = await list('/api/v1/widgets?page=3&perPage=2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['widget-5', 'widget-6']);
    expect(response.headers).toMatchObject({
      'x-page': '3',
      'x-per-page': '2',
      'x-total-count': '10',
      'x-total-pages': '5',
    });
    expect(response.headers.link).toBe(
      '<http://localhost:3000/api/v1/widgets?page=4&perPage=2>; rel="next",' +
        '<http://localhost:3000/api/v1/widgets?page=5&perPage=2>; rel="last",' +
        '<http://localhost:3000/api/v1/widgets?page=1&perPage=2>; rel="first",' +
        '<http://localhost:3000/api/v1/widgets?page=2&perPage=2>; rel="prev"',
    );
  });

  it('uses defaults without writing them into links, and keeps known parameters in table order', async () => {
    const response = await list(
      '/api/v1/widgets?perPage=3&search=widget-1&unknown=x',
      'example.org:8443',
    );
    expect(response.json()).toEqual(['widget-1', 'widget-10']);
    expect(response.headers['x-page']).toBe('1');
    expect(response.headers['x-total-pages']).toBe('1');
    expect(response.headers.link).toBe('');

    const page1 = await list('/api/v1/widgets?perPage=4&search=widget', 'example.org:8443');
    expect(page1.headers.link).toBe(
      '<http://example.org:8443/api/v1/widgets?search=widget&perPage=4&page=2>; rel="next",' +
        '<http://example.org:8443/api/v1/widgets?search=widget&perPage=4&page=3>; rel="last"',
    );
  });

  it('answers a page past the end with [] and the headers', async () => {
    const response = await list('/api/v1/widgets?page=9');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-pages']).toBe('1');
    expect(response.headers['x-per-page']).toBe('25');
  });

  it('validates page and perPage with the contract messages', async () => {
    const response = await list('/api/v1/widgets?page=0&perPage=101');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        { path: 'page', message: 'Number must be greater than 0' },
        { path: 'perPage', message: 'Number must be less than or equal to 100' },
      ],
    });
    const repeated = await list('/api/v1/widgets?page=1&page=2');
    expect(repeated.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'page', message: 'Expected string, received array' }],
    });
  });

  it('is listed in the OpenAPI document with its minimum role and headers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { 'x-min-role': string; responses: Record<string, { headers?: object }> }>
      >;
    }>();
    expect(doc.paths['/api/v1/widgets']?.get?.['x-min-role']).toBe('STAFF');
    expect(doc.paths['/api/v1/widgets']?.get?.responses['200']?.headers).toHaveProperty(
      'X-Total-Pages',
    );
    expect(doc.paths['/api/v1/widgets/{id}']?.patch?.['x-min-role']).toBe('VOLUNTEER');
  });
});
