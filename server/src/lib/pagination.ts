import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_PER_PAGE, paginationHeaders } from '@contract/common';

export interface PageWindow {
  page: number;
  perPage: number;
  /** Rows to skip: (page − 1) × perPage. */
  offset: number;
}

/** page and perPage with their defaults (1 and 25), as validated by paginationQuerySchema. */
export function pageWindow(query: {
  page?: number | undefined;
  perPage?: number | undefined;
}): PageWindow {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? DEFAULT_PER_PAGE;
  return { page, perPage, offset: (page - 1) * perPage };
}

export function totalPages(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}

type QueryValue = string | number | boolean | null | undefined;

interface LinkOptions {
  /** scheme://host[:port]/path of the request, without the query. */
  base: string;
  /** The endpoint's validated query: only keys the request supplied have a value. */
  query: Record<string, unknown>;
  /** The endpoint's known query parameters, in the order of its query table. */
  keys: readonly string[];
  page: number;
  totalPages: number;
}

function linkUrl(options: LinkOptions, target: number): string {
  const params = new URLSearchParams();
  let pageWritten = false;
  for (const key of options.keys) {
    if (key === 'page') {
      if (options.query.page !== undefined) {
        params.append('page', String(target));
        pageWritten = true;
      }
      continue;
    }
    const value = options.query[key] as QueryValue;
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  if (!pageWritten) params.append('page', String(target));
  return `${options.base}?${params.toString()}`;
}

/**
 * The Link header of API.md §1.6: next, last, first, prev, each only when its condition holds,
 * joined by ',' with no space; the empty string when none applies.
 */
export function paginationLink(options: LinkOptions): string {
  const { page, totalPages: pages } = options;
  const links: string[] = [];
  if (page < pages) links.push(`<${linkUrl(options, page + 1)}>; rel="next"`);
  if (page < pages - 1) links.push(`<${linkUrl(options, pages)}>; rel="last"`);
  if (page > 2) links.push(`<${linkUrl(options, 1)}>; rel="first"`);
  if (page > 1) links.push(`<${linkUrl(options, page - 1)}>; rel="prev"`);
  return links.join(',');
}

/** The request's own URL without its query: scheme, Host (with its port) and path. */
function requestBase(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '/';
  return `${request.protocol}://${request.host}${path}`;
}

interface PageResult<T> {
  items: T[];
  total: number;
  window: PageWindow;
  /** The validated query, and the endpoint's known keys in table order, for Link. */
  query: Record<string, unknown>;
  keys: readonly string[];
}

/**
 * Writes X-Page, X-Per-Page, X-Total-Count, X-Total-Pages and Link, and returns the bare
 * array the list responds with.
 */
export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  result: PageResult<T>,
): T[] {
  const { page, perPage } = result.window;
  const pages = totalPages(result.total, perPage);
  reply
    .header(paginationHeaders.page, String(page))
    .header(paginationHeaders.perPage, String(perPage))
    .header(paginationHeaders.totalCount, String(result.total))
    .header(paginationHeaders.totalPages, String(pages))
    .header(
      paginationHeaders.link,
      paginationLink({
        base: requestBase(request),
        query: result.query,
        keys: result.keys,
        page,
        totalPages: pages,
      }),
    );
  return result.items;
}

interface ListRequest {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The validated query: page and perPage, and the endpoint's own filters. */
  query: PageQuery & Record<string, unknown>;
}

type PageQuery = Parameters<typeof pageWindow>[0];

/**
 * A paginated list handler: the window from the query, one page loaded in it, and the page
 * sent with its headers. `keys` is the endpoint's query table order, for Link.
 */
export async function respondWithPage<T>(
  { request, reply, query }: ListRequest,
  keys: readonly string[],
  load: (window: PageWindow) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> {
  const window = pageWindow(query);
  const { items, total } = await load(window);
  return sendPage(request, reply, { items, total, window, query, keys });
}

/**
 * A list's count and its page of rows, awaited in that order (call it inside one snapshot):
 *
 *   inSnapshot(db, (tx) => countedRows(countQuery(tx, where), rowsQuery(tx, where, window)));
 */
export async function countedRows<R>(
  count: PromiseLike<Array<{ total: number }>>,
  rows: PromiseLike<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const [counted] = await count;
  return { rows: await rows, total: counted?.total ?? 0 };
}
