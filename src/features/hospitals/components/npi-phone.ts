import { NPI_UNKNOWN } from '@contract/npi';
import { maskPhoneDigits, PHONE_DIGITS, phoneDigits } from '@/components/phone-input/phone-format';

/**
 * The registry writes phones as 415-555-1234; our phone fields hold (415) 555-1234. Anything
 * that is not a ten-digit number (after an optional leading 1) gives '' (no phone).
 */
export function toMaskedPhone(phone: string): string {
  if (phone === NPI_UNKNOWN) return '';
  const digits = phoneDigits(phone);
  return digits.length === PHONE_DIGITS ? maskPhoneDigits(digits) : '';
}

/** The registry's "N/A" means unknown: the field stays empty. */
export function knownOrEmpty(value: string): string {
  return value === NPI_UNKNOWN ? '' : value;
}
