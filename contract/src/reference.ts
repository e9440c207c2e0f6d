import { z } from 'zod';
import {
  FREE_TEXT_MAX,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  fieldMessages,
  isEmailAddress,
  text,
} from './common';
import { documentedAs, UUID_OR_EMPTY } from './openapi-hints';

/*
 * The shared text rules of SPEC §5, once: each is a pattern and its English message. Forms build
 * their field schemas from `textRule` (passing a translated message); the server's bodies use the
 * patterns directly.
 */

/** (415) 555-1234: the one phone format of hospitals, physicians and contacts. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const PHONE_MESSAGE = fieldMessages.phone;
/** The OpenAPI document's phone field: the format, or `""` (or null) for none. */
export const PHONE_OR_EMPTY = { anyOf: [{ maxLength: 0 }, { pattern: PHONE_PATTERN.source }] };

/** SPEC §5 invite dialog: letters, spaces, hyphens and apostrophes, 2 to 30 characters. */
export const INVITE_NAME_PATTERN = new RegExp(
  `^[A-Za-z\\s'-]{${NAME_MIN_LENGTH},${NAME_MAX_LENGTH}}$`,
);
export const NAME_RULE_MESSAGE = fieldMessages.nameRule;

/**
 * [ours] Hospital names (issue 8): real names such as "St. Joseph's Medical Center" or
 * "Hospital 2", and what the NPI registry returns: letters of any script, digits, spaces and
 * . , ' & ( ) - /, 2 to 100 characters.
 */
export const HOSPITAL_NAME_MIN = 2;
export const HOSPITAL_NAME_MAX = 100;
export const HOSPITAL_NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} .,'&()/-]{2,100}$/u;
export const HOSPITAL_NAME_MESSAGE = fieldMessages.hospitalName;

/**
 * [ours] The one e-mail rule (common.ts, issue 22) as a form field, with API.md's `Invalid email`
 * unless a form names its own. SPEC §5's looser invite and hospital shape (`x@y`) and the
 * physician modal's pattern are replaced by it, so a form never accepts what the server refuses.
 */
export const EMAIL_MESSAGE = fieldMessages.emailShape;
/** SPEC §5 new physician modal's own message for the same rule. */
export const PHYSICIAN_EMAIL_MESSAGE = fieldMessages.emailAddress;

/**
 * The fields the duplicate rule of hospitals and physicians compares (API.md §4.7, §4.8), in the
 * order its message names them: `hospitalMessages.duplicate(parts)` with parts such as
 * `name St. Mary and phone (415) 555-1234`.
 */
export const duplicateFieldKeys = ['name', 'address', 'phone', 'email'] as const;
export type DuplicateFieldKey = (typeof duplicateFieldKeys)[number];

export interface SharedField {
  key: DuplicateFieldKey;
  value: string;
}

/** The `parts` of a duplicate message: each field as `<key> <value>`, joined with ' and '. */
export function duplicateParts(fields: readonly SharedField[]): string {
  return fields.map(({ key, value }) => `${key} ${value}`).join(' and ');
}

const DUPLICATE_PARTS = new RegExp(
  `^${duplicateFieldKeys.map((key) => `(?:(?:^| and )${key} (.+?))?`).join('')}$`,
  's',
);

/**
 * The fields of a `parts` text (what duplicateParts wrote), or null for any other text. Fields
 * come in the rule's order, so a value holding ' and ' is kept whole unless a later field's name
 * follows it.
 */
export function parseDuplicateParts(parts: string): SharedField[] | null {
  const match = DUPLICATE_PARTS.exec(parts);
  if (!match) return null;
  const fields: SharedField[] = [];
  duplicateFieldKeys.forEach((key, index) => {
    const value = match[index + 1];
    if (value !== undefined) fields.push({ key, value });
  });
  return fields.length > 0 ? fields : null;
}

export interface TextRuleOptions {
  /** The message shown on failure (a translation in the SPA); the rule's English one otherwise. */
  message?: string;
  /** An empty (or blank) value passes: the field is optional. */
  isOptional?: boolean;
}

/** A string field checked by one test, after trimming. */
function textCheck(test: (value: string) => boolean, defaultMessage: string) {
  return ({ message = defaultMessage, isOptional = false }: TextRuleOptions = {}) =>
    z.string().refine((value) => (isOptional && value.trim() === '') || test(value.trim()), {
      message,
    });
}

/** A string field checked against one pattern, after trimming. */
export function textRule(pattern: RegExp, defaultMessage: string) {
  return textCheck((value) => pattern.test(value), defaultMessage);
}

export const textRules = {
  phone: textRule(PHONE_PATTERN, PHONE_MESSAGE),
  inviteName: textRule(INVITE_NAME_PATTERN, NAME_RULE_MESSAGE),
  hospitalName: textRule(HOSPITAL_NAME_PATTERN, HOSPITAL_NAME_MESSAGE),
  email: textCheck(isEmailAddress, EMAIL_MESSAGE),
};

/** Body phone: the phone rule; `""` and null both mean no phone. */
export const phoneBodySchema = () =>
  documentedAs(
    text()
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v))
      .refine((v) => v === null || v === undefined || PHONE_PATTERN.test(v), {
        message: PHONE_MESSAGE,
      }),
    PHONE_OR_EMPTY,
  );

/** Free text trimmed, at most 255; `""` or blank → null. */
export const nullableTextBodySchema = () =>
  text()
    .max(FREE_TEXT_MAX)
    .nullable()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim() || null : v));

/** A list filter id: a uuid, or `""` for no filter. */
export const optionalIdFilterSchema = () =>
  documentedAs(
    text().refine((v) => v === '' || z.string().uuid().safeParse(v).success, {
      message: fieldMessages.invalidUuid,
    }),
    UUID_OR_EMPTY,
  )
    .transform((v) => (v === '' ? undefined : v.toLowerCase()))
    .optional();

/** A list search term: one string (a repeated key is an error), trimmed. */
export const searchTermSchema = () =>
  text()
    .transform((v) => v.trim())
    .optional();
