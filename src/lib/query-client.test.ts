import { describe, expect, it, vi } from 'vitest';
import { ApiError, InvalidResponseError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not Found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'Unauthorized'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'Forbidden'))).toBe(false);
  });

  it('never retries a 500 or a body of the wrong shape', () => {
    expect(shouldRetry(0, new ApiError(500, 'Internal Server Error'))).toBe(false);
    expect(shouldRetry(0, new InvalidResponseError('Unexpected response'))).toBe(false);
  });

  it('retries a gateway answer or a network error once', () => {
    for (const status of [502, 503, 504]) {
      expect(shouldRetry(0, new ApiError(status, 'Unavailable'))).toBe(true);
      expect(shouldRetry(1, new ApiError(status, 'Unavailable'))).toBe(false);
    }
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('query client', () => {
  it('reports a 401 from any query, so the app can end the session', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({
        queryKey: ['patients'],
        queryFn: () => Promise.reject(new ApiError(401, 'Unauthorized')),
        retry: false,
      })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not report other failures', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({
        queryKey: ['patients'],
        queryFn: () => Promise.reject(new ApiError(403, 'Forbidden')),
        retry: false,
      })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
