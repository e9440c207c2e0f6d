import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ValidationItem } from '@contract/errors';
import { userMessages, type UserAction, type userPatchSchema } from '@contract/users';
import { breachedPasswordItem, isBreachedPassword } from '../../lib/breached-passwords';
import { validationError } from '../../lib/http-errors';
import type { Queryable } from '../../db/client';
import { oneTimeToken } from '../../lib/one-time-token';
import { hashPassword } from '../../lib/password';
import type { WriteContext } from '../../lib/write-context';
import { recordAudit } from '../audit/audit.service';
import { endSessionsOfUser } from '../auth/sessions.service';
import { accountChangeValues, type AccountChange } from '../mail/mail.templates';
import type { LicenceCheck } from './licence-check';
import { renewSecurityStamp } from './security-stamp';
import { uniqueRaceItem } from './unique-race';
import { userErrors } from './users.errors';
import { emailTakenByOther, findUser, findUserForUpdate } from './users.service';
import { users, type NewUserRow, type UserRow } from './users.table';

type UserPatch = z.output<typeof userPatchSchema>;

/** The caller's context: who acts, and the request (audit address, the session to keep). */
interface AdminContext extends WriteContext {
  request: FastifyRequest;
}

/** Fields of the body compared with the row: a field counts as changed when its value differs. */
const comparedFields = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'licenseNumber',
  'role',
  'organization',
  'languages',
] as const satisfies ReadonlyArray<keyof UserPatch & keyof UserRow>;

function changedValues(row: UserRow, body: UserPatch): Partial<NewUserRow> {
  const changes: Partial<Record<(typeof comparedFields)[number], unknown>> = {};
  for (const field of comparedFields) {
    const value = body[field];
    if (value === undefined) continue;
    if (JSON.stringify(value) !== JSON.stringify(row[field])) changes[field] = value;
  }
  return changes as Partial<NewUserRow>;
}

/**
 * API.md §4.2 rules 2–3 before any write: the own-role rule alone, then the e-mail and licence
 * items collected into one 422. Returns the licence data to store for a new number.
 */
async function checkUserPatch(
  { db, actor }: AdminContext,
  target: UserRow,
  body: UserPatch,
  checkLicence: LicenceCheck,
): Promise<Pick<NewUserRow, 'licenseData'>> {
  if (target.id === actor.id && body.role !== undefined && body.role !== target.role) {
    throw userErrors.ownRole();
  }
  const items: ValidationItem[] = [];
  if (body.email !== undefined && (await emailTakenByOther(db, body.email, target.id))) {
    items.push({ path: 'email', message: userMessages.emailTaken });
  }
  let licenseData: NewUserRow['licenseData'] = target.licenseData;
  if (body.licenseNumber === null) licenseData = null;
  else if (body.licenseNumber !== undefined && body.licenseNumber !== target.licenseNumber) {
    const verified = await checkLicence(db, body.licenseNumber, target.id);
    if ('items' in verified) items.push(...verified.items);
    else licenseData = verified.licenseData;
  }
  if (body.password && (await isBreachedPassword(body.password))) {
    items.push({ ...breachedPasswordItem });
  }
  if (items.length > 0) throw validationError(items);
  return { licenseData };
}

/** What an edit did, for the mails the route sends once it has committed. */
export interface UserEdit {
  row: UserRow;
  /** The user before the edit: the notice goes to this address. */
  before: UserRow;
  /** Credential changes the member is told about (issue 21). */
  changes: AccountChange[];
  /** A new e-mail of a still unverified account gets a fresh verification link. */
  verificationToken: string | null;
}

/**
 * After a password or e-mail change: a new security stamp, and for a new e-mail of an account
 * still unverified, a verification link for it (the one mailed to the old address is closed).
 */
async function closeOldCredentials(
  tx: Queryable,
  request: FastifyRequest,
  current: UserRow,
  changes: Partial<NewUserRow>,
): Promise<Pick<UserEdit, 'changes' | 'verificationToken'>> {
  const credentialChanges = accountChangeValues.filter(
    (change) =>
      (change === 'password' && 'passwordHash' in changes) ||
      (change === 'email' && 'email' in changes),
  );
  if (credentialChanges.length === 0) return { changes: [], verificationToken: null };
  const stamp = await renewSecurityStamp(tx, current.id);
  if (!('email' in changes) || current.emailVerifiedAt) {
    return { changes: credentialChanges, verificationToken: null };
  }
  const token = oneTimeToken.create();
  await tx
    .update(users)
    .set({
      emailVerificationTokenHash: oneTimeToken.hash(request.server.sessionSecret, token),
      emailVerificationStamp: stamp,
    })
    .where(eq(users.id, current.id));
  return { changes: credentialChanges, verificationToken: token };
}

/**
 * PATCH /users/:id (ADMIN). Only the fields present change; a role or password change ends the
 * target's other sessions (all of them unless the admin edits themself); a password or e-mail
 * change renews the security stamp, closing earlier links and sign-in challenges. Audited as
 * `user.update` with the changed field names, never their values. Null when the id is unknown.
 *
 * The checks (and a licence verification, which may call a remote site) run before the
 * transaction, so no lock is held while waiting.
 */
export async function updateUser(
  ctx: AdminContext,
  id: string,
  body: UserPatch,
  checkLicence: LicenceCheck,
): Promise<UserEdit | null> {
  const target = await findUser(ctx.db, id);
  if (!target) return null;
  const { licenseData } = await checkUserPatch(ctx, target, body, checkLicence);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const { db, actor, now, request } = ctx;
  try {
    return await db.transaction(async (tx) => {
      const current = await findUserForUpdate(tx, id);
      if (!current) return null;
      const changes = changedValues(current, body);
      if ('licenseNumber' in changes) changes.licenseData = licenseData;
      if (passwordHash) changes.passwordHash = passwordHash;
      const fields = Object.keys(changes)
        .filter((field) => field !== 'licenseData')
        .map((field) => (field === 'passwordHash' ? 'password' : field));
      let row = current;
      if (fields.length > 0) {
        const [updated] = await tx
          .update(users)
          .set({ ...changes, updatedAt: now })
          .where(eq(users.id, id))
          .returning();
        row = updated ?? current;
      }
      if ('role' in changes || passwordHash) {
        await endSessionsOfUser(tx, id, id === actor.id ? request.session?.idHash : undefined);
      }
      const credentials = await closeOldCredentials(tx, request, current, changes);
      await recordAudit(tx, request, now, {
        action: 'user.update',
        actor,
        targetType: 'user',
        targetId: id,
        details: { fields },
      });
      return { row, before: current, ...credentials };
    });
  } catch (error) {
    const race = uniqueRaceItem(error, userMessages.emailTaken);
    if (race) throw validationError([race]);
    throw error;
  }
}

/** What each action changes when it applies (API.md §4.2's table), or null for a no-op. */
function actionChanges(
  action: UserAction,
  target: UserRow,
  actorId: string,
  now: Date,
): Partial<NewUserRow> | null {
  switch (action) {
    case 'approve':
      return target.approvedAt
        ? null
        : { approvedAt: now, approvedById: actorId, rejectedAt: null, rejectedById: null };
    case 'reject':
      return target.rejectedAt
        ? null
        : { rejectedAt: now, rejectedById: actorId, approvedAt: null, approvedById: null };
    case 'disable':
      return target.disabledAt ? null : { disabledAt: now, disabledById: actorId };
    case 'enable':
      return target.disabledAt ? { disabledAt: null, disabledById: null } : null;
  }
}

/**
 * PATCH /users/:id/approve | reject | disable | enable (STAFF), after validation: 404, then the
 * ADMIN-target rule (403), then the self rule (422), and only then the idempotent no-op. Reject
 * and disable end all the target's sessions. Every call is audited with `details.changed`.
 */
export function actOnUser(
  { db, actor, now, request }: AdminContext,
  id: string,
  action: UserAction,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const target = await findUserForUpdate(tx, id);
    if (!target) throw userErrors.notFound();
    if (target.role === 'ADMIN' && actor.role !== 'ADMIN') throw userErrors.adminTarget();
    if (target.id === actor.id && action === 'reject') throw userErrors.ownReject();
    if (target.id === actor.id && action === 'disable') throw userErrors.ownDisable();
    const changes = actionChanges(action, target, actor.id, now);
    let row = target;
    if (changes) {
      const [updated] = await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      row = updated ?? target;
      if (action === 'reject' || action === 'disable') await endSessionsOfUser(tx, id);
    }
    await recordAudit(tx, request, now, {
      action: `user.${action}`,
      actor,
      targetType: 'user',
      targetId: id,
      details: { changed: changes !== null },
    });
    return row;
  });
}
