import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { loginBodySchema } from './auth';
import { emailSchema, fieldMessages, isEmailAddress, nullableEmailSchema } from './common';
import { hospitalCreateSchema, hospitalPatchSchema, hospitalSchema } from './hospitals';
import { inviteDialogSchema, inviteMessages, parseRecipients } from './invites';
import { passwordForgotBodySchema } from './password';
import { contactSchema, patientPatchSchema } from './patients';
import { physicianCreateSchema, physicianPatchSchema, physicianSchema } from './physicians';
import { textRules } from './reference';
import { registerBodySchema, registrationMessages } from './registration';
import { userMessages, userPatchSchema, userSchema } from './users';

/*
 * Issue 22: one e-mail rule for every e-mail the contract takes. Each schema below is a body or
 * a form with an e-mail; each must refuse `x@y` (a hospital took it) and `omar@` (an emergency
 * contact stored it) at the e-mail's own path, with API.md's message for that endpoint.
 */

const refused = ['x@y', 'omar@', 'omar@example', '@example.org', 'omar example@test.org'];
const accepted = ['omar@example.org', '  Omar.Haddad+er@mercy-general.example.org  '];

interface Case {
  name: string;
  schema: ZodTypeAny;
  /** The body around one e-mail value. */
  body: (email: string) => unknown;
  path: string;
  message: string;
}

const validRegister = {
  firstName: 'Omar',
  lastName: 'Haddad',
  password: 'Str0ng!pass',
  licenseNumber: 'A1',
};

const cases: Case[] = [
  {
    name: 'POST /auth/login',
    schema: loginBodySchema,
    body: (email) => ({ email, password: 'x' }),
    path: 'email',
    message: 'Invalid email',
  },
  {
    name: 'POST /auth/password',
    schema: passwordForgotBodySchema,
    body: (email) => ({ email }),
    path: 'email',
    message: 'Invalid email',
  },
  {
    name: 'POST /users/register',
    schema: registerBodySchema,
    body: (email) => ({ ...validRegister, email }),
    path: 'email',
    message: registrationMessages.email,
  },
  {
    name: 'PATCH /users/:id',
    schema: userPatchSchema,
    body: (email) => ({ email }),
    path: 'email',
    message: userMessages.emailFormat,
  },
  {
    name: 'the Invite dialog',
    schema: inviteDialogSchema(),
    body: (email) => ({ name: 'Omar Haddad', email, role: 'VOLUNTEER' }),
    path: 'email',
    message: 'Invalid email',
  },
  {
    name: 'POST /hospitals',
    schema: hospitalCreateSchema,
    body: (email) => ({ name: 'Mercy General', email }),
    path: 'email',
    message: 'Invalid email',
  },
  {
    name: 'PATCH /hospitals/:id',
    schema: hospitalPatchSchema,
    body: (email) => ({ email }),
    path: 'email',
    message: 'Invalid email',
  },
  {
    name: 'POST /physicians',
    schema: physicianCreateSchema,
    body: (email) => ({ firstName: 'Jane', lastName: 'Doe', email }),
    path: 'email',
    message: 'Invalid email',
  },
  {
    name: 'PATCH /physicians/:id',
    schema: physicianPatchSchema,
    body: (email) => ({ email }),
    path: 'email',
    message: 'Invalid email',
  },
  {
    name: 'PATCH /patients/:id (emergency contact)',
    schema: patientPatchSchema({ collectPhi: true }),
    body: (email) => ({ contactData: { firstName: 'Omar', email } }),
    path: 'contactData.email',
    message: 'Invalid email',
  },
];

const issuesOf = (schema: ZodTypeAny, body: unknown) => {
  const result = schema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe.each(cases)('the e-mail of $name', ({ schema, body, path, message }) => {
  it.each(refused)('refuses %j at its path, with its message', (email) => {
    expect(issuesOf(schema, body(email))).toEqual([{ path, message }]);
  });

  it.each(accepted)('accepts %j', (email) => {
    expect(issuesOf(schema, body(email))).toEqual([]);
  });
});

describe('the one e-mail rule', () => {
  it('is the same test for every form field and body', () => {
    for (const email of [...refused, ...accepted.map((value) => value.trim())]) {
      const expected = isEmailAddress(email);
      expect(emailSchema().safeParse(email).success).toBe(expected);
      expect(nullableEmailSchema().safeParse(email).success).toBe(expected);
      expect(textRules.email().safeParse(email).success).toBe(expected);
    }
  });

  it("says API.md's 'Invalid email' unless the endpoint names its own message", () => {
    expect(fieldMessages.emailShape).toBe('Invalid email');
    expect(registrationMessages.email).toBe('Invalid email format');
    expect(userMessages.emailFormat).toBe('Invalid email format');
  });

  it('lets an optional e-mail be empty, blank or null (no e-mail), and trims the rest', () => {
    for (const empty of ['', '   ', null]) {
      expect(hospitalCreateSchema.parse({ name: 'Mercy', email: empty }).email).toBeNull();
    }
    expect(physicianPatchSchema.parse({ email: ' jane@clinic.org ' }).email).toBe(
      'jane@clinic.org',
    );
    expect(textRules.email({ isOptional: true }).safeParse('  ').success).toBe(true);
    expect(textRules.email().safeParse('').success).toBe(false);
  });

  it('refuses an invite recipient the rule refuses', () => {
    expect(parseRecipients('Omar <x@y>').messages).toEqual([
      inviteMessages.notValidRecipient('Omar <x@y>'),
    ]);
  });
});

describe('stored e-mails are read as they are', () => {
  it('an older record whose e-mail fails the rule still loads', () => {
    expect(hospitalSchema.shape.email.safeParse('x@y').success).toBe(true);
    expect(physicianSchema.shape.email.safeParse('omar@').success).toBe(true);
    expect(contactSchema.shape.email.safeParse('omar@').success).toBe(true);
    expect(userSchema.shape.email.safeParse('x@y').success).toBe(true);
  });
});
