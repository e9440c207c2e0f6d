import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MfaStatus } from '@contract/mfa';
import { verifyPassword } from '../../lib/password';
import { recordAudit } from '../audit/audit.service';
import { endSessionsOfUser } from '../auth/sessions.service';
import { sendAccountNotice } from '../mail/account-notice';
import { renewSecurityStamp } from '../users/security-stamp';
import { users, type UserRow } from '../users/users.table';
import {
  acceptCode,
  createPendingSecret,
  findMfa,
  isMfaRequired,
  recoveryCodesLeft,
  replaceRecoveryCodes,
} from './mfa.codes';
import { mfaErrors } from './mfa.errors';
import { countFailure, refuseWhileLocked } from './mfa.failures';
import { mfaRecoveryCodes, userMfa, type UserMfaRow } from './mfa.table';

// The member's own two-factor settings (/users/me/mfa) and the admins' reset.
export async function mfaStatus(app: FastifyInstance, user: UserRow): Promise<MfaStatus> {
  const mfa = await findMfa(app.db, user.id);
  const enabled = Boolean(mfa?.enabledAt);
  return {
    enabled,
    enabledAt: mfa?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(app.db, user.id) : 0,
    required: isMfaRequired(app, user),
  };
}

export async function startSetup(app: FastifyInstance, user: UserRow) {
  const mfa = await findMfa(app.db, user.id);
  if (mfa?.enabledAt) throw mfaErrors.alreadyEnabled();
  return createPendingSecret(app, user);
}

/**
 * Confirms a pending secret with a code: two-factor on, new recovery codes, a new security stamp,
 * audited; then the member is told by mail.
 */
export async function enableMfa(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  mfa: UserMfaRow,
  code: string,
  onWrong: (reason: string) => Promise<void>,
): Promise<string[]> {
  const outcome = await acceptCode(app, app.db, mfa, code);
  if (outcome !== 'ok') {
    await onWrong(`${outcome}_code`);
    throw mfaErrors.wrongCode();
  }
  const now = app.now();
  const codes = await app.db.transaction(async (tx) => {
    await tx.update(userMfa).set({ enabledAt: now }).where(eq(userMfa.userId, user.id));
    const fresh = await replaceRecoveryCodes(app, tx, user.id);
    await renewSecurityStamp(tx, user.id);
    await recordAudit(tx, request, now, {
      action: 'auth.mfa_enable',
      actor: user,
      targetType: 'user',
      targetId: user.id,
    });
    return fresh;
  });
  await sendAccountNotice(app, request, user, ['mfaEnabled'], now);
  return codes;
}

export async function confirmSetup(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  code: string,
): Promise<string[]> {
  const mfa = await findMfa(app.db, user.id);
  if (mfa?.enabledAt) throw mfaErrors.alreadyEnabled();
  if (!mfa) throw mfaErrors.noSetup();
  await refuseWhileLocked(app, request, user);
  return enableMfa(app, request, user, mfa, code, (reason) =>
    countFailure(app, request, user, reason),
  );
}

/** The password or a current code, for turning two-factor off or making new recovery codes. */
async function checkProof(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  mfa: UserMfaRow,
  proof: { password?: string; code?: string },
): Promise<void> {
  await refuseWhileLocked(app, request, user);
  if (proof.code !== undefined) {
    const outcome = await acceptCode(app, app.db, mfa, proof.code);
    if (outcome === 'ok') return;
    await countFailure(app, request, user, `${outcome}_code`);
    throw mfaErrors.wrongCode();
  }
  if (await verifyPassword(user.passwordHash, proof.password ?? '')) return;
  await countFailure(app, request, user, 'bad_password');
  throw mfaErrors.wrongPassword();
}

export async function disableMfa(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  proof: { password?: string; code?: string },
): Promise<void> {
  const mfa = await findMfa(app.db, user.id);
  if (!mfa?.enabledAt) throw mfaErrors.notEnabled();
  if (isMfaRequired(app, user)) throw mfaErrors.required();
  await checkProof(app, request, user, mfa, proof);
  const now = app.now();
  await app.db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx.delete(userMfa).where(eq(userMfa.userId, user.id));
    await renewSecurityStamp(tx, user.id);
    await recordAudit(tx, request, now, {
      action: 'auth.mfa_disable',
      actor: user,
      targetType: 'user',
      targetId: user.id,
    });
  });
  await sendAccountNotice(app, request, user, ['mfaDisabled'], now);
}

export async function regenerateRecoveryCodes(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  proof: { password?: string; code?: string },
): Promise<string[]> {
  const mfa = await findMfa(app.db, user.id);
  if (!mfa?.enabledAt) throw mfaErrors.notEnabled();
  await checkProof(app, request, user, mfa, proof);
  const now = app.now();
  const codes = await app.db.transaction(async (tx) => {
    const fresh = await replaceRecoveryCodes(app, tx, user.id);
    await renewSecurityStamp(tx, user.id);
    await recordAudit(tx, request, now, {
      action: 'auth.mfa_recovery_codes',
      actor: user,
      targetType: 'user',
      targetId: user.id,
    });
    return fresh;
  });
  await sendAccountNotice(app, request, user, ['recoveryCodes'], now);
  return codes;
}

/**
 * DELETE /users/:id/mfa (ADMIN), for a lost phone: two-factor off, recovery codes gone, a new
 * security stamp (pending challenges close), every session of the member ended; then the member
 * is told by mail. False when the user does not exist.
 */
export async function resetMfa(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: UserRow,
  targetId: string,
): Promise<boolean> {
  const now = app.now();
  const target = await app.db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, targetId));
    if (!member) return null;
    const removed = await tx
      .delete(userMfa)
      .where(eq(userMfa.userId, targetId))
      .returning({ enabledAt: userMfa.enabledAt });
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, targetId));
    await renewSecurityStamp(tx, targetId);
    await endSessionsOfUser(tx, targetId);
    await recordAudit(tx, request, now, {
      action: 'auth.mfa_reset',
      actor,
      targetType: 'user',
      targetId,
      details: { wasEnabled: Boolean(removed[0]?.enabledAt) },
    });
    return member;
  });
  if (!target) return false;
  await sendAccountNotice(app, request, target, ['mfaReset'], now);
  return true;
}
