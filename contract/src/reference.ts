import { z } from 'zod';
import { FREE_TEXT_MAX, text } from './common';

/*
 * The shared text rules of SPEC §5, once: each is a pattern and its English message. Forms build
 * their field schemas from `textRule` (passing a translated message); the server's bodies use the
 * patterns directly.
 */

/** (415) 555-1234: the one phone format of hospitals, physicians and contacts. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const PHONE_MESSAGE = 'Phone number must be in format (###) ###-####';

/** SPEC §5 invite dialog: letters, spaces, hyphens and apostrophes, 2 to 30 characters. */
export const INVITE_NAME_PATTERN = /^[A-Za-z\s'-]{2,30}$/;
export const NAME_RULE_MESSAGE =
  "Name must be between 2 and 30 characters long. It can only contain alphabetic characters (A-Z, a-z), spaces, hyphens (-), and apostrophes (').";

/**
 * [ours] Hospital names (issue 8): real names such as "St. Joseph's Medical Center" or
 * "Hospital 2", and what the NPI registry returns: letters of any script, digits, spaces and
 * . , ' & ( ) - /, 2 to 100 characters.
 */
export const HOSPITAL_NAME_MIN = 2;
export const HOSPITAL_NAME_MAX = 100;
export const HOSPITAL_NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} .,'&()/-]{2,100}$/u;
export const HOSPITAL_NAME_MESSAGE =
  "Name must be between 2 and 100 characters long. It can only contain letters, digits, spaces and . , ' & ( ) - /";

/** SPEC §5 invite and hospital e-mail: non-space, @, non-space. */
export const EMAIL_SHAPE_PATTERN = /^\S+@\S+$/;
export const EMAIL_SHAPE_MESSAGE = 'Invalid email';

/** SPEC §5 new physician modal: a simple address (name@domain.tld). */
export const EMAIL_ADDRESS_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_ADDRESS_MESSAGE = 'Email is not in valid format';

export interface TextRuleOptions {
  /** The message shown on failure (a translation in the SPA); the rule's English one otherwise. */
  message?: string;
  /** An empty (or blank) value passes: the field is optional. */
  isOptional?: boolean;
}

/** A string field checked against one rule, after trimming. */
export function textRule(pattern: RegExp, defaultMessage: string) {
  return ({ message = defaultMessage, isOptional = false }: TextRuleOptions = {}) =>
    z
      .string()
      .refine((value) => (isOptional && value.trim() === '') || pattern.test(value.trim()), {
        message,
      });
}

export const textRules = {
  phone: textRule(PHONE_PATTERN, PHONE_MESSAGE),
  inviteName: textRule(INVITE_NAME_PATTERN, NAME_RULE_MESSAGE),
  hospitalName: textRule(HOSPITAL_NAME_PATTERN, HOSPITAL_NAME_MESSAGE),
  emailShape: textRule(EMAIL_SHAPE_PATTERN, EMAIL_SHAPE_MESSAGE),
  emailAddress: textRule(EMAIL_ADDRESS_PATTERN, EMAIL_ADDRESS_MESSAGE),
};

/** Body phone: the phone rule; `""` and null both mean no phone. */
export const phoneBodySchema = () =>
  text()
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || v === undefined || PHONE_PATTERN.test(v), {
      message: PHONE_MESSAGE,
    });

/** Free text trimmed, at most 255; `""` or blank → null. */
export const nullableTextBodySchema = () =>
  text()
    .max(FREE_TEXT_MAX)
    .nullable()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim() || null : v));

/** A list filter id: a uuid, or `""` for no filter. */
export const optionalIdFilterSchema = () =>
  text()
    .refine((v) => v === '' || z.string().uuid().safeParse(v).success, { message: 'Invalid uuid' })
    .transform((v) => (v === '' ? undefined : v.toLowerCase()))
    .optional();

/** A list search term: one string (a repeated key is an error), trimmed. */
export const searchTermSchema = () =>
  text()
    .transform((v) => v.trim())
    .optional();
