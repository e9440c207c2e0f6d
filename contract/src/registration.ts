import { z } from 'zod';
import { passwordSchema } from './auth';
import { emailSchema, FREE_TEXT_MAX, NAME_MAX_LENGTH, NAME_MIN_LENGTH, text } from './common';
import { languageSchema } from './enums';
import { normalizeLicenseNumber } from './licences';
import { documentedAs, UUID_OR_EMPTY } from './openapi-hints';

export const registrationMessages = {
  firstName: 'First name must be between 2 and 30 characters long',
  middleName: 'Middle name must be at most 30 characters long',
  lastName: 'Last name must be between 2 and 30 characters long',
  email: 'Invalid email format',
  emailRegistered: 'Email already registered',
  inviteInvalid: 'Invite Id is not valid',
  inviteIdFormat: 'Invalid uuid',
  licenseRequired: 'License number is required',
  verifyNotFound: 'Not Found',
} as const;

/** First and last names: trimmed, 2 to 30 characters (register and admin edit). */
export const requiredNameSchema = (message: string) =>
  text().trim().min(NAME_MIN_LENGTH, { message }).max(NAME_MAX_LENGTH, { message });

/** Middle name: optional, trimmed, at most 30; `""` (and an absent key) → null. */
export const middleNameSchema = () =>
  text()
    .trim()
    .max(NAME_MAX_LENGTH, { message: registrationMessages.middleName })
    .nullable()
    .optional()
    .transform((value) => value || null);

/**
 * The e-mail of register: the one e-mail rule (common.ts) with register's own message. The invite
 * recipients parser accepts exactly the addresses this accepts (API.md §4.3).
 */
export const userEmailSchema = () => emailSchema(registrationMessages.email);

/** Licence number: optional, trimmed and upper-cased; `""` (or null) = absent → null. */
export const optionalLicenseNumberSchema = () =>
  text()
    .max(FREE_TEXT_MAX)
    .nullable()
    .optional()
    .transform((value) => (value ? normalizeLicenseNumber(value) || null : null));

/** [ours] Organization: optional free text ≤ 255, trimmed; `""` → null. */
export const organizationSchema = () =>
  text()
    .max(FREE_TEXT_MAX)
    .nullable()
    .optional()
    .transform((value) => value?.trim() || null);

/** [ours] The languages spoken besides English: optional, repeats dropped, enum order kept. */
export const memberLanguagesSchema = () =>
  z
    .array(languageSchema)
    .optional()
    .transform((values) => [...new Set(values ?? [])]);

/**
 * POST /users/register (public, rate-limited), for both paths: the licence path sends
 * `licenseNumber`; the invite path sends `inviteId` (and `licenseNumber` for a FIRST_RESPONDER
 * invite). `role` and other keys are dropped. Answer: 201 User.
 */
export const registerBodySchema = z.object({
  firstName: requiredNameSchema(registrationMessages.firstName),
  middleName: middleNameSchema(),
  lastName: requiredNameSchema(registrationMessages.lastName),
  email: userEmailSchema(),
  password: passwordSchema,
  licenseNumber: optionalLicenseNumberSchema(),
  inviteId: documentedAs(
    text()
      .nullable()
      .optional()
      .refine((value) => !value || z.string().uuid().safeParse(value).success, {
        message: registrationMessages.inviteIdFormat,
      }),
    UUID_OR_EMPTY,
  ).transform((value) => (value ? value.toLowerCase() : null)),
  organization: organizationSchema(),
  languages: memberLanguagesSchema(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;
export type RegisterInput = z.output<typeof registerBodySchema>;

/** PATCH /users/verify (public). Answer: 200 empty; unknown, used or non-UUID → 404 Not Found. */
export const verifyEmailBodySchema = z.object({
  emailVerificationToken: text(),
});
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;
