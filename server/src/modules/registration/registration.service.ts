import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ValidationItem } from '@contract/errors';
import { registrationMessages, type RegisterInput } from '@contract/registration';
import type { UiLanguage } from '@contract/ui-languages';
import type { LicenceLookup } from '@contract/users';
import { breachedPasswordItem, isBreachedPassword } from '../../lib/breached-passwords';
import { validationError } from '../../lib/http-errors';
import { oneTimeToken } from '../../lib/one-time-token';
import { hashPassword } from '../../lib/password';
import { findInvite } from '../invites/invites.service';
import { invites, type InviteRow } from '../invites/invites.table';
import { checkLicenceForAccount } from '../licences/licences.service';
import { sendQuietly } from '../mail/mail.service';
import { stampIsCurrent } from '../users/security-stamp';
import { findUserByEmail, normalizeEmail } from '../users/users.service';
import { uniqueRaceItem } from '../users/unique-race';
import { users, type UserRow } from '../users/users.table';
import { registrationErrors } from './registration.errors';

const item = (path: string, message: string): ValidationItem => ({ path, message });

interface Checked {
  invite: InviteRow | null;
  licence: { number: string; data: LicenceLookup } | null;
}

/**
 * API.md §4.2's business rules, collected into one 422 in their order: the e-mail, the
 * invite, the licence (required without a valid invite or for a FIRST_RESPONDER invite).
 */
async function checkRegistration(
  app: FastifyInstance,
  body: RegisterInput,
  now: Date,
): Promise<Checked> {
  const items: ValidationItem[] = [];
  if (await findUserByEmail(app.db, body.email)) {
    items.push(item('email', registrationMessages.emailRegistered));
  }
  if (await isBreachedPassword(body.password)) items.push({ ...breachedPasswordItem });
  let invite: InviteRow | null = null;
  if (body.inviteId) {
    const found = await findInvite(app.db, body.inviteId);
    const isValid =
      found && !found.acceptedById && !found.revokedAt && found.expiresAt.getTime() > now.getTime();
    if (isValid) {
      invite = found;
    } else {
      items.push(item('inviteId', registrationMessages.inviteInvalid));
    }
  }
  let licence: Checked['licence'] = null;
  if (!invite || invite.role === 'FIRST_RESPONDER') {
    if (!body.licenseNumber) {
      items.push(item('licenseNumber', registrationMessages.licenseRequired));
    } else {
      const check = await checkLicenceForAccount(app.licenceVerifier, app.db, body.licenseNumber);
      if (check.ok) licence = { number: body.licenseNumber, data: check.licence };
      else items.push(item('licenseNumber', check.message));
    }
  }
  if (items.length > 0) throw validationError(items);
  return { invite, licence };
}

/**
 * POST /users/register after the limits and validation. The licence path creates an
 * unverified, unapproved FIRST_RESPONDER; the invite path an approved account with the
 * invite's role, accepting the invite in the same transaction, verified at once when the
 * e-mail is the invited one [ours]. The verify mail goes out once the account is committed
 * (issue 21): a failed send is logged and the account stays, so a mail server that hangs holds
 * no database connection and a failed insert leaves no half-made account.
 */
export async function register(
  app: FastifyInstance,
  body: RegisterInput,
  now: Date,
  /** Of the verify mail: the request's (the new account has no choice of its own yet). */
  language: UiLanguage,
): Promise<UserRow> {
  const { invite, licence } = await checkRegistration(app, body, now);
  const passwordHash = await hashPassword(body.password);
  const verifiedAtOnce = Boolean(
    invite && normalizeEmail(invite.email) === normalizeEmail(body.email),
  );
  const token = verifiedAtOnce ? null : oneTimeToken.create();
  let user: UserRow;
  try {
    user = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          firstName: body.firstName,
          middleName: body.middleName,
          lastName: body.lastName,
          email: body.email,
          passwordHash,
          role: invite?.role ?? 'FIRST_RESPONDER',
          licenseNumber: licence?.number ?? null,
          licenseData: licence?.data ?? null,
          organization: body.organization,
          languages: body.languages,
          emailVerifiedAt: verifiedAtOnce ? now : null,
          approvedAt: invite?.createdAt ?? null,
          approvedById: invite?.invitedById ?? null,
          emailVerificationTokenHash: token ? oneTimeToken.hash(app.sessionSecret, token) : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('user not inserted');
      if (invite) {
        const accepted = await tx
          .update(invites)
          .set({ acceptedAt: now, acceptedById: created.id, updatedAt: now })
          .where(
            and(
              eq(invites.id, invite.id),
              isNull(invites.acceptedById),
              isNull(invites.revokedAt),
              gt(invites.expiresAt, now),
            ),
          )
          .returning({ id: invites.id });
        // Another registration took the invite meanwhile.
        if (accepted.length === 0) {
          throw validationError([item('inviteId', registrationMessages.inviteInvalid)]);
        }
      }
      return created;
    });
  } catch (error) {
    // A concurrent sign-up took the e-mail or the licence after checkRegistration.
    const race = uniqueRaceItem(error, registrationMessages.emailRegistered);
    if (race) throw validationError([race]);
    throw error;
  }
  if (token) await sendQuietly(app, 'verify', user, { firstName: user.firstName, token }, language);
  return user;
}

/**
 * PATCH /users/verify: sets emailVerifiedAt; neither approves nor signs in. The token's hash is
 * kept, so the same link followed again (mail scanners open links before the member does)
 * answers 409 "already verified" instead of "not found": only someone who holds the link learns
 * that, and a token issued before a change of the account's credentials no longer counts.
 */
export async function verifyEmail(app: FastifyInstance, token: string, now: Date): Promise<void> {
  const hash = oneTimeToken.hash(app.sessionSecret, token);
  if (!hash) throw registrationErrors.verifyNotFound();
  const holdsToken = and(
    eq(users.emailVerificationTokenHash, hash),
    stampIsCurrent(users.emailVerificationStamp),
  );
  const verified = await app.db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(holdsToken, isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (verified.length > 0) return;
  const [used] = await app.db.select({ id: users.id }).from(users).where(holdsToken).limit(1);
  throw used ? registrationErrors.alreadyVerified() : registrationErrors.verifyNotFound();
}
