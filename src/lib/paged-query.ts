import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query behind a paged table or list: while another page or filter loads, the rows already
 * on screen stay (keepPreviousData) instead of the table flashing back to its skeleton.
 */
export function pagedQuery<TData, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (signal: AbortSignal) => Promise<TData>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
  });
}
