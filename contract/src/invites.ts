import { z } from 'zod';
import {
  fieldMessages,
  idParamSchema,
  isEmailAddress,
  nullableNameFields,
  paginationQuerySchema,
  text,
  timestampSchema,
  uuidSchema,
} from './common';
import { documentedAs } from './openapi-hints';
import { EMAIL_MESSAGE, textRules, type TextRuleOptions } from './reference';
import { roleSchema, type Role } from './roles';

/** An invite is valid for 7 days (API.md §4.3, §5.3). */
export const INVITE_VALID_DAYS = 7;
export const RECIPIENTS_MAX = 10_000;

export const inviteMessages = {
  recipientsRequired: 'Recipients are required',
  notValidRecipient: (entry: string) => `Not a valid recipient: ${entry}`,
  emailRegistered: (address: string) => `Email already registered: ${address}`,
  idFormat: 'Invalid invite ID format',
  notFound: 'Not Found',
} as const;

/** The nine keys of `GET /invites/:id` (API.md §2.2). */
export const invitePublicSchema = z.object({
  id: uuidSchema,
  ...nullableNameFields,
  email: z.string(),
  role: roleSchema,
  expiresAt: timestampSchema,
  acceptedById: uuidSchema.nullable(),
  revokedAt: timestampSchema.nullable(),
});
export type InvitePublic = z.infer<typeof invitePublicSchema>;

/** The full form: GET /invites, POST /invites, DELETE /invites/:id. */
export const inviteSchema = invitePublicSchema.extend({
  invitedById: uuidSchema,
  acceptedAt: timestampSchema.nullable(),
  revokedById: uuidSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Invite = z.infer<typeof inviteSchema>;

export type InviteState = 'pending' | 'accepted' | 'revoked' | 'expired';

/** What the admins' Invites view shows: accepted, then revoked, then expired, else pending. */
export function inviteState(
  invite: Pick<InvitePublic, 'acceptedById' | 'revokedAt' | 'expiresAt'>,
  now: Date,
): InviteState {
  if (invite.acceptedById) return 'accepted';
  if (invite.revokedAt) return 'revoked';
  if (new Date(invite.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/** Valid (API.md §2.2): not accepted, not revoked, and not expired. */
export function isInviteValid(
  invite: Pick<InvitePublic, 'acceptedById' | 'revokedAt' | 'expiresAt'>,
  now: Date,
): boolean {
  return inviteState(invite, now) === 'pending';
}

export const inviteIdParamsSchema = z.object({ id: idParamSchema(inviteMessages.idFormat) });
export const inviteListQuerySchema = paginationQuerySchema;

/**
 * POST /invites (ADMIN). The schema checks the string and the role; the recipients inside are
 * read by `parseRecipients`, whose messages the server returns in one 422 at `recipients`.
 * Answer: 201 Invite[] (full form).
 */
export const inviteCreateBodySchema = z.object({
  recipients: documentedAs(
    text()
      .refine((value) => value !== '', { message: inviteMessages.recipientsRequired })
      .refine((value) => value.length <= RECIPIENTS_MAX, {
        message: fieldMessages.tooLong(RECIPIENTS_MAX),
      }),
    { minLength: 1, maxLength: RECIPIENTS_MAX },
  ),
  role: roleSchema,
});
export type InviteCreateBody = z.input<typeof inviteCreateBodySchema>;

/** One person to invite. With no name, all three name parts are null. */
export interface Recipient {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  email: string;
}

export interface RecipientsParse {
  /** The valid recipients, in input order; a repeated address (any case) keeps its first. */
  recipients: Recipient[];
  /**
   * Every problem, in input order: `Not a valid recipient: <entry>`, `Email already registered:
   * <addr>` (when `isRegistered` says so), or `Recipients are required` when there is no entry.
   */
  messages: string[];
}

/**
 * Splits at newlines, commas and semicolons that are outside double quotes and angle brackets;
 * blank entries are skipped.
 */
export function splitRecipientEntries(input: string): string[] {
  const entries: string[] = [];
  let current = '';
  let inQuotes = false;
  let inAngle = false;
  for (const char of input) {
    if (char === '"' && !inAngle) inQuotes = !inQuotes;
    else if (char === '<' && !inQuotes) inAngle = true;
    else if (char === '>' && !inQuotes) inAngle = false;
    else if (!inQuotes && !inAngle && /[\n\r,;]/.test(char)) {
      entries.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  entries.push(current);
  return entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

const words = (value: string) => value.split(/\s+/).filter((word) => word !== '');

/**
 * A name: one word → first; two → first and last; three or more → first, middle (the second
 * word) and last (the rest). [ours] A quoted name with a comma reads 'Last, First [Middle]':
 * `"Doe, Jane"` → Jane Doe, `"Doe, Jane Mary"` → Jane Mary Doe.
 */
export function splitRecipientName(name: string, quoted = false): Omit<Recipient, 'email'> {
  const comma = name.indexOf(',');
  if (quoted && comma >= 0) {
    const last = words(name.slice(0, comma)).join(' ');
    const rest = words(name.slice(comma + 1));
    if (last !== '' && rest.length > 0) {
      return {
        firstName: rest[0] ?? null,
        middleName: rest.slice(1).join(' ') || null,
        lastName: last,
      };
    }
    return splitRecipientName(name.replace(',', ' '));
  }
  const [first, second, ...others] = words(name);
  if (first === undefined) return { firstName: null, middleName: null, lastName: null };
  if (second === undefined) return { firstName: first, middleName: null, lastName: null };
  if (others.length === 0) return { firstName: first, middleName: null, lastName: second };
  return { firstName: first, middleName: second, lastName: others.join(' ') };
}

/** The index of the first `<` outside double quotes, or -1. */
function angleStart(entry: string): number {
  let inQuotes = false;
  for (let i = 0; i < entry.length; i += 1) {
    if (entry[i] === '"') inQuotes = !inQuotes;
    else if (entry[i] === '<' && !inQuotes) return i;
  }
  return -1;
}

/** One entry: `Name <addr>`, `"Name" <addr>`, or one or more bare addresses; null if invalid. */
function parseEntry(entry: string): Recipient[] | null {
  const start = angleStart(entry);
  if (start < 0) {
    const addresses = words(entry);
    if (!addresses.every(isEmailAddress)) return null;
    return addresses.map((email) => ({
      firstName: null,
      middleName: null,
      lastName: null,
      email,
    }));
  }
  const address = /^<([^<>]*)>$/.exec(entry.slice(start))?.[1]?.trim();
  if (address === undefined || !isEmailAddress(address)) return null;
  const rawName = entry.slice(0, start).trim();
  const quoted = /^"[^"]*"$/.test(rawName);
  if (!quoted && rawName.includes('"')) return null;
  const name = quoted ? rawName.slice(1, -1) : rawName;
  return [{ ...splitRecipientName(name, quoted), email: address }];
}

/**
 * The recipients parser of `POST /invites` (API.md §4.3), shared by the server and the SPA's
 * Invite dialog so both apply the same rules.
 */
export function parseRecipients(
  input: string,
  isRegistered: (email: string) => boolean = () => false,
): RecipientsParse {
  const entries = splitRecipientEntries(input);
  if (entries.length === 0) {
    return { recipients: [], messages: [inviteMessages.recipientsRequired] };
  }
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  const messages: string[] = [];
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (!parsed) {
      messages.push(inviteMessages.notValidRecipient(entry));
      continue;
    }
    for (const recipient of parsed) {
      const key = recipient.email.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      if (isRegistered(recipient.email)) {
        messages.push(inviteMessages.emailRegistered(recipient.email));
      } else {
        recipients.push(recipient);
      }
    }
  }
  return { recipients, messages };
}

/** The roles the Invite dialog offers (SPEC §5, §6), default first. */
export const inviteDialogRoles = [
  'VOLUNTEER',
  'FIRST_RESPONDER',
  'ADMIN',
] as const satisfies readonly Role[];

/** What the Invite dialog sends as `recipients`: `<name> <<email>>`. */
export function inviteDialogRecipients(name: string, email: string): string {
  return `${name.trim()} <${email.trim()}>`;
}

/**
 * The Invite dialog's fields (SPEC §5): the name and e-mail rules, and the e-mail must also be
 * an address the server's parser accepts. Messages may be passed translated.
 */
export const inviteDialogSchema = (
  messages: { name?: TextRuleOptions['message']; email?: TextRuleOptions['message'] } = {},
) =>
  z
    .object({
      name: textRules.inviteName({ message: messages.name }),
      email: textRules.email({ message: messages.email }),
      role: z.enum(inviteDialogRoles),
    })
    .superRefine((value, ctx) => {
      if (!textRules.email().safeParse(value.email).success) return;
      if (!textRules.inviteName().safeParse(value.name).success) return;
      const parsed = parseRecipients(inviteDialogRecipients(value.name, value.email));
      if (parsed.recipients.length !== 1 || parsed.messages.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['email'],
          message: messages.email ?? EMAIL_MESSAGE,
        });
      }
    });
export type InviteDialogValues = z.infer<ReturnType<typeof inviteDialogSchema>>;
