import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';

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

/** A 256-bit key for one purpose, derived from the server's secret (HKDF-SHA-256). */
function derivedKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'lifeline', purpose, 32));
}

/**
 * Encrypts a small secret at rest (AES-256-GCM under a key derived from the server's secret
 * for `purpose`): `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export function sealSecret(secret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The plaintext of sealSecret; throws when the value was altered or sealed under another key. */
export function openSecret(secret: string, purpose: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unsealable value');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    derivedKey(secret, purpose),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
