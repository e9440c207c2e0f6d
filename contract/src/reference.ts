import { z } from 'zod';
import { text } from './common';

/** (415) 555-1234: the one phone format of hospitals, physicians and contacts. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const PHONE_MESSAGE = 'Phone number must be in format (###) ###-####';

/** Letters, spaces, hyphens and apostrophes, 2 to 30 characters (invite and hospital names). */
export const PERSON_OR_PLACE_NAME_PATTERN = /^[A-Za-z\s'-]{2,30}$/;
export const NAME_RULE_MESSAGE =
  "Name must be between 2 and 30 characters long. It can only contain alphabetic characters (A-Z, a-z), spaces, hyphens (-), and apostrophes (').";

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
    .max(255)
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
