import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { can, type Capability } from '@contract/permissions';
import { isActiveUser } from '@contract/users';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { UserRow } from '../modules/users/users.table';

/** An endpoint rule that lets a user below the minimum role through, e.g. "or themself". */
export interface AlsoAllow {
  description: string;
  test: (user: UserRow, request: FastifyRequest) => boolean;
}

/**
 * The one role guard: no live session → 401; inactive user → 403; role below the capability's
 * minimum in the permission table (and no `alsoAllow` rule passing) → 403.
 *
 * It runs as an `onRequest` hook, after the session hook and before the body is read: a caller
 * who may not use the route learns nothing from a 400 or 415 about the body (API.md §1.8).
 * Validation runs after it.
 */
export function requireCapability(
  capability: Capability,
  alsoAllow?: AlsoAllow,
): onRequestHookHandler {
  return (request, _reply, done) => {
    const user = request.user;
    if (!user) done(unauthorized());
    else if (!isActiveUser(user)) done(forbidden());
    else if (!can(user, capability) && !alsoAllow?.test(user, request)) done(forbidden());
    else done();
  };
}
