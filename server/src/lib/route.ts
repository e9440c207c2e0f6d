import { Readable } from 'node:stream';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { z, ZodTypeAny } from 'zod';
import { toValidationItems, type ValidationItem } from '@contract/errors';
import { minimumRole, type Capability } from '@contract/permissions';
import type { Database } from '../db/client';
import { CSV_BODY_LIMIT } from '../plugins/body';
import { requireCapability, type AlsoAllow, type OnDenied } from '../plugins/guard';
import type { UserRow } from '../modules/users/users.table';
import { tooManyAttempts, validationError } from './http-errors';
import { hitRateLimit, type RateLimitRule } from './rate-limit';
import type { HttpMethod, ResponseSpec } from './route-registry';

type Schema = ZodTypeAny | undefined;
type Output<S extends Schema> = S extends ZodTypeAny ? z.output<S> : undefined;

/** Who may call a route: a capability of the permission table, or anyone. */
type Access = Capability | 'public';

interface RouteContext<P extends Schema, Q extends Schema, B extends Schema, A extends Access> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Output<P>;
  query: Output<Q>;
  body: Output<B>;
  /** The signed-in user: always present on guarded routes. */
  user: A extends 'public' ? UserRow | null : UserRow;
  db: Database;
  /** The request's clock reading: one `now` per request. */
  now: Date;
}

interface RouteBase<P extends Schema, Q extends Schema, B extends Schema> {
  method: HttpMethod;
  /** Relative to the module's prefix, e.g. `/:id`. */
  url: string;
  summary: string;
  description?: string;
  tags?: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** `csv`: the body is `text/csv` (up to 5 MiB), handed to `body` as a string. Default JSON. */
  bodyType?: 'json' | 'csv';
  /** Per client address, checked before validation (public endpoints of API.md §1.9). */
  rateLimit?: RateLimitRule;
  /** Documents the pagination headers (the handler calls sendPage). */
  paginated?: boolean;
  /** By status: a schema, `null` for an empty body, or a full description. */
  responses: Record<number, ZodTypeAny | null | ResponseSpec>;
}

/** A guarded route names the capability it serves; the minimum role comes from the table. */
interface GuardedRouteDefinition<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
> extends RouteBase<P, Q, B> {
  can: Capability;
  access?: never;
  /** An endpoint rule admitting a lower role, e.g. "STAFF, or the user themself". */
  alsoAllow?: AlsoAllow;
  /** Resolves the session in the route's own read statement (see FastifyContextConfig). */
  resolveSessionWith?: FastifyContextConfig['resolveSessionWith'];
  /** Runs before the guard's 403 is sent (e.g. records the denied attempt). */
  onDenied?: OnDenied;
  handler: (ctx: RouteContext<P, Q, B, Capability>) => unknown;
}

interface PublicRouteDefinition<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
> extends RouteBase<P, Q, B> {
  access: 'public';
  can?: never;
  alsoAllow?: never;
  resolveSessionWith?: never;
  onDenied?: never;
  handler: (ctx: RouteContext<P, Q, B, 'public'>) => unknown;
}

type RouteDefinition<P extends Schema, Q extends Schema, B extends Schema> =
  GuardedRouteDefinition<P, Q, B> | PublicRouteDefinition<P, Q, B>;

function toResponseSpec(status: number, value: ZodTypeAny | null | ResponseSpec): ResponseSpec {
  if (value === null) return { description: status === 200 ? 'Empty body' : String(status) };
  if ('safeParse' in value)
    return { description: status < 300 ? 'Success' : 'Error', schema: value };
  return value;
}

function issuesOf(schema: Schema, input: unknown, root: string, items: ValidationItem[]): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  items.push(...toValidationItems(result.error, root));
  return undefined;
}

/** Validates params, then query, then body, reporting every issue in one 422. */
function validator(def: { params?: Schema; query?: Schema; body?: Schema }): preHandlerHookHandler {
  return (request, _reply, done) => {
    const items: ValidationItem[] = [];
    const params = issuesOf(def.params, request.params, 'params', items);
    const query = issuesOf(def.query, request.query, 'query', items);
    // A missing body reads as null: `Expected object, received null` at `body`.
    const body = issuesOf(def.body, request.body ?? null, 'body', items);
    if (items.length > 0) {
      done(validationError(items));
      return;
    }
    request.validated = { params, query, body };
    done();
  };
}

function rateLimiter(app: FastifyInstance, rule: RateLimitRule): preHandlerAsyncHookHandler {
  return async (request) => {
    const result = await hitRateLimit(
      app.db,
      rule,
      request.clientAddress,
      app.now(),
      app.config.rateLimitMultiplier,
    );
    if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds);
  };
}

const defaultTag = (path: string) => /^\/api\/v1\/([^/]+)/.exec(path)?.[1] ?? 'service';

/**
 * Declares a route: Fastify registration, the guard (401 → 403, from the capability's minimum
 * role in `@contract/permissions`), the per-address rate limit, validation through the
 * contract's schemas (422), and the OpenAPI entry, in one place.
 */
export function defineRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(app: FastifyInstance, def: RouteDefinition<P, Q, B>): void {
  const path = `${app.prefix}${def.url === '/' ? '' : def.url}` || '/';
  const responses = Object.fromEntries(
    Object.entries(def.responses).map(([status, value]) => [
      Number(status),
      toResponseSpec(Number(status), value),
    ]),
  );
  app.routeRegistry.add({
    method: def.method,
    path,
    ...(def.can ? { can: def.can } : {}),
    minRole: def.can ? minimumRole(def.can) : 'public',
    ...(def.alsoAllow ? { alsoAllowed: def.alsoAllow.description } : {}),
    summary: def.summary,
    ...(def.description ? { description: def.description } : {}),
    tags: def.tags ?? [defaultTag(path)],
    ...(def.params ? { params: def.params } : {}),
    ...(def.query ? { query: def.query } : {}),
    ...(def.body ? { body: def.body } : {}),
    ...(def.bodyType === 'csv' ? { bodyContentType: 'text/csv' } : {}),
    paginated: def.paginated ?? false,
    rateLimited: Boolean(def.rateLimit),
    responses,
  });

  const preHandler: Array<preHandlerHookHandler | preHandlerAsyncHookHandler> = [];
  if (def.rateLimit) preHandler.push(rateLimiter(app, def.rateLimit));
  preHandler.push(validator(def));

  app.route({
    method: def.method,
    url: def.url,
    config: {
      ...(def.bodyType === 'csv'
        ? { acceptsBody: false, acceptsCsv: true }
        : { acceptsBody: Boolean(def.body) }),
      ...(def.resolveSessionWith ? { resolveSessionWith: def.resolveSessionWith } : {}),
    },
    ...(def.bodyType === 'csv' ? { bodyLimit: CSV_BODY_LIMIT } : {}),
    // The guard runs before the body is parsed (API.md §1.8: 401/403 before 400/415).
    ...(def.can ? { onRequest: requireCapability(def.can, def.alsoAllow, def.onDenied) } : {}),
    preHandler,
    handler: async (request, reply) => {
      const { params, query, body } = request.validated ?? {};
      const ctx = {
        request,
        reply,
        params,
        query,
        body,
        user: request.user,
        db: app.db,
        now: app.now(),
      };
      const result = await callHandler(def, ctx);
      if (reply.sent) return reply;
      // A streamed body (a CSV export) is checked by its own tests, not parsed here.
      if (app.checkResponses && !(result instanceof Readable))
        checkResponse(
          responses[reply.statusCode],
          asChecked(reply, result),
          `${def.method} ${path}`,
        );
      return result === undefined ? reply.send() : result;
    },
  });
}

/**
 * The guard has run: a guarded route's handler always sees a user. Validation has run: the
 * inputs have the schemas' output types.
 */
function callHandler<P extends Schema, Q extends Schema, B extends Schema>(
  def: RouteDefinition<P, Q, B>,
  ctx: Omit<RouteContext<P, Q, B, 'public'>, 'params' | 'query' | 'body'> & {
    params: unknown;
    query: unknown;
    body: unknown;
  },
): unknown {
  const typed = ctx as RouteContext<P, Q, B, 'public'>;
  if (def.access === 'public') return def.handler(typed);
  if (!typed.user) throw new Error('guarded route reached without a user');
  return def.handler({ ...typed, user: typed.user });
}

/**
 * A handler may answer JSON text it already holds (e.g. built by the database), with a JSON
 * content type: Fastify sends it as it is, and the check reads it parsed.
 */
function asChecked(reply: FastifyReply, result: unknown): unknown {
  const type = reply.getHeader('content-type');
  return typeof result === 'string' &&
    typeof type === 'string' &&
    type.startsWith('application/json')
    ? (JSON.parse(result) as unknown)
    : result;
}

/** In tests, a response that does not match its declared schema fails loudly. */
function checkResponse(spec: ResponseSpec | undefined, result: unknown, route: string): void {
  if (!spec) throw new Error(`${route} answered a status it does not declare`);
  if (!spec.schema) {
    if (result !== undefined) throw new Error(`${route} declares an empty body but returned one`);
    return;
  }
  const parsed = spec.schema.safeParse(result);
  if (!parsed.success)
    throw new Error(`${route} response does not match its schema: ${parsed.error.message}`);
}
