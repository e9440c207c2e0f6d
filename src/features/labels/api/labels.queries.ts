import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { generateLabelUrls, getLabelsPrinted } from './labels.api';

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
  /**
   * [ours] The dashboard's "Labels printed this week" (issue 22). The reference server has no
   * such endpoint: its 404 leaves the figure unknown (a dash).
   */
  printedSince: (from: string) =>
    queryOptions({
      queryKey: labelKeys.list({ printedSince: from }),
      queryFn: ({ signal }) => getLabelsPrinted(from, signal),
      staleTime: 60_000,
    }),
};
