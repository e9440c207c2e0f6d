import { describe, expect, it } from 'vitest';
import { hospitalCreateSchema, hospitalListQuerySchema } from './hospitals';
import { physicianCreateSchema } from './physicians';
import { z } from 'zod';
import { fieldMessages } from './common';
import { inviteCreateBodySchema, RECIPIENTS_MAX } from './invites';
import { duplicateParts, parseDuplicateParts, PHONE_MESSAGE } from './reference';

describe('hospital and physician bodies', () => {
  it('treats an empty phone as no phone and rejects a badly formatted one', () => {
    expect(hospitalCreateSchema.parse({ name: 'General', phone: '' }).phone).toBeNull();
    const bad = hospitalCreateSchema.safeParse({ name: 'General', phone: '415-555-1234' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', PHONE_MESSAGE],
    ]);
  });

  it('refuses a blank hospital name and trims a real one', () => {
    expect(hospitalCreateSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      'Name cannot be empty or just spaces.',
    );
    expect(hospitalCreateSchema.parse({ name: '  Mercy  ' }).name).toBe('Mercy');
    expect(hospitalCreateSchema.safeParse({}).error?.issues[0]?.message).toBe('Required');
  });

  it('collapses repeated hospital ids and reports a bad one at its index', () => {
    const id = '0b7d6f4e-8a1c-4d57-9d7e-2f0c3a9b1e11';
    expect(
      physicianCreateSchema.parse({ hospitalIds: [id, id.toUpperCase()] }).hospitalIds,
    ).toEqual([id]);
    const bad = physicianCreateSchema.safeParse({ hospitalIds: [id, 'nope'] });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['hospitalIds.1', 'Invalid hospital ID format'],
    ]);
  });

  it('blanks free text to null', () => {
    expect(physicianCreateSchema.parse({ firstName: '  ', email: '  a@b.co ' })).toMatchObject({
      firstName: null,
      email: 'a@b.co',
    });
  });

  it('accepts an empty id filter as no filter and rejects a malformed one', () => {
    expect(hospitalListQuerySchema.parse({ physicianId: '' }).physicianId).toBeUndefined();
    expect(hospitalListQuerySchema.safeParse({ physicianId: 'x' }).error?.issues[0]?.message).toBe(
      'Invalid uuid',
    );
    expect(
      hospitalListQuerySchema.safeParse({ hospital: ['a', 'b'] }).error?.issues[0]?.message,
    ).toBe('Expected string, received array');
  });
});

describe('the duplicate rule’s parts', () => {
  it('are written as the API words them and read back', () => {
    const fields = [
      { key: 'name', value: 'St. Mary' },
      { key: 'phone', value: '(415) 555-1234' },
    ] as const;
    const parts = duplicateParts(fields);
    expect(parts).toBe('name St. Mary and phone (415) 555-1234');
    expect(parseDuplicateParts(parts)).toEqual(fields);
    expect(parseDuplicateParts('email a@b.co')).toEqual([{ key: 'email', value: 'a@b.co' }]);
  });

  it('keep a value holding " and " whole unless a later field follows', () => {
    const fields = [
      { key: 'name', value: 'Smith and Sons' },
      { key: 'address', value: '1 Main and 2nd' },
      { key: 'email', value: 'x@y.co' },
    ] as const;
    expect(parseDuplicateParts(duplicateParts(fields))).toEqual(fields);
  });

  it('are not read from other text', () => {
    for (const text of ['', 'colour red', 'name ', 'and phone 1', 'email'])
      expect(parseDuplicateParts(text)).toBeNull();
  });
});

describe('fieldMessages', () => {
  it('words the length limits as Zod does, and the invites’ recipients limit alike', () => {
    expect(z.string().max(3).safeParse('abcd').error?.issues[0]?.message).toBe(
      fieldMessages.tooLong(3),
    );
    expect(z.string().min(2).safeParse('a').error?.issues[0]?.message).toBe(
      fieldMessages.tooShort(2),
    );
    const long = inviteCreateBodySchema.safeParse({
      recipients: 'x'.repeat(RECIPIENTS_MAX + 1),
      role: 'ADMIN',
    });
    expect(long.error?.issues[0]?.message).toBe('String must contain at most 10000 character(s)');
  });
});
