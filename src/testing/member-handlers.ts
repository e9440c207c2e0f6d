import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  INVITE_VALID_DAYS,
  inviteCreateBodySchema,
  inviteListQuerySchema,
  inviteMessages,
  inviteSchema,
  parseRecipients,
  type Invite,
} from '@contract/invites';
import {
  passwordChangeBodySchema,
  profilePatchSchema,
  userActionValues,
  userListQuerySchema,
  userMessages,
  userPatchSchema,
  userSchema,
  type User,
  type UserAction,
} from '@contract/users';
import { httpErrors } from '@contract/errors';
import { can } from '@contract/permissions';
import { db } from './db';
import {
  api,
  definedOnly,
  guard,
  guardedQuery,
  invalid,
  invalidItem,
  isUuid,
  message,
  now,
  paginate,
  readBody,
  respond,
} from './handler-utils';

/*
 * Thin: parse with the contract, guard with the permission table, store and return. No search,
 * ADMIN-target, own-account or current-password rule lives here: a test that needs one's outcome
 * sets it up with server.use(...).
 */

function findUser(id: string): User | Response {
  if (!isUuid(id)) return invalidItem('id', 'Invalid uuid');
  return db.userById(id)?.user ?? message(userMessages.notFound, 404);
}

const byLastThenFirst = (a: User, b: User) =>
  a.lastName.toLowerCase().localeCompare(b.lastName.toLowerCase()) ||
  a.firstName.toLowerCase().localeCompare(b.firstName.toLowerCase()) ||
  a.id.localeCompare(b.id);

/** The account columns each action sets (API.md §4.2's table). */
function applyAction(user: User, action: UserAction, actorId: string | null): User {
  const at = now();
  switch (action) {
    case 'approve':
      return user.approvedAt
        ? user
        : { ...user, approvedAt: at, approvedById: actorId, rejectedAt: null, rejectedById: null };
    case 'reject':
      return user.rejectedAt
        ? user
        : { ...user, rejectedAt: at, rejectedById: actorId, approvedAt: null, approvedById: null };
    case 'disable':
      return user.disabledAt ? user : { ...user, disabledAt: at, disabledById: actorId };
    case 'enable':
      return user.disabledAt ? { ...user, disabledAt: null, disabledById: null } : user;
  }
}

/** The stored status filter (API.md §4.2); `search` is the server's and is not applied here. */
function matchesStatus(user: User, status: string | undefined): boolean {
  switch (status) {
    case 'unapproved':
      return !user.approvedAt && !user.rejectedAt;
    case 'approved':
      return Boolean(user.approvedAt);
    case 'rejected':
      return Boolean(user.rejectedAt);
    case 'disabled':
      return Boolean(user.disabledAt);
    default:
      return true;
  }
}

const actionParamSchema = z.enum(userActionValues);

export const memberHandlers = [
  http.get(api('/users'), ({ request }) => {
    const params = guardedQuery(request, 'user.list', userListQuerySchema);
    if (params instanceof Response) return params;
    const rows = [...db.users.values()]
      .map(({ user }) => user)
      .filter((user) => matchesStatus(user, params.status))
      .sort(byLastThenFirst);
    return paginate(rows, params, userSchema);
  }),

  // Literal paths before /users/:id (API.md §1.1).
  http.patch(api('/users/me/password'), async ({ request }) => {
    const denied = guard(request, 'profile.update');
    if (denied) return denied;
    const parsed = passwordChangeBodySchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const me = db.currentUser();
    if (me) db.addUser(me, parsed.data.password);
    return new HttpResponse(null, { status: 200 });
  }),

  http.patch(api('/users/me'), async ({ request }) => {
    const denied = guard(request, 'profile.update');
    if (denied) return denied;
    const parsed = profilePatchSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const me = db.currentUser();
    if (!me) return HttpResponse.json(httpErrors.unauthorized, { status: 401 });
    return respond(
      userSchema,
      db.putUser({ ...me, ...definedOnly(parsed.data), updatedAt: now() }),
    );
  }),

  http.get(api('/users/:id'), ({ request, params }) => {
    const id = String(params.id);
    const me = db.currentUser();
    // STAFF, or the user themself (API.md §4.2).
    const denied =
      me?.id === id.toLowerCase() ? guard(request, 'session.me') : guard(request, 'user.view');
    if (denied) return denied;
    const found = findUser(id);
    if (found instanceof Response) return found;
    // As the server: two-factor's state only to an admin or the member themself.
    const { mfaEnabled, ...rest } = found;
    const mayKnow = can(me, 'user.resetMfa') || me?.id === found.id;
    return respond(
      userSchema,
      mayKnow && mfaEnabled !== undefined ? { ...rest, mfaEnabled } : rest,
    );
  }),

  http.patch(api('/users/:id'), async ({ request, params }) => {
    const denied = guard(request, 'user.update');
    if (denied) return denied;
    const found = findUser(String(params.id));
    if (found instanceof Response) return found;
    const parsed = userPatchSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const { password, ...fields } = parsed.data;
    const next = db.putUser({ ...found, ...definedOnly(fields), updatedAt: now() });
    if (password) db.addUser(next, password);
    return respond(userSchema, next);
  }),

  http.patch(api('/users/:id/:action'), ({ request, params }) => {
    const denied = guard(request, 'user.approve');
    if (denied) return denied;
    const action = actionParamSchema.safeParse(params.action);
    if (!action.success) return HttpResponse.json(httpErrors.notFound, { status: 404 });
    const found = findUser(String(params.id));
    if (found instanceof Response) return found;
    const next = applyAction(found, action.data, db.currentUser()?.id ?? null);
    return respond(userSchema, db.putUser(next));
  }),

  http.get(api('/invites'), ({ request }) => {
    const params = guardedQuery(request, 'invite.manage', inviteListQuerySchema);
    if (params instanceof Response) return params;
    const rows = [...db.invites.values()].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
    );
    return paginate(rows, params, inviteSchema);
  }),

  /** The contract's recipients parser reads the entries; registered addresses are not checked. */
  http.post(api('/invites'), async ({ request }) => {
    const denied = guard(request, 'invite.manage');
    if (denied) return denied;
    const parsed = inviteCreateBodySchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const { recipients, messages } = parseRecipients(parsed.data.recipients);
    if (messages.length > 0) {
      return HttpResponse.json(
        {
          error: 'Unprocessable Entity',
          message: messages.map((text) => ({ path: 'recipients', message: text })),
        },
        { status: 422 },
      );
    }
    const createdAt = now();
    const expiresAt = new Date(Date.now() + INVITE_VALID_DAYS * 86_400_000).toISOString();
    const invites = recipients.map((recipient): Invite =>
      db.addInvite({
        id: crypto.randomUUID(),
        ...recipient,
        role: parsed.data.role,
        expiresAt,
        acceptedById: null,
        revokedAt: null,
        invitedById: db.currentUser()?.id ?? crypto.randomUUID(),
        acceptedAt: null,
        revokedById: null,
        createdAt,
        updatedAt: createdAt,
      }),
    );
    return respond(z.array(inviteSchema), invites, 201);
  }),

  http.delete(api('/invites/:id'), ({ request, params }) => {
    const denied = guard(request, 'invite.manage');
    if (denied) return denied;
    const id = String(params.id);
    if (!isUuid(id)) return invalidItem('id', inviteMessages.idFormat);
    const found = db.invites.get(id.toLowerCase());
    if (!found) return message(inviteMessages.notFound, 404);
    const next: Invite = found.revokedAt
      ? found
      : { ...found, revokedAt: now(), revokedById: db.currentUser()?.id ?? null, updatedAt: now() };
    return respond(inviteSchema, db.addInvite(next));
  }),
];
