import { describe, expect, it } from 'vitest';
import {
  inviteCreateBodySchema,
  inviteDialogRecipients,
  inviteDialogSchema,
  inviteState,
  parseRecipients,
  splitRecipientEntries,
  splitRecipientName,
} from './invites';

const person = (
  email: string,
  firstName: string | null = null,
  middleName: string | null = null,
  lastName: string | null = null,
) => ({ firstName, middleName, lastName, email });

describe('the recipients parser', () => {
  it('reads a name and an address in angle brackets', () => {
    expect(parseRecipients('Jane Doe <jane@example.org>')).toEqual({
      recipients: [person('jane@example.org', 'Jane', null, 'Doe')],
      messages: [],
    });
  });

  it('splits a name of one, two, three and more words', () => {
    expect(splitRecipientName('Jane')).toEqual({
      firstName: 'Jane',
      middleName: null,
      lastName: null,
    });
    expect(splitRecipientName('Jane Doe')).toEqual({
      firstName: 'Jane',
      middleName: null,
      lastName: 'Doe',
    });
    expect(splitRecipientName('Jane Mary Doe')).toEqual({
      firstName: 'Jane',
      middleName: 'Mary',
      lastName: 'Doe',
    });
    expect(splitRecipientName('Jane Mary van der Berg')).toEqual({
      firstName: 'Jane',
      middleName: 'Mary',
      lastName: 'van der Berg',
    });
    expect(splitRecipientName('  ')).toEqual({
      firstName: null,
      middleName: null,
      lastName: null,
    });
  });

  it('reads a quoted name', () => {
    expect(parseRecipients('"Jane Doe" <jane@example.org>').recipients).toEqual([
      person('jane@example.org', 'Jane', null, 'Doe'),
    ]);
  });

  it("[ours] reads a quoted name with a comma as 'Last, First [Middle]'", () => {
    expect(parseRecipients('"Doe, Jane" <jane@example.org>').recipients).toEqual([
      person('jane@example.org', 'Jane', null, 'Doe'),
    ]);
    expect(parseRecipients('"Doe, Jane Mary" <jane@example.org>').recipients).toEqual([
      person('jane@example.org', 'Jane', 'Mary', 'Doe'),
    ]);
    expect(parseRecipients('"van der Berg, Ann" <ann@example.org>').recipients).toEqual([
      person('ann@example.org', 'Ann', null, 'van der Berg'),
    ]);
  });

  it('does not split at a comma or semicolon inside quotes or angle brackets', () => {
    expect(splitRecipientEntries('"Doe, Jane; MD" <jane@example.org>, bob@example.org')).toEqual([
      '"Doe, Jane; MD" <jane@example.org>',
      'bob@example.org',
    ]);
    expect(splitRecipientEntries('Jane <jane@x.org,>; Bob <bob@x.org>')).toEqual([
      'Jane <jane@x.org,>',
      'Bob <bob@x.org>',
    ]);
  });

  it('splits at newlines, commas and semicolons, skipping blank entries', () => {
    const parsed = parseRecipients(
      'Jane Doe <jane@example.org>;\r\n\n, Bob <bob@example.org>\ncarl@example.org;;',
    );
    expect(parsed.messages).toEqual([]);
    expect(parsed.recipients).toEqual([
      person('jane@example.org', 'Jane', null, 'Doe'),
      person('bob@example.org', 'Bob'),
      person('carl@example.org'),
    ]);
  });

  it('reads several bare addresses separated by spaces in one entry', () => {
    expect(parseRecipients('a@example.org  b@example.org\tc@example.org').recipients).toEqual([
      person('a@example.org'),
      person('b@example.org'),
      person('c@example.org'),
    ]);
  });

  it('keeps the first occurrence of a repeated address, whatever its case', () => {
    expect(
      parseRecipients('Jane <jane@example.org>, JANE@Example.org, "Other" <jane@EXAMPLE.org>'),
    ).toEqual({ recipients: [person('jane@example.org', 'Jane')], messages: [] });
  });

  it('reports each entry without a valid address, in input order', () => {
    expect(
      parseRecipients(
        'Jane <jane@example.org>, Bob, Carl <carl@nowhere>, dave@example.org eve, <>, Fay <fay@example.org> x',
      ),
    ).toEqual({
      recipients: [person('jane@example.org', 'Jane')],
      messages: [
        'Not a valid recipient: Bob',
        'Not a valid recipient: Carl <carl@nowhere>',
        'Not a valid recipient: dave@example.org eve',
        'Not a valid recipient: <>',
        'Not a valid recipient: Fay <fay@example.org> x',
      ],
    });
  });

  it('reports registered addresses as the caller says, keeping the others', () => {
    const registered = new Set(['admin@example.org']);
    expect(
      parseRecipients('ADMIN@example.org, Bob <bob@example.org>, oops', (email) =>
        registered.has(email.toLowerCase()),
      ),
    ).toEqual({
      recipients: [person('bob@example.org', 'Bob')],
      messages: ['Email already registered: ADMIN@example.org', 'Not a valid recipient: oops'],
    });
  });

  it('asks for recipients when there is no entry at all', () => {
    expect(parseRecipients(' ;, \n ')).toEqual({
      recipients: [],
      messages: ['Recipients are required'],
    });
  });
});

describe('the POST /invites body', () => {
  const messagesOf = (input: unknown) => {
    const result = inviteCreateBodySchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('needs recipients and a role', () => {
    expect(messagesOf({ recipients: '', role: 'ADMIN' })).toEqual([
      ['recipients', 'Recipients are required'],
    ]);
    expect(messagesOf({ recipients: 'x'.repeat(10_001), role: 'ADMIN' })).toEqual([
      ['recipients', 'String must contain at most 10000 character(s)'],
    ]);
    expect(messagesOf({ recipients: 'a@b.org', role: 'BOSS' })).toEqual([
      [
        'role',
        "Invalid enum value. Expected 'ADMIN' | 'STAFF' | 'VOLUNTEER' | 'FIRST_RESPONDER', received 'BOSS'",
      ],
    ]);
    expect(messagesOf({ recipients: 'x'.repeat(10_000), role: 'STAFF' })).toEqual([]);
  });
});

describe('the Invite dialog', () => {
  const schema = inviteDialogSchema();
  const emailMessages = (email: string) => {
    const result = schema.safeParse({ name: 'Jane Doe', email, role: 'VOLUNTEER' });
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('sends what the parser reads back as the same person', () => {
    const recipients = inviteDialogRecipients(' Jane Mary Doe ', ' jane@example.org ');
    expect(recipients).toBe('Jane Mary Doe <jane@example.org>');
    expect(parseRecipients(recipients).recipients).toEqual([
      person('jane@example.org', 'Jane', 'Mary', 'Doe'),
    ]);
  });

  it('refuses an e-mail the server would refuse, with the dialog message', () => {
    expect(emailMessages('jane@example.org')).toEqual([]);
    expect(emailMessages('jane.example.org')).toEqual(['Invalid email']);
    expect(emailMessages('jane@example')).toEqual(['Invalid email']);
  });

  it('refuses a name outside the SPEC rule', () => {
    const result = schema.safeParse({ name: 'J', email: 'j@example.org', role: 'ADMIN' });
    expect(result.success).toBe(false);
  });
});

describe('invite states', () => {
  const now = new Date('2026-01-10T00:00:00.000Z');
  const base = { acceptedById: null, revokedAt: null, expiresAt: '2026-01-11T00:00:00.000Z' };

  it('is pending, accepted, revoked or expired', () => {
    expect(inviteState(base, now)).toBe('pending');
    expect(
      inviteState({ ...base, acceptedById: '8f0a3b9e-3f0c-4c5e-9a7b-1d2e3f4a5b6c' }, now),
    ).toBe('accepted');
    expect(inviteState({ ...base, revokedAt: '2026-01-09T00:00:00.000Z' }, now)).toBe('revoked');
    expect(inviteState({ ...base, expiresAt: '2026-01-10T00:00:00.000Z' }, now)).toBe('expired');
  });
});
