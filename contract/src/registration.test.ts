import { describe, expect, it } from 'vitest';
import { licenceLookupQuerySchema } from './licences';
import { passwordResetBodySchema } from './password';
import { registerBodySchema } from './registration';

const itemsOf = (result: {
  success: boolean;
  error?: { issues: { path: (string | number)[]; message: string }[] };
}) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

const valid = {
  firstName: ' Jane ',
  lastName: 'Doe',
  email: ' Jane@Example.org ',
  password: 'Str0ng!pass',
};

describe('the POST /users/register body', () => {
  it('normalises a valid body and drops role', () => {
    const result = registerBodySchema.safeParse({
      ...valid,
      middleName: '',
      licenseNumber: ' p39332 ',
      inviteId: '',
      role: 'ADMIN',
      organization: '  ',
      languages: ['SPANISH', 'SPANISH', 'TAGALOG'],
    });
    expect(result.success && result.data).toEqual({
      firstName: 'Jane',
      middleName: null,
      lastName: 'Doe',
      email: 'Jane@Example.org',
      password: 'Str0ng!pass',
      licenseNumber: 'P39332',
      inviteId: null,
      organization: null,
      languages: ['SPANISH', 'TAGALOG'],
    });
  });

  it('reports every field with its message, in field order', () => {
    expect(
      itemsOf(
        registerBodySchema.safeParse({
          firstName: 'J',
          middleName: 'x'.repeat(31),
          lastName: 'D'.repeat(31),
          email: 'nope',
          password: 'short',
          inviteId: 'abc',
          organization: 'o'.repeat(256),
        }),
      ),
    ).toEqual([
      ['firstName', 'First name must be between 2 and 30 characters long'],
      ['middleName', 'Middle name must be at most 30 characters long'],
      ['lastName', 'Last name must be between 2 and 30 characters long'],
      ['email', 'Invalid email format'],
      ['password', 'Password must be at least 8 characters long'],
      ['password', 'Password must include uppercase, lowercase, number, and special character'],
      ['inviteId', 'Invalid uuid'],
      ['organization', 'String must contain at most 255 character(s)'],
    ]);
  });
});

describe('the GET /licenses query', () => {
  it('needs a number, trimmed and upper-cased', () => {
    expect(itemsOf(licenceLookupQuerySchema.safeParse({}))).toEqual([
      ['license', 'License number is required'],
    ]);
    expect(itemsOf(licenceLookupQuerySchema.safeParse({ license: '  ' }))).toEqual([
      ['license', 'License number is required'],
    ]);
    expect(licenceLookupQuerySchema.parse({ license: ' p1 ' })).toEqual({ license: 'P1' });
  });
});

describe('the PATCH /auth/password body', () => {
  it('needs the token and a strong password', () => {
    expect(itemsOf(passwordResetBodySchema.safeParse({ password: 'weakweak' }))).toEqual([
      ['passwordResetToken', 'Required'],
      ['password', 'Password must include uppercase, lowercase, number, and special character'],
    ]);
  });
});
