import { http, HttpResponse } from 'msw';
import { inviteMessages, invitePublicSchema } from '@contract/invites';
import {
  licenceImportResultSchema,
  licenceLookupQuerySchema,
  licenceMessages,
} from '@contract/licences';
import {
  passwordForgotBodySchema,
  passwordMessages,
  passwordResetBodySchema,
} from '@contract/password';
import {
  registerBodySchema,
  registrationMessages,
  verifyEmailBodySchema,
} from '@contract/registration';
import { contactAddressesSchema } from '@contract/contact';
import { httpErrors } from '@contract/errors';
import { licenceLookupSchema, userSchema, type User } from '@contract/users';
import { accountStore } from './account-store';
import { db } from './db';
import {
  api,
  guard,
  invalid,
  isUuid,
  message,
  now,
  query,
  readBody,
  respond,
} from './handler-utils';

/**
 * The public account endpoints (API.md §4.1–4.4), thin: parse with the contract, read or store,
 * answer. A test that needs a business-rule failure (a registered e-mail, a held licence, a 503)
 * sets that answer up itself with server.use.
 */
export const accountHandlers = [
  http.get(api('/contact'), () => respond(contactAddressesSchema, accountStore.contact)),

  http.get(api('/licenses'), ({ request }) => {
    const parsed = licenceLookupQuerySchema.safeParse(query(request));
    if (!parsed.success) return invalid(parsed.error);
    const licence = accountStore.licences.get(parsed.data.license);
    if (!licence) return message(licenceMessages.noMatch, 404);
    return respond(licenceLookupSchema, licence);
  }),

  http.get(api('/invites/:id'), ({ params }) => {
    const id = String(params.id);
    if (!isUuid(id)) {
      return HttpResponse.json(
        {
          error: 'Unprocessable Entity',
          message: [{ path: 'id', message: inviteMessages.idFormat }],
        },
        { status: 422 },
      );
    }
    const invite = db.invites.get(id.toLowerCase());
    if (!invite) return message(inviteMessages.notFound, 404);
    return respond(invitePublicSchema, invitePublicSchema.parse(invite));
  }),

  http.post(api('/users/register'), async ({ request }) => {
    const parsed = registerBodySchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const { password, inviteId, licenseNumber, ...fields } = parsed.data;
    const invite = inviteId ? db.invites.get(inviteId) : undefined;
    if (inviteId && !invite) {
      return HttpResponse.json(
        {
          error: 'Unprocessable Entity',
          message: [{ path: 'inviteId', message: registrationMessages.inviteInvalid }],
        },
        { status: 422 },
      );
    }
    const stamp = now();
    const licence = licenseNumber ? (accountStore.licences.get(licenseNumber) ?? null) : null;
    const user: User = {
      ...fields,
      id: crypto.randomUUID(),
      role: invite?.role ?? 'FIRST_RESPONDER',
      licenseNumber: licence?.licenseNumber ?? null,
      licenseData: licence,
      uiLanguage: null,
      emailVerifiedAt:
        invite && invite.email.toLowerCase() === fields.email.toLowerCase() ? stamp : null,
      approvedAt: invite ? stamp : null,
      rejectedAt: null,
      disabledAt: null,
      approvedById: null,
      rejectedById: null,
      disabledById: null,
      createdAt: stamp,
      updatedAt: stamp,
    };
    db.addUser(user, password);
    return respond(userSchema, user, 201);
  }),

  http.patch(api('/users/verify'), async ({ request }) => {
    const parsed = verifyEmailBodySchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const token = parsed.data.emailVerificationToken;
    if (accountStore.usedVerificationTokens.has(token)) {
      return message(registrationMessages.alreadyVerified, 409);
    }
    if (!accountStore.verificationTokens.delete(token)) {
      return message(registrationMessages.verifyNotFound, 404);
    }
    accountStore.usedVerificationTokens.add(token);
    return new HttpResponse(null, { status: 200 });
  }),

  http.post(api('/auth/password'), async ({ request }) => {
    const parsed = passwordForgotBodySchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    if (!db.users.has(parsed.data.email.toLowerCase())) {
      return message(passwordMessages.emailNotFound, 404);
    }
    return new HttpResponse(null, { status: 200 });
  }),

  http.get(api('/auth/password/:token'), ({ params }) =>
    accountStore.resetTokens.has(String(params.token))
      ? new HttpResponse(null, { status: 200 })
      : message(passwordMessages.linkInvalid, 401),
  ),

  http.patch(api('/auth/password'), async ({ request }) => {
    const parsed = passwordResetBodySchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    if (!accountStore.resetTokens.delete(parsed.data.passwordResetToken)) {
      return message(passwordMessages.linkInvalid, 401);
    }
    return new HttpResponse(null, { status: 200 });
  }),

  http.post(api('/licenses/import'), async ({ request }) => {
    const denied = guard(request, 'license.import');
    if (denied) return denied;
    if (!request.headers.get('content-type')?.startsWith('text/csv')) {
      return HttpResponse.json(httpErrors.unsupportedMediaType, { status: 415 });
    }
    // Every record counts as inserted; a test that needs rejections answers them itself.
    const records = (await request.text())
      .split(/\r?\n/)
      .slice(1)
      .filter((line) => line.trim());
    return respond(licenceImportResultSchema, {
      inserted: records.length,
      updated: 0,
      rejected: [],
    });
  }),
];
