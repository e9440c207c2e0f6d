import type { ZodTypeAny } from 'zod';
import type { Capability } from '@contract/permissions';
import type { Role } from '@contract/roles';

type MinRole = Role | 'public';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A response: its schema (none for an empty 200), and a description. */
export interface ResponseSpec {
  description: string;
  schema?: ZodTypeAny;
  /** Content type when not JSON, e.g. text/html. */
  contentType?: string;
}

export interface RegisteredRoute {
  method: HttpMethod;
  /** Full path in Fastify syntax, e.g. /api/v1/users/:id. */
  path: string;
  /** The capability the route serves (absent on public routes); `minRole` is read from it. */
  can?: Capability;
  minRole: MinRole;
  /** Who else passes the guard, in words (e.g. "the user themself"). */
  alsoAllowed?: string;
  summary: string;
  description?: string;
  tags: string[];
  params?: ZodTypeAny;
  query?: ZodTypeAny;
  body?: ZodTypeAny;
  /** Request media type when the body is not JSON (e.g. text/csv). */
  bodyContentType?: string;
  paginated: boolean;
  rateLimited: boolean;
  responses: Record<number, ResponseSpec>;
}

/** Every documented route, filled as modules register, read by the OpenAPI generator. */
export class RouteRegistry {
  private readonly routes: RegisteredRoute[] = [];

  add(route: RegisteredRoute): void {
    this.routes.push(route);
  }

  list(): readonly RegisteredRoute[] {
    return this.routes;
  }
}
