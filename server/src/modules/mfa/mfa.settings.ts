import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction } from '@contract/audit';
import type { MfaStatus } from '@contract/mfa';
import type { Queryable } from '../../db/client';
import { verifyPassword } from '../../lib/password';
import { recordAudit } from '../audit/audit.service';
import { endSessionsOfUser } from '../auth/sessions.service';
import { sendAccountNotice } from '../mail/account-notice';
import type { AccountChange } from '../mail/mail.templates';
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
import { auditFailure, releaseAttempt, reserveAttempt } from './mfa.failures';
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

/**
 * A member's own change of their two-factor settings: `work` and a new security stamp (pending
 * challenges and links close) in one transaction, audited as `action`; then, after commit, the
 * notice mail.
 */
async function changeOwnSettings<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  change: { action: AuditAction; notice: AccountChange },
  work: (tx: Queryable, now: Date) => Promise<T>,
): Promise<T> {
  const now = app.now();
  const result = await app.db.transaction(async (tx) => {
    const value = await work(tx, now);
    await renewSecurityStamp(tx, user.id);
    await recordAudit(tx, request, now, {
      action: change.action,
      actor: user,
      targetType: 'user',
      targetId: user.id,
    });
    return value;
  });
  await sendAccountNotice(app, request, user, [change.notice], now);
  return result;
}

export async function startSetup(app: FastifyInstance, user: UserRow) {
  const mfa = await findMfa(app.db, user.id);
  if (mfa?.enabledAt) throw mfaErrors.alreadyEnabled();
  return createPendingSecret(app, user);
}

/** Confirms a pending secret with a code: two-factor on, new recovery codes (changeOwnSettings). */
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
  const change = { action: 'auth.mfa_enable', notice: 'mfaEnabled' } as const;
  return changeOwnSettings(app, request, user, change, async (tx, now) => {
    await tx.update(userMfa).set({ enabledAt: now }).where(eq(userMfa.userId, user.id));
    return replaceRecoveryCodes(app, tx, user.id);
  });
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
  await reserveAttempt(app, request, user);
  const codes = await enableMfa(app, request, user, mfa, code, (reason) =>
    auditFailure(app, request, user, reason),
  );
  await releaseAttempt(app, user);
  return codes;
}

/** The password or a current code, for turning two-factor off or making new recovery codes. */
async function checkProof(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  mfa: UserMfaRow,
  proof: { password?: string; code?: string },
): Promise<void> {
  await reserveAttempt(app, request, user);
  if (proof.code !== undefined) {
    const outcome = await acceptCode(app, app.db, mfa, proof.code);
    if (outcome === 'ok') return releaseAttempt(app, user);
    await auditFailure(app, request, user, `${outcome}_code`);
    throw mfaErrors.wrongCode();
  }
  if (await verifyPassword(user.passwordHash, proof.password ?? ''))
    return releaseAttempt(app, user);
  await auditFailure(app, request, user, 'bad_password');
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
  const change = { action: 'auth.mfa_disable', notice: 'mfaDisabled' } as const;
  await changeOwnSettings(app, request, user, change, async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx.delete(userMfa).where(eq(userMfa.userId, user.id));
  });
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
  const change = { action: 'auth.mfa_recovery_codes', notice: 'recoveryCodes' } as const;
  return changeOwnSettings(app, request, user, change, (tx) =>
    replaceRecoveryCodes(app, tx, user.id),
  );
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
