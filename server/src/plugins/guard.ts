import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { roleAtLeast, type Role } from '@contract/roles';
import { isActiveUser } from '@contract/users';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { UserRow } from '../modules/users/users.table';

/** An endpoint rule that lets a user below the minimum role through, e.g. "or themself". */
export interface AlsoAllow {
  description: string;
  test: (user: UserRow, request: FastifyRequest) => boolean;
}

/**
 * The one role guard: no live session → 401; inactive user → 403; role below `minimum`
 * (and no `alsoAllow` rule passing) → 403. Validation runs after it.
 */
export function requireRole(minimum: Role, alsoAllow?: AlsoAllow): preHandlerHookHandler {
  return (request, _reply, done) => {
    const user = request.user;
    if (!user) done(unauthorized());
    else if (!isActiveUser(user)) done(forbidden());
    else if (!roleAtLeast(user.role, minimum) && !alsoAllow?.test(user, request)) done(forbidden());
    else done();
  };
}
