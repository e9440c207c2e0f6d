import { z } from 'zod';
import { documentedAs } from './openapi-hints';

/** UUIDs are case-insensitive on input and lower-case on output. */
export const uuidSchema = z.string().uuid();
export const idParamSchema = (message: string = fieldMessages.invalidUuid) =>
  z
    .string()
    .uuid({ message })
    .transform((id) => id.toLowerCase());

/** ISO 8601 UTC timestamp with milliseconds, e.g. 2024-04-07T23:53:41.000Z. */
export const timestampSchema = z.string();

/*
 * C0 control characters other than tab, line feed and carriage return (which multi-line text
 * may hold). PostgreSQL refuses NUL in text, and none of the others belongs in a record or a
 * search, so every string the API reads is built on `text()` and refuses them with a 422.
 */
// eslint-disable-next-line no-control-regex
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/;

/**
 * The field rules' messages shared by many bodies and forms (the shared text rules of SPEC §5,
 * the password rule, and the wording of Zod's own defaults a form can show), in one `*Messages`
 * object so common.json's `messages.field` group has them and the SPA shows them translated.
 * The English is the API's: tests assert it byte for byte.
 */
export const fieldMessages = {
  controlCharacters: 'Text must not contain control characters',
  required: 'Required',
  invalidUuid: 'Invalid uuid',
  phone: 'Phone number must be in format (###) ###-####',
  nameRule:
    "Name must be between 2 and 30 characters long. It can only contain alphabetic characters (A-Z, a-z), spaces, hyphens (-), and apostrophes (').",
  hospitalName:
    "Name must be between 2 and 100 characters long. It can only contain letters, digits, spaces and . , ' & ( ) - /",
  emailShape: 'Invalid email',
  emailAddress: 'Email is not in valid format',
  passwordLength: 'Password must be at least 8 characters long',
  passwordCharacters: 'Password must include uppercase, lowercase, number, and special character',
  /** Zod's default for `.max(n)` on a string, also said by the invites' recipients rule. */
  tooLong: (maximum: number) => `String must contain at most ${maximum} character(s)`,
  /** Zod's default for `.min(n)` on a string. */
  tooShort: (minimum: number) => `String must contain at least ${minimum} character(s)`,
} as const;

export const CONTROL_CHARACTER_MESSAGE = fieldMessages.controlCharacters;

/** A string that refuses control characters: the building block of every string input. */
export const text = () => z.string().regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE);

/**
 * A member's names (first, last, and the invite dialog's whole name) are 2 to 30 characters, a
 * middle name at most 30 (SPEC §5 and its limits). One pair for register, invite and member
 * edit, read by their schemas and their inputs alike.
 */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;

/** Any free-text field not otherwise limited is at most 255 characters. */
export const FREE_TEXT_MAX = 255;
export const freeText = () => text().max(FREE_TEXT_MAX);

/*
 * [ours] The one e-mail rule (issue 22): every e-mail the API or a form takes (sign-in, reset,
 * register, members, invites, hospitals, physicians, the emergency contact) is checked by this
 * one test, Zod's e-mail format, so `x@y` and `omar@` are refused everywhere. It is the rule
 * members' addresses were always created with, so sign-in accepts every address it accepted
 * before. Only writes are checked: stored values are read as plain strings, so an older record
 * that fails the rule still loads, and shows its error only when it is saved.
 */
const emailFormat = z.string().email().max(FREE_TEXT_MAX);

/** True when `address` (already trimmed) passes the e-mail rule. */
export function isEmailAddress(address: string): boolean {
  return emailFormat.safeParse(address).success;
}

/**
 * A required e-mail: trimmed, then the e-mail rule. The message is API.md's `Invalid email`,
 * unless the endpoint names its own (register and member edit: `Invalid email format`).
 */
export const emailSchema = (message: string = fieldMessages.emailShape) =>
  text().trim().email({ message }).max(FREE_TEXT_MAX);

/**
 * An optional e-mail of a record (hospital, physician, emergency contact): trimmed; `""`, blank
 * and null → null (no e-mail); anything else must pass the e-mail rule. Absent stays absent.
 */
export const nullableEmailSchema = (message: string = fieldMessages.emailShape) =>
  documentedAs(
    text()
      .max(FREE_TEXT_MAX)
      .nullable()
      .optional()
      .transform((v) => (typeof v === 'string' ? v.trim() || null : v))
      .refine((v) => v === null || v === undefined || isEmailAddress(v), { message }),
    { anyOf: [{ maxLength: 0 }, { format: 'email', maxLength: FREE_TEXT_MAX }] },
  );

/**
 * A query integer: the raw value must be one string (a repeated key arrives as an array),
 * then it is read as a number with Zod 3's wording for each failure.
 */
export const queryInt = (max: number) =>
  z.string().pipe(z.coerce.number().int().positive().max(max));

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

/**
 * The largest page asked for: PostgreSQL's integer maximum. Far beyond any real list, and small
 * enough that the offset (page − 1) × perPage stays an exact JavaScript number and a valid
 * OFFSET, so a huge page is a 422 instead of a database error.
 */
export const MAX_PAGE = 2_147_483_647;

export const paginationQuerySchema = z.object({
  page: queryInt(MAX_PAGE).optional(),
  perPage: queryInt(MAX_PER_PAGE).optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** Response headers every list carries. The SPA reads only X-Total-Pages. */
export const paginationHeaders = {
  page: 'X-Page',
  perPage: 'X-Per-Page',
  totalCount: 'X-Total-Count',
  totalPages: 'X-Total-Pages',
  link: 'Link',
} as const;

export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;

/** What every DELETE answers on success, e.g. `{"message": "Hospital deleted successfully"}`. */
export const deleteAnswerSchema = messageSchema;

/**
 * The created/updated stamps every reference record carries (not the audit trail); authors are
 * null for seeded rows.
 */
export const recordStampFields = {
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  createdById: uuidSchema.nullable(),
  updatedById: uuidSchema.nullable(),
};

/** A name as a record stores it (patient, contact, physician, invite): any part may be null. */
export const nullableNameFields = {
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
};
