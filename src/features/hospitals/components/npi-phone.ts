import { NPI_UNKNOWN } from '@contract/npi';

/**
 * The registry writes phones as 415-555-1234; our phone fields hold (415) 555-1234. Anything
 * that is not a ten-digit number (after an optional leading 1) gives '' (no phone).
 */
export function toMaskedPhone(phone: string): string {
  if (phone === NPI_UNKNOWN) return '';
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The registry's "N/A" means unknown: the field stays empty. */
export function knownOrEmpty(value: string): string {
  return value === NPI_UNKNOWN ? '' : value;
}
