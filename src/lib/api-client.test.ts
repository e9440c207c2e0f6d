import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '@/testing/server';
import {
  ApiError,
  apiList,
  apiRequest,
  apiRequestVoid,
  apiRequestWithStatus,
  buildUrl,
  InvalidResponseError,
  NetworkError,
} from './api-client';

const itemSchema = z.object({ id: z.string() });

describe('api client', () => {
  it('sends JSON with a Content-Type only when there is a body, with credentials', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const seen: { contentType: string | null; body: string }[] = [];
    server.use(
      http.all('*/api/v1/echo', async ({ request }) => {
        seen.push({
          contentType: request.headers.get('content-type'),
          body: await request.text(),
        });
        return HttpResponse.json({ id: 'a' });
      }),
    );
    await apiRequest('/echo', itemSchema, { method: 'POST', body: { name: 'x' } });
    await apiRequest('/echo', itemSchema);
    await apiRequestVoid('/echo', { method: 'PATCH' });
    expect(seen[0]).toEqual({ contentType: 'application/json', body: '{"name":"x"}' });
    expect(seen[1]).toMatchObject({ contentType: null, body: '' });
    expect(seen[2]).toMatchObject({ contentType: null, body: '' });
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    for (const [, init] of fetchSpy.mock.calls) expect(init?.credentials).toBe('include');
  });

  it('sends a raw body as it is, with its own Content-Type', async () => {
    const seen: { contentType: string | null; body: string }[] = [];
    server.use(
      http.post('*/api/v1/echo', async ({ request }) => {
        seen.push({ contentType: request.headers.get('content-type'), body: await request.text() });
        return HttpResponse.json({ id: 'a' });
      }),
    );
    await apiRequest('/echo', itemSchema, {
      method: 'POST',
      rawBody: { content: 'a,b\n1,2\n', contentType: 'text/csv' },
    });
    expect(seen).toEqual([{ contentType: 'text/csv', body: 'a,b\n1,2\n' }]);
  });

  it('builds URLs under /api/v1, encoding values and leaving out empty ones', () => {
    expect(buildUrl('/users', { search: 'a b&c', page: 2, status: undefined, other: null })).toBe(
      '/api/v1/users?search=a+b%26c&page=2',
    );
    expect(buildUrl('/users/me')).toBe('/api/v1/users/me');
  });

  it('throws ApiError with the status and the message string', async () => {
    server.use(
      http.get('*/api/v1/thing', () =>
        HttpResponse.json({ message: 'User not found' }, { status: 404 }),
      ),
    );
    const error = await apiRequest('/thing', itemSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'User not found',
      detail: 'User not found',
    });
  });

  it('throws NetworkError when no answer arrives (offline, refused)', async () => {
    server.use(http.get('*/api/v1/thing', () => HttpResponse.error()));
    const error = await apiRequest('/thing', itemSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('keeps a 422 list as items and joins it into the message', async () => {
    const items = [{ path: 'email', message: 'Invalid email' }, { message: 'Required' }];
    server.use(
      http.post('*/api/v1/thing', () =>
        HttpResponse.json({ error: 'Unprocessable Entity', message: items }, { status: 422 }),
      ),
    );
    const error = await apiRequest('/thing', itemSchema, { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.items).toEqual(items);
    expect(apiError.message).toBe('Invalid email. Required');
  });

  it('tolerates an empty or non-JSON error body', async () => {
    server.use(
      http.get(
        '*/api/v1/empty',
        () => new HttpResponse(null, { status: 404, statusText: 'Not Found' }),
      ),
      http.get(
        '*/api/v1/html',
        () => new HttpResponse('<h1>oops</h1>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    await expect(apiRequestVoid('/empty')).rejects.toMatchObject({
      status: 404,
      message: 'Not Found',
    });
    await expect(apiRequestVoid('/html')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
  });

  it('rejects a 2xx body that does not match the schema', async () => {
    server.use(http.get('*/api/v1/thing', () => HttpResponse.json({ nope: true })));
    await expect(apiRequest('/thing', itemSchema)).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('returns list items and the page count from X-Total-Pages', async () => {
    server.use(
      http.get('*/api/v1/things', () =>
        HttpResponse.json([{ id: 'a' }, { id: 'b' }], { headers: { 'X-Total-Pages': '7' } }),
      ),
    );
    await expect(apiList('/things', itemSchema, { query: { page: 1 } })).resolves.toEqual({
      items: [{ id: 'a' }, { id: 'b' }],
      totalPages: 7,
    });
  });

  it('reads a missing X-Total-Pages as 0', async () => {
    server.use(http.get('*/api/v1/things', () => HttpResponse.json([])));
    await expect(apiList('/things', itemSchema)).resolves.toEqual({ items: [], totalPages: 0 });
  });

  it('also returns the match count from X-Total-Count when the server sends it', async () => {
    server.use(
      http.get('*/api/v1/things', () =>
        HttpResponse.json([{ id: 'a' }], {
          headers: { 'X-Total-Pages': '3', 'X-Total-Count': '51' },
        }),
      ),
    );
    await expect(apiList('/things', itemSchema)).resolves.toStrictEqual({
      items: [{ id: 'a' }],
      totalPages: 3,
      totalCount: 51,
    });
  });

  it('returns the status with the body, so 201 and 200 can be told apart', async () => {
    server.use(
      http.post('*/api/v1/things', () => HttpResponse.json({ id: 'n' }, { status: 201 })),
      http.put('*/api/v1/things', () => HttpResponse.json({ id: 'o' }, { status: 200 })),
    );
    await expect(
      apiRequestWithStatus('/things', itemSchema, { method: 'POST', body: {} }),
    ).resolves.toEqual({ data: { id: 'n' }, status: 201 });
    await expect(
      apiRequestWithStatus('/things', itemSchema, { method: 'PUT', body: {} }),
    ).resolves.toEqual({ data: { id: 'o' }, status: 200 });
  });
});
