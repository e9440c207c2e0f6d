import { describe, expect, it } from 'vitest';
import { toValidationItems } from './errors';
import {
  passwordChangeBodySchema,
  profilePatchSchema,
  userListQuerySchema,
  userPatchSchema,
} from './users';
import { auditListQuerySchema } from './audit';

const itemsOf = (result: { success: boolean; error?: Parameters<typeof toValidationItems>[0] }) =>
  result.error ? toValidationItems(result.error) : [];

describe('userPatchSchema', () => {
  it('trims, upper-cases the licence, reads "" as null and drops unknown keys', () => {
    const parsed = userPatchSchema.parse({
      id: 'x',
      firstName: '  Ada ',
      middleName: '',
      licenseNumber: ' p123 ',
      organization: '  ',
      languages: ['SPANISH', 'TAGALOG', 'SPANISH'],
      licenseData: {},
      deactivatedAt: 'anything',
    });
    expect(parsed).toEqual({
      firstName: 'Ada',
      middleName: null,
      licenseNumber: 'P123',
      organization: null,
      languages: ['SPANISH', 'TAGALOG'],
    });
  });

  it('keeps the current password for "" and applies the password rule otherwise', () => {
    expect(userPatchSchema.parse({ password: '' })).toEqual({ password: undefined });
    expect(itemsOf(userPatchSchema.safeParse({ password: 'short' }))).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters long' },
      {
        path: 'password',
        message: 'Password must include uppercase, lowercase, number, and special character',
      },
    ]);
  });

  it("reports every field's message in the field table's order", () => {
    const result = userPatchSchema.safeParse({
      firstName: 'A',
      middleName: 'M'.repeat(31),
      lastName: ' B ',
      email: 'nope',
      role: 'BOSS',
      organization: 'o'.repeat(256),
    });
    expect(itemsOf(result)).toEqual([
      { path: 'firstName', message: 'First name must be between 2 and 30 characters long' },
      { path: 'middleName', message: 'Middle name must be at most 30 characters long' },
      { path: 'lastName', message: 'Last name must be between 2 and 30 characters long' },
      { path: 'email', message: 'Invalid email format' },
      {
        path: 'role',
        message:
          "Invalid enum value. Expected 'ADMIN' | 'STAFF' | 'VOLUNTEER' | 'FIRST_RESPONDER', received 'BOSS'",
      },
      { path: 'organization', message: 'String must contain at most 255 character(s)' },
    ]);
  });
});

describe('profilePatchSchema', () => {
  it('takes names, organization and languages, and drops email, role and password', () => {
    expect(
      profilePatchSchema.parse({
        firstName: 'Ada',
        email: 'x@y.z',
        role: 'ADMIN',
        password: 'x',
        organization: ' SFFD ',
        languages: [],
      }),
    ).toEqual({ firstName: 'Ada', organization: 'SFFD', languages: [] });
  });
});

describe('passwordChangeBodySchema', () => {
  it('requires the current password and a new one that meets the rule', () => {
    expect(itemsOf(passwordChangeBodySchema.safeParse({ password: 'weakweak' }))).toEqual([
      { path: 'currentPassword', message: 'Required' },
      {
        path: 'password',
        message: 'Password must include uppercase, lowercase, number, and special character',
      },
    ]);
  });
});

describe('userListQuerySchema', () => {
  it('reads status and a trimmed search', () => {
    expect(userListQuerySchema.parse({ status: 'unapproved', search: ' ada ' })).toEqual({
      status: 'unapproved',
      search: 'ada',
    });
  });

  it('refuses an unknown status with the enum message, and a repeated one as an array', () => {
    expect(itemsOf(userListQuerySchema.safeParse({ status: 'pending' }))).toEqual([
      {
        path: 'status',
        message:
          "Invalid enum value. Expected 'unapproved' | 'approved' | 'rejected' | 'disabled', received 'pending'",
      },
    ]);
    expect(itemsOf(userListQuerySchema.safeParse({ status: ['approved', 'rejected'] }))).toEqual([
      { path: 'status', message: 'Expected string, received array' },
    ]);
  });
});

describe('auditListQuerySchema', () => {
  it('lower-cases the ids and refuses a bad one or an unknown action', () => {
    expect(auditListQuerySchema.parse({ userId: '9D3B6F0E-2A41-4C7E-8F5A-6B1C0D2E3F40' })).toEqual({
      userId: '9d3b6f0e-2a41-4c7e-8f5a-6b1c0d2e3f40',
    });
    const items = itemsOf(auditListQuerySchema.safeParse({ patientId: 'x', action: 'user.read' }));
    expect(items.map((item) => item.path)).toEqual(['patientId', 'action']);
    expect(items[0]?.message).toBe('Invalid uuid');
    expect(items[1]?.message).toMatch(/^Invalid enum value\. Expected 'auth\.login' \| /);
  });
});
