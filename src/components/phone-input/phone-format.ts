import { IMask } from 'react-imask';

/** A US number has ten digits after the country code. */
export const PHONE_DIGITS = 10;

/**
 * SPEC §5's phone mask, for react-imask: '(000) 000-0000' gives (415) 555-1234. The trailing
 * digits (shown only when there are any: pattern masks are lazy by default) take an over-long
 * paste, so it is shown and refused by the form's phone rule instead of being cut to a number
 * the user did not type.
 */
export const PHONE_MASK = '(000) 000-0000 0000000000';

/** Digits as the phone field shows them: '4155550100' gives (415) 555-0100. */
export function maskPhoneDigits(digits: string): string {
  return IMask.pipe(digits, { mask: PHONE_MASK });
}

/**
 * The digits of a typed or pasted phone number, without a leading US country code (+1 or 1):
 * area codes never start with 1, so a leading 1 can only be the country code.
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * What the mask should insert when `inserted` (a typed key, a paste, or the field's whole value)
 * goes in after `digitsBefore`: digits only, a country code dropped at the start of the number,
 * and a single key typed after a complete number ignored (as on a plain masked field).
 */
export function phoneInsertion(inserted: string, digitsBefore: string): string {
  if (digitsBefore === '') return phoneDigits(inserted);
  const isKeyPastTheEnd = inserted.length === 1 && digitsBefore.length >= PHONE_DIGITS;
  return isKeyPastTheEnd ? '' : inserted.replace(/\D/g, '');
}
