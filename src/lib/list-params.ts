import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A list page's search term and page number, kept in the address (?search=…&page=…). */
export interface ListParams {
  search: string;
  page: number;
}

export const LIST_SEARCH_PARAM = 'search';
export const LIST_PAGE_PARAM = 'page';

/** Reads the list state from a URL's query: an odd page number counts as page 1. */
export function readListParams(searchParams: URLSearchParams): ListParams {
  const page = Number(searchParams.get(LIST_PAGE_PARAM) ?? '1');
  return {
    search: (searchParams.get(LIST_SEARCH_PARAM) ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function readListParamsFromRequest(request: Request): ListParams {
  return readListParams(new URL(request.url).searchParams);
}

/** The query with one filter set (or removed when empty), back at page 1. */
export function withFilter(current: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete(LIST_PAGE_PARAM);
  return next;
}

/** The query at another page (page 1 is the address without `page`). */
export function withPage(current: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page > 1) next.set(LIST_PAGE_PARAM, String(page));
  else next.delete(LIST_PAGE_PARAM);
  return next;
}

/**
 * The list state of the current page, and setters that write it to the address. A new search
 * starts again at page 1 and replaces the history entry; a page change adds one.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);

  const setSearch = useCallback(
    (search: string) =>
      setSearchParams((current) => withFilter(current, LIST_SEARCH_PARAM, search), {
        replace: true,
      }),
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) => setSearchParams((current) => withPage(current, page)),
    [setSearchParams],
  );

  return { ...params, setSearch, setPage };
}
