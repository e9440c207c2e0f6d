import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messageSchema } from '@contract/common';
import { can } from '@contract/permissions';
import { httpErrorSchema, validationErrorSchema } from '@contract/errors';
import {
  passwordChangeBodySchema,
  profilePatchSchema,
  userActionValues,
  userIdParamsSchema,
  userListQuerySchema,
  userPatchSchema,
  userSchema,
} from '@contract/users';
import { foundOr } from '../../lib/http-errors';
import { respondWithPage } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { sendAccountNotice } from '../mail/account-notice';
import { hasMfaEnabled } from '../mfa/mfa.codes';
import { mailLanguage } from '../mail/mail-language';
import { sendQuietly } from '../mail/mail.service';
import { accountLicenceCheck } from './licence-check';
import { changePassword, updateProfile } from './profile.service';
import { actOnUser, updateUser, type UserEdit } from './users.admin.service';
import { userErrors } from './users.errors';
import { toUser } from './users.serializer';
import { findUser, listUsers } from './users.service';

/** The endpoint's query table order, for the Link header. */
const listKeys = ['page', 'perPage', 'status', 'search'] as const;

/** "STAFF, or the user themself": the raw id equals the caller's, before validation. */
const themself = {
  description: 'the user themself',
  test: (user: { id: string }, request: { params: unknown }) =>
    (request.params as { id?: string }).id?.toLowerCase() === user.id,
};

export const usersRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineProfileRoutes(app);
  defineMemberRoutes(app);
  defineActionRoutes(app);
  done();
};

function defineProfileRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/me',
    can: 'session.me',
    summary: 'The signed-in user',
    responses: { 200: userSchema },
    handler: ({ user }) => toUser(user),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/me',
    can: 'profile.update',
    summary: "Edit one's own profile [ours]",
    description: 'Names, organization and languages; absent keys are unchanged.',
    body: profilePatchSchema,
    responses: { 200: userSchema },
    handler: async ({ request, body, db, user, now }) =>
      toUser(await updateProfile({ db, actor: user, now, request }, body)),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/me/password',
    can: 'profile.update',
    summary: "Change one's own password [ours]",
    description:
      "Outcomes in order: 422 validation (a password on the common/breached list included), 429 the member's attempt limit, 422 wrong current password, 200 empty. The member's other sessions end; this one stays. The passwordResetSuccess mail is sent (a failed send is only logged).",
    body: passwordChangeBodySchema,
    responses: { 200: null, 422: validationErrorSchema, 429: messageSchema },
    handler: async ({ request, body, db, user, now }) => {
      const row = await changePassword(
        { db, actor: user, now, request },
        body,
        app.config.rateLimitMultiplier,
      );
      await sendAccountNotice(app, request, row, ['password'], now);
    },
  });
}

function defineMemberRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/',
    can: 'user.list',
    summary: 'List users',
    description:
      'Filter by account state (`status`) and by words found in a name or the e-mail (`search`). The pending-member count is X-Total-Count of `?status=unapproved&perPage=1`.',
    query: userListQuerySchema,
    paginated: true,
    responses: { 200: z.array(userSchema) },
    handler: async ({ request, reply, query, db }) =>
      respondWithPage({ request, reply, query }, listKeys, async (window) => {
        const { rows, total } = await listUsers(db, query, window);
        return { items: rows.map(toUser), total };
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/:id',
    can: 'user.view',
    alsoAllow: themself,
    summary: 'One user',
    params: userIdParamsSchema,
    responses: { 200: userSchema, 404: messageSchema },
    handler: async ({ params, db, user }) => {
      const row = foundOr(await findUser(db, params.id), userErrors.notFound);
      // Whether two-factor is on tells the member page if a reset means anything: for admins
      // (who reset it) and the member, not for staff.
      if (!can(user, 'user.resetMfa') && user.id !== row.id) return toUser(row);
      return { ...toUser(row), mfaEnabled: await hasMfaEnabled(db, row.id) };
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/:id',
    can: 'user.update',
    summary: 'Edit a user',
    description:
      'Outcomes in order: 422 validation, 404, 422 own role, 422 e-mail, licence and breached-password items, 200. A role or password change ends the target’s other sessions. A password or e-mail change closes earlier reset and verification links and sign-in challenges, and is told to the old address by mail (a new e-mail of an unverified account gets a verify link); a failed send is only logged.',
    params: userIdParamsSchema,
    body: userPatchSchema,
    responses: { 200: userSchema, 404: messageSchema, 422: validationErrorSchema },
    handler: async ({ request, params, body, db, user, now }) => {
      const edit = foundOr(
        await updateUser(
          { db, actor: user, now, request },
          params.id,
          body,
          accountLicenceCheck(app.licenceVerifier),
        ),
        userErrors.notFound,
      );
      await mailUserEdit(app, request, edit, now);
      return toUser(edit.row);
    },
  });
}

/**
 * After an admin's edit has committed: the notice to the address the member had, and a new
 * unverified address's verification link; a failed send is only logged.
 */
async function mailUserEdit(
  app: FastifyInstance,
  request: FastifyRequest,
  { row, before, changes, verificationToken }: UserEdit,
  now: Date,
): Promise<void> {
  await sendAccountNotice(app, request, before, changes, now);
  if (verificationToken) {
    const data = { firstName: row.firstName, token: verificationToken };
    await sendQuietly(app, 'verify', row, data, mailLanguage(request, row));
  }
}

function defineActionRoutes(app: FastifyInstance): void {
  for (const action of userActionValues) {
    defineRoute(app, {
      method: 'PATCH',
      url: `/:id/${action}`,
      can: 'user.approve',
      summary: `${action[0]?.toUpperCase()}${action.slice(1)} a user`,
      description:
        'Outcomes in order: 422 bad id, 404, 403 an ADMIN target for a non-ADMIN, 422 own account (reject, disable), then 200 (unchanged when nothing applies). Any body is ignored.',
      params: userIdParamsSchema,
      responses: {
        200: userSchema,
        403: httpErrorSchema,
        404: messageSchema,
        422: validationErrorSchema,
      },
      handler: async ({ request, params, db, user, now }) =>
        toUser(await actOnUser({ db, actor: user, now, request }, params.id, action)),
    });
  }
}
