/** A US number has ten digits after the country code. */
export const PHONE_DIGITS = 10;

/**
 * The digits of a typed or pasted phone number, without a leading US country code (+1 or 1):
 * area codes never start with 1, so a leading 1 can only be the country code.
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * Digits shown as (415) 555-0100 while they are typed: '(41', '(415) 55', '(415) 555-01'.
 * Digits beyond ten are kept after a space, so the field shows (and the form refuses) them
 * rather than saving a shorter number than the one pasted.
 */
export function formatPhoneDigits(digits: string): string {
  if (digits === '') return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6, PHONE_DIGITS);
  const extra = digits.slice(PHONE_DIGITS);
  let text = `(${area}`;
  if (exchange) text += `) ${exchange}`;
  if (line) text += `-${line}`;
  if (extra) text += ` ${extra}`;
  return text;
}

/**
 * The field's next value after an edit. Typing past a complete number is ignored (the key
 * does nothing, as on a masked field); anything else is reformatted from its digits.
 */
export function nextPhoneValue(previous: string, typed: string): string {
  const digits = phoneDigits(typed);
  const previousDigits = phoneDigits(previous);
  const isTypingPastTheEnd =
    previousDigits.length === PHONE_DIGITS &&
    digits.length === PHONE_DIGITS + 1 &&
    digits.startsWith(previousDigits);
  return isTypingPastTheEnd ? previous : formatPhoneDigits(digits);
}
