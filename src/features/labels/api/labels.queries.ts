import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { generateLabelUrls } from './labels.api';

export const labelKeys = queryKeys('labels');

export const labelQueries = {
  /**
   * One print run's label URLs. `run` counts the runs printed on this page: each print asks for
   * new ids, so no label is ever printed twice. A run is never refetched behind the user's back
   * (that would change the sheets on screen), and is dropped once the page leaves.
   */
  run: (count: number, run: number) =>
    queryOptions({
      queryKey: labelKeys.list({ count, run }),
      queryFn: ({ signal }) => generateLabelUrls(count, signal),
      staleTime: Infinity,
      gcTime: 0,
    }),
};
