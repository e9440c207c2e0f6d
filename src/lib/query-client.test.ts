import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not Found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'Unauthorized'))).toBe(false);
  });

  it('retries a 5xx or a network error once', () => {
    expect(shouldRetry(0, new ApiError(503, 'Unavailable'))).toBe(true);
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
