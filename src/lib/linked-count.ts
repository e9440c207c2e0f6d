import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiList } from './api-client';
import { queryKeys } from './query-keys';

/** The lists a delete question counts in: a physician's patients, a hospital's patients and physicians. */
export type LinkedResource = 'patients' | 'physicians';

/**
 * How many records a list holds under one filter, read from X-Total-Count of a one-row page;
 * null when the server does not send the count (the reference need not). Keyed under the
 * resource's lists, so every write that refreshes those lists refreshes the count too.
 */
export const linkedCountQuery = (resource: LinkedResource, filter: Record<string, string>) =>
  queryOptions({
    queryKey: queryKeys(resource).list({ ...filter, countOnly: true }),
    queryFn: async ({ signal }) => {
      const page = await apiList(`/${resource}`, z.unknown(), {
        query: { ...filter, perPage: 1 },
        signal,
      });
      return page.totalCount ?? null;
    },
  });
