import { HttpResponse, type JsonBodyType } from 'msw';
import type { ZodError, ZodType, ZodTypeDef } from 'zod';
import { DEFAULT_PER_PAGE, paginationHeaders } from '@contract/common';
import { httpErrors, toValidationItems, type ValidationError } from '@contract/errors';
import { can, type Capability } from '@contract/permissions';
import { db } from './db';

export const api = (path: string) => `*/api/v1${path}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

export function query(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** Notes the request in db.requests, then applies the endpoint's capability (API §1.8). */
export function guard(request: Request, capability: Capability): Response | null {
  const url = new URL(request.url);
  db.requests.push({
    method: request.method,
    path: url.pathname.replace(/^\/api\/v1/, ''),
    query: query(request),
  });
  const user = db.currentUser();
  if (!user) return HttpResponse.json(httpErrors.unauthorized, { status: 401 });
  if (!can(user, capability)) {
    return HttpResponse.json(httpErrors.forbidden, { status: 403 });
  }
  return null;
}

/** guard, then the query string parsed by `schema`: its data, or the 401/403/422 to answer. */
export function guardedQuery<T>(
  request: Request,
  capability: Capability,
  schema: ZodType<T, ZodTypeDef, unknown>,
): T | Response {
  const denied = guard(request, capability);
  if (denied) return denied;
  const parsed = schema.safeParse(query(request));
  return parsed.success ? parsed.data : invalid(parsed.error);
}

export function invalid(error: ZodError, root = 'body'): Response {
  const body: ValidationError = {
    error: 'Unprocessable Entity',
    message: toValidationItems(error, root),
  };
  return HttpResponse.json(body, { status: 422 });
}

export function invalidItem(path: string, message: string): Response {
  const body: ValidationError = { error: 'Unprocessable Entity', message: [{ path, message }] };
  return HttpResponse.json(body, { status: 422 });
}

export const message = (text: string, status: number) =>
  HttpResponse.json({ message: text }, { status });

export async function readBody(request: Request): Promise<unknown> {
  return (await request.json().catch(() => null)) as unknown;
}

/**
 * A record the handler built, checked against the contract's strict schema before it is sent:
 * a change of shape fails the test here instead of passing unnoticed.
 */
export function respond<T>(schema: ZodType<T, ZodTypeDef, unknown>, body: T, status = 200) {
  return HttpResponse.json(strictJson(schema, body), { status });
}

function strictJson<T>(schema: ZodType<T, ZodTypeDef, unknown>, body: T): JsonBodyType {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new Error(`Mock response breaks the contract: ${parsed.error.message}`);
  return body as JsonBodyType;
}

/**
 * One page of `items` with API §1.6's headers (the Link header is left empty here). With a
 * schema, each item is checked against the contract first.
 */
export function paginate<T>(
  items: readonly T[],
  params: { page?: number; perPage?: number },
  schema?: ZodType<T, ZodTypeDef, unknown>,
) {
  const page = params.page ?? 1;
  const perPage = params.perPage ?? DEFAULT_PER_PAGE;
  const totalPages = Math.ceil(items.length / perPage);
  const pageItems = items.slice((page - 1) * perPage, page * perPage);
  const body = schema ? pageItems.map((item) => strictJson(schema, item)) : pageItems;
  return HttpResponse.json(body as JsonBodyType, {
    headers: {
      [paginationHeaders.page]: String(page),
      [paginationHeaders.perPage]: String(perPage),
      [paginationHeaders.totalCount]: String(items.length),
      [paginationHeaders.totalPages]: String(totalPages),
      [paginationHeaders.link]: '',
    },
  });
}

export const byName = (a: string | null, b: string | null) => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a.toLowerCase().localeCompare(b.toLowerCase());
};

/** By name (byName), ties by id. */
export const byNameThenId = (
  a: { name: string | null; id: string },
  b: { name: string | null; id: string },
) => byName(a.name, b.name) || a.id.localeCompare(b.id);

/** A PATCH body's changes: the keys sent, without the ones left undefined. */
export const definedOnly = <T extends object>(data: T): Partial<T> =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as Partial<T>;

export const now = () => new Date().toISOString();
