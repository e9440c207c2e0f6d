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

/** Why the guard answered 403: an inactive member, or a role below the capability's minimum. */
export type DeniedReason = 'inactive' | 'role';

/**
 * Runs before a 403 is sent, e.g. to record the denied attempt in the audit trail. If it
 * fails, the failure is logged and the answer is still the 403.
 */
export type OnDenied = (
  request: FastifyRequest,
  user: UserRow,
  reason: DeniedReason,
) => Promise<void>;

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
  onDenied?: OnDenied,
): onRequestHookHandler {
  return (request, _reply, done) => {
    const user = request.user;
    if (!user) return done(unauthorized());
    const reason: DeniedReason | null = !isActiveUser(user)
      ? 'inactive'
      : !can(user, capability) && !alsoAllow?.test(user, request)
        ? 'role'
        : null;
    if (!reason) return done();
    if (!onDenied) return done(forbidden());
    onDenied(request, user, reason).then(
      () => done(forbidden()),
      (error: unknown) => {
        request.log.error({ err: error }, 'could not record a denied request');
        done(forbidden());
      },
    );
  };
}
