import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A 4xx will not get better by asking again; network errors and 5xx get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

interface QueryClientOptions {
  /** Called when a query is answered 401: the session has ended on the server. */
  onUnauthorized?: () => void;
}

export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
