import { http, HttpResponse } from 'msw';
import { loginBodySchema, loginMessages } from '@contract/auth';
import { httpErrors, toValidationItems, type ValidationError } from '@contract/errors';
import type { User } from '@contract/users';

const api = (path: string) => `*/api/v1${path}`;

interface StoredUser {
  user: User;
  password: string;
}

/**
 * A tiny stand-in for the server: accounts and the one browser session of the test.
 * (Node's fetch keeps no cookies, so the session lives here instead of in a cookie.)
 */
export const db = {
  users: new Map<string, StoredUser>(),
  sessionUserId: null as string | null,
  requests: [] as { method: string; path: string }[],

  addUser(user: User, password = 'Lifeline-demo-1'): User {
    this.users.set(user.email.toLowerCase(), { user, password });
    return user;
  },
  signIn(user: User): User {
    this.addUser(user);
    this.sessionUserId = user.id;
    return user;
  },
  currentUser(): User | null {
    for (const { user } of this.users.values()) if (user.id === this.sessionUserId) return user;
    return null;
  },
  reset(): void {
    this.users.clear();
    this.sessionUserId = null;
    this.requests = [];
  },
};

export const handlers = [
  http.post(api('/auth/login'), async ({ request }) => {
    const parsed = loginBodySchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) {
      const body: ValidationError = {
        error: 'Unprocessable Entity',
        message: toValidationItems(parsed.error),
      };
      return HttpResponse.json(body, { status: 422 });
    }
    const stored = db.users.get(parsed.data.email.toLowerCase());
    if (!stored) return HttpResponse.json(httpErrors.notFound, { status: 404 });
    if (stored.password !== parsed.data.password) {
      return HttpResponse.json(httpErrors.unauthorized, { status: 401 });
    }
    const { user } = stored;
    if (!user.emailVerifiedAt)
      return HttpResponse.json({ message: loginMessages.unverified }, { status: 403 });
    if (user.rejectedAt || user.disabledAt) {
      return HttpResponse.json({ message: loginMessages.rejectedOrDisabled }, { status: 403 });
    }
    if (!user.approvedAt)
      return HttpResponse.json({ message: loginMessages.unapproved }, { status: 403 });
    db.sessionUserId = user.id;
    return HttpResponse.json(user);
  }),

  http.get(api('/auth/logout'), () => {
    db.sessionUserId = null;
    return new HttpResponse(null, { status: 200 });
  }),

  http.get(api('/users/me'), () => {
    const user = db.currentUser();
    return user
      ? HttpResponse.json(user)
      : HttpResponse.json(httpErrors.unauthorized, { status: 401 });
  }),
];
