import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError, InvalidResponseError } from './api-client';

/** Gateway answers that often pass: a proxy or a restarting server. A 500 is a real failure. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

/**
 * One more try only where it can help: a network failure or a gateway answer, once. A 4xx, a
 * 500 (the reference's answer to an unknown id) or a body of the wrong shape will not get
 * better by asking again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError) return TRANSIENT_STATUSES.has(error.status);
  return !(error instanceof InvalidResponseError);
}

/** Short, so a failing read never holds a page (or the start-up loader) for seconds. */
export const RETRY_DELAY_MS = 300;

interface QueryClientOptions {
  /** Called when a query (or a mutation) is answered 401: the session has ended on the server. */
  onUnauthorized?: (from: 'query' | 'mutation') => void;
}

/**
 * The app's query defaults. `retryOnMount: false`: a read a route loader just saw fail is shown
 * by the page as it is (with its Retry), not asked again because the page mounted.
 */
export const queryDefaults = {
  queries: {
    retry: shouldRetry,
    retryDelay: RETRY_DELAY_MS,
    retryOnMount: false,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const is401 = (error: unknown) => error instanceof ApiError && error.status === 401;
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (is401(error)) onUnauthorized?.('query');
      },
    }),
    // A write answered 401 too (e.g. after the session was ended from another device).
    mutationCache: new MutationCache({
      onError: (error) => {
        if (is401(error)) onUnauthorized?.('mutation');
      },
    }),
    defaultOptions: queryDefaults,
  });
}
