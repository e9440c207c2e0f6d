import type { FastifyPluginCallback } from 'fastify';
import { loginEnrolBodySchema, loginMfaBodySchema } from '@contract/auth';
import { messageSchema } from '@contract/common';
import {
  loginEnrolResultSchema,
  mfaConfirmBodySchema,
  mfaProofBodySchema,
  mfaSetupSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
} from '@contract/mfa';
import { userIdParamsSchema, userSchema } from '@contract/users';
import { defineRoute } from '../../lib/route';
import { grantSession } from '../auth/auth.service';
import { setSessionCookie } from '../auth/sessions.service';
import { userErrors } from '../users/users.errors';
import { completeEnrolment, completeWithCode } from './mfa.challenge';
import {
  confirmSetup,
  disableMfa,
  mfaStatus,
  regenerateRecoveryCodes,
  resetMfa,
  startSetup,
} from './mfa.settings';

/** The same per-address budget as the password step (API.md §1.9), in its own bucket. */
const MFA_ADDRESS_LIMIT = { bucket: 'login-mfa:address', limit: 60, windowMs: 15 * 60_000 };

const codeErrors = {
  409: {
    description:
      'The stored secret cannot be read (SESSION_SECRET changed): an admin must reset it',
    schema: messageSchema,
  },
  400: {
    description: 'Wrong or replayed code, or unknown or used recovery code',
    schema: messageSchema,
  },
  401: { description: 'Unknown, expired or used challenge: sign in again', schema: messageSchema },
  429: {
    description: 'The e-mail is locked out (wrong codes count like wrong passwords)',
    schema: messageSchema,
  },
};

/** [ours] The second step of sign-in (prefix /api/v1/auth). */
export const mfaLoginRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'POST',
    url: '/login/mfa',
    access: 'public',
    summary: 'Sign in: second step [ours]',
    description:
      'Answers a `code` challenge of POST /auth/login with a TOTP code or a one-time recovery code. Outcomes in order: 429 per-address limit, 422 validation, 401 challenge unknown / expired (5 minutes) / used, 429 locked e-mail, 400 wrong code, 200 with a new session cookie.',
    body: loginMfaBodySchema,
    rateLimit: MFA_ADDRESS_LIMIT,
    responses: { 200: userSchema, ...codeErrors },
    handler: async ({ request, reply, body }) => {
      const { user, method } = await completeWithCode(app, request, body);
      const session = await grantSession(app, request, user, method);
      setSessionCookie(reply, session.sessionId, app.config.cookieSecure);
      return session.user;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/login/enrol',
    access: 'public',
    summary: 'Sign in: required two-factor enrolment [ours]',
    description:
      'Answers an `enrol` challenge (the role is in MFA_REQUIRED_ROLES and two-factor is off) with a code from the secret the 202 carried. Two-factor is then on; the answer holds the recovery codes, shown once, and sets the session cookie. Outcomes as POST /auth/login/mfa.',
    body: loginEnrolBodySchema,
    rateLimit: MFA_ADDRESS_LIMIT,
    responses: { 200: loginEnrolResultSchema, ...codeErrors },
    handler: async ({ request, reply, body }) => {
      const { user, recoveryCodes } = await completeEnrolment(app, request, body);
      const session = await grantSession(app, request, user, 'enrol');
      setSessionCookie(reply, session.sessionId, app.config.cookieSecure);
      return { user: session.user, recoveryCodes };
    },
  });
  done();
};

/** [ours] The member's own two-factor settings, and the admins' reset (prefix /api/v1/users). */
export const mfaUserRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/me/mfa',
    can: 'profile.update',
    summary: 'Two-factor sign-in status [ours]',
    responses: { 200: mfaStatusSchema },
    handler: ({ user }) => mfaStatus(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/me/mfa/setup',
    can: 'profile.update',
    summary: 'Start two-factor set-up [ours]',
    description:
      'A new secret, pending until confirmed (replacing any earlier pending one): the otpauth:// URI for the QR code and the base32 secret for manual entry. 409 when two-factor is already on.',
    responses: { 200: mfaSetupSchema, 409: messageSchema },
    handler: ({ user }) => startSetup(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/me/mfa/confirm',
    can: 'profile.update',
    summary: 'Confirm two-factor set-up [ours]',
    description:
      'Outcomes in order: 422 validation, 409 already on or nothing pending, 429 locked e-mail, 400 wrong code, 200 with the recovery codes (shown once).',
    body: mfaConfirmBodySchema,
    responses: {
      200: recoveryCodesSchema,
      400: messageSchema,
      409: messageSchema,
      429: messageSchema,
    },
    handler: async ({ request, user, body }) => ({
      recoveryCodes: await confirmSetup(app, request, user, body.code),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/me/mfa/disable',
    can: 'profile.update',
    summary: 'Turn two-factor sign-in off [ours]',
    description:
      'Needs the password or a current code. Outcomes in order: 422 validation, 409 not on or required for the role, 429 locked e-mail, 400 wrong password or code, 200 empty.',
    body: mfaProofBodySchema,
    responses: { 200: null, 400: messageSchema, 409: messageSchema, 429: messageSchema },
    handler: async ({ request, user, body }) => {
      await disableMfa(app, request, user, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/me/mfa/recovery-codes',
    can: 'profile.update',
    summary: 'New recovery codes [ours]',
    description:
      'Needs the password or a current code; the earlier codes stop working. Outcomes as /me/mfa/disable, then 200 with the new codes (shown once).',
    body: mfaProofBodySchema,
    responses: {
      200: recoveryCodesSchema,
      400: messageSchema,
      409: messageSchema,
      429: messageSchema,
    },
    handler: async ({ request, user, body }) => ({
      recoveryCodes: await regenerateRecoveryCodes(app, request, user, body),
    }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/:id/mfa',
    can: 'user.resetMfa',
    summary: "Reset a member's two-factor sign-in [ours]",
    description:
      'For a lost phone: two-factor off, recovery codes gone, every session of the member ended; audited as auth.mfa_reset. The member sets it up again (at the next sign-in when the role requires it).',
    params: userIdParamsSchema,
    responses: { 200: null, 404: messageSchema },
    handler: async ({ request, user, params }) => {
      if (!(await resetMfa(app, request, user, params.id))) throw userErrors.notFound();
    },
  });
  done();
};
