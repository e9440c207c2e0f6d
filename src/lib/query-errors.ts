import { ApiError } from './api-client';

/** What a failed read means to the person looking at the page. */
export type ReadFailure = 'notFound' | 'forbidden' | 'failed';

/**
 * 403: the role may not read this, and asking again will not change it. 404, and 422 on a
 * record read (a malformed id such as /physicians/edit): there is no such record. Anything else,
 * including the reference's 500 for some unknown ids (API.md §7.2), is a failure worth a Retry.
 */
export function readFailure(error: unknown): ReadFailure {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'forbidden';
    if (error.status === 404 || error.status === 422) return 'notFound';
  }
  return 'failed';
}
