import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PASSWORD_CHANGE_LIMIT,
  PASSWORD_CHANGE_WINDOW_MINUTES,
  type passwordChangeBodySchema,
  type profilePatchSchema,
} from '@contract/users';
import { refuseBreachedPassword } from '../../lib/breached-passwords';
import { tooManyAttempts } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hitRateLimit } from '../../lib/rate-limit';
import type { WriteContext } from '../../lib/write-context';
import { recordAudit } from '../audit/audit.service';
import { endSessionsOfUser } from '../auth/sessions.service';
import { renewSecurityStamp } from './security-stamp';
import { userErrors } from './users.errors';
import { findUserForUpdate } from './users.service';
import { users, type NewUserRow, type UserRow } from './users.table';

type ProfilePatch = z.output<typeof profilePatchSchema>;
type PasswordChange = z.output<typeof passwordChangeBodySchema>;

interface MemberContext extends WriteContext {
  actor: UserRow;
  request: FastifyRequest;
}

/** Per member, every attempt that passes validation counts (rolling window). */
const PASSWORD_CHANGE_RULE = {
  bucket: 'password-change:user',
  limit: PASSWORD_CHANGE_LIMIT,
  windowMs: PASSWORD_CHANGE_WINDOW_MINUTES * 60_000,
};

/**
 * [ours] PATCH /users/me: the member's names, organization and languages. Audited as
 * `user.update` by the member on themself, with the changed field names.
 */
export function updateProfile(
  { db, actor, now, request }: MemberContext,
  body: ProfilePatch,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const current = (await findUserForUpdate(tx, actor.id)) ?? actor;
    const changes: Partial<NewUserRow> = {};
    for (const [field, value] of Object.entries(body) as Array<[keyof ProfilePatch, unknown]>) {
      if (value !== undefined && JSON.stringify(value) !== JSON.stringify(current[field])) {
        Object.assign(changes, { [field]: value });
      }
    }
    const fields = Object.keys(changes);
    let row = current;
    if (fields.length > 0) {
      const [updated] = await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, actor.id))
        .returning();
      row = updated ?? current;
    }
    await recordAudit(tx, request, now, {
      action: 'user.update',
      actor,
      targetType: 'user',
      targetId: actor.id,
      details: { fields },
    });
    return row;
  });
}

/**
 * [ours] PATCH /users/me/password, after validation: the member's rate limit (429), the current
 * password (422 on `currentPassword`), then the new hash and a new security stamp (earlier links
 * and sign-in challenges close); every other session of the member ends, the one making the
 * request stays. Audited as `user.update` with `fields: ['password']`.
 */
export async function changePassword(
  { db, actor, now, request }: MemberContext,
  body: PasswordChange,
  rateLimitMultiplier: number,
): Promise<UserRow> {
  await refuseBreachedPassword(body.password);
  const limited = await hitRateLimit(db, PASSWORD_CHANGE_RULE, actor.id, now, rateLimitMultiplier);
  if (!limited.allowed) throw tooManyAttempts(limited.retryAfterSeconds);
  if (!(await verifyPassword(actor.passwordHash, body.currentPassword))) {
    throw userErrors.currentPasswordWrong();
  }
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, actor.id))
      .returning();
    await renewSecurityStamp(tx, actor.id);
    await endSessionsOfUser(tx, actor.id, request.session?.idHash);
    await recordAudit(tx, request, now, {
      action: 'user.update',
      actor,
      targetType: 'user',
      targetId: actor.id,
      details: { fields: ['password'] },
    });
    return row ?? actor;
  });
}
