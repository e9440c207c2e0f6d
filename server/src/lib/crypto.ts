import { createHmac, randomBytes, randomInt } from 'node:crypto';

/** An opaque random token: 256 bits from the CSPRNG, base64url (43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Keyed hash under which tokens and session ids are stored (HMAC-SHA-256, hex). */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

const lower = 'abcdefghijkmnopqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const alphabet = lower + upper + digits;

/**
 * A strong password that passes the password rule: four groups of five characters joined by
 * hyphens (about 110 bits), always with a lower-case letter, a capital and a digit.
 */
export function generatePassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join(''),
    );
    const candidate = groups.join('-');
    if (/[a-z]/.test(candidate) && /[A-Z]/.test(candidate) && /[0-9]/.test(candidate)) {
      return candidate;
    }
  }
}
