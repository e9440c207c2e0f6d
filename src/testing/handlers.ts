import { http, HttpResponse } from 'msw';
import { loginBodySchema, loginMessages } from '@contract/auth';
import { httpErrors, toValidationItems, type ValidationError } from '@contract/errors';
import { accountHandlers } from './account-handlers';
import { auditHandlers } from './audit-handlers';
import { catalogHandlers } from './catalog-handlers';
import { db } from './db';
import { handoffHandlers } from './handoff-handlers';
import { hospitalHandlers } from './hospital-handlers';
import { memberHandlers } from './member-handlers';
import { mfaHandlers } from './mfa-handlers';
import { noticeHandlers } from './notice-handlers';
import { emergencyHandlers } from './emergency-handlers';
import { labelHandlers } from './label-handlers';
import { programHandlers } from './program-handlers';
import { patientHandlers } from './patient-handlers';
import { physicianHandlers } from './physician-handlers';
import { sessionHandlers } from './session-handlers';

const api = (path: string) => `*/api/v1${path}`;

export { db } from './db';

export const handlers = [
  ...mfaHandlers,
  ...handoffHandlers,
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

  // [ours] The start-up check: a visitor is a 200 with no user.
  http.get(api('/auth/session'), () => HttpResponse.json({ user: db.currentUser() })),

  http.get(api('/users/me'), () => {
    const user = db.currentUser();
    return user
      ? HttpResponse.json(user)
      : HttpResponse.json(httpErrors.unauthorized, { status: 401 });
  }),

  ...accountHandlers,
  ...sessionHandlers,
  ...memberHandlers,
  // Before the patients' `/patients/:id`: the literal `/patients/generate` wins, as on the server.
  ...labelHandlers,
  ...patientHandlers,
  ...hospitalHandlers,
  ...physicianHandlers,
  ...catalogHandlers,
  ...auditHandlers,
  ...programHandlers,
  ...noticeHandlers,
  ...emergencyHandlers,
];
