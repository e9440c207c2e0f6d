import { z } from 'zod';
import { paginationHeaders } from '@contract/common';
import { errorBodySchema, type ValidationItem } from '@contract/errors';

export const API_BASE = '/api/v1';

/**
 * A non-2xx answer. `detail` is the body's `message` as sent (a string, or the 422 list);
 * `message` is always a readable string so the error logs and displays sensibly.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly detail: string | ValidationItem[],
  ) {
    super(typeof detail === 'string' ? detail : detail.map((item) => item.message).join('. '));
  }

  /** The 422 items, or an empty list when the body carried a plain message. */
  get items(): ValidationItem[] {
    return typeof this.detail === 'string' ? [] : this.detail;
  }
}

/**
 * No answer at all: offline, DNS, a refused connection (fetch's TypeError). Nothing reached the
 * server, so nothing was saved.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** A 2xx answer whose body does not match the expected shape. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; leave undefined for no body (then no Content-Type either). */
  body?: unknown;
  /** A body that is not JSON, sent as it is with its own Content-Type (the licence CSV). */
  rawBody?: { content: string; contentType: string };
  /** Null and undefined values are left out; the rest are URL-encoded. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export interface ListResult<T> {
  items: T[];
  totalPages: number;
  /** X-Total-Count, when the server sent it (our server always does). */
  totalCount?: number;
}

/** A parsed 2xx body with its status, for endpoints whose status means something (201 vs 200). */
export interface ResponseWithStatus<T> {
  data: T;
  status: number;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads an error body leniently: the reference sometimes sends an empty or non-JSON body. */
async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const parsed = errorBodySchema.safeParse(parseJson(text));
  if (parsed.success) return new ApiError(response.status, parsed.data.message);
  return new ApiError(
    response.status,
    response.statusText || `Request failed with status ${response.status}`,
  );
}

function bodyOf({ body, rawBody }: RequestOptions): { type?: string; content?: string } {
  if (rawBody) return { type: rawBody.contentType, content: rawBody.content };
  if (body !== undefined) return { type: 'application/json', content: JSON.stringify(body) };
  return {};
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { type, content } = bodyOf(options);
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: type
      ? { Accept: 'application/json', 'Content-Type': type }
      : { Accept: 'application/json' },
    body: content,
    signal: options.signal,
  }).catch((error: unknown) => {
    throw error instanceof TypeError ? new NetworkError(error.message) : error;
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function readBody<S extends z.ZodTypeAny>(
  response: Response,
  schema: S,
): Promise<z.output<S>> {
  const text = await response.text();
  const result = schema.safeParse(text === '' ? undefined : parseJson(text));
  if (!result.success) {
    throw new InvalidResponseError(`Unexpected response from ${response.url || 'the server'}`);
  }
  return result.data as z.output<S>;
}

/** A call whose 2xx body is parsed with `schema`. */
export async function apiRequest<S extends z.ZodTypeAny>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return readBody(await send(path, options), schema);
}

/** Like apiRequest, but also returns the status (e.g. register: 201 created, 200 existing). */
export async function apiRequestWithStatus<S extends z.ZodTypeAny>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<ResponseWithStatus<z.output<S>>> {
  const response = await send(path, options);
  return { data: await readBody(response, schema), status: response.status };
}

function readCount(response: Response, header: string): number | undefined {
  const value = Number.parseInt(response.headers.get(header) ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** A call whose 2xx body is empty or ignored. */
export async function apiRequestVoid(path: string, options: RequestOptions = {}): Promise<void> {
  const response = await send(path, options);
  await response.text();
}

/** Delete answers carry a message; the reference may send none. */
const deleteAnswerSchema = z.object({ message: z.string().optional() }).passthrough().optional();

/** A DELETE: answers the server's message ('Hospital deleted successfully'), if it sent one. */
export async function apiDelete(path: string): Promise<string | undefined> {
  const answer = await apiRequest(path, deleteAnswerSchema, { method: 'DELETE' });
  return answer?.message;
}

/**
 * A list call: the body is a bare array, the page count comes from X-Total-Pages, and the
 * number of matches from X-Total-Count when present.
 */
export async function apiList<S extends z.ZodTypeAny>(
  path: string,
  itemSchema: S,
  options: RequestOptions = {},
): Promise<ListResult<z.output<S>>> {
  const response = await send(path, options);
  const totalPages = readCount(response, paginationHeaders.totalPages) ?? 0;
  const totalCount = readCount(response, paginationHeaders.totalCount);
  const text = await response.text();
  const body = parseJson(text);
  if (!Array.isArray(body)) throw new InvalidResponseError(`Expected a list from ${path}`);
  const items = body.map((item: unknown) => {
    const result = itemSchema.safeParse(item);
    if (!result.success) throw new InvalidResponseError(`Unexpected list item from ${path}`);
    return result.data as z.output<S>;
  });
  return totalCount === undefined ? { items, totalPages } : { items, totalPages, totalCount };
}
