import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { keyedHash } from './crypto';

const uuid = z.string().uuid();

/**
 * One-time tokens of the mail links (e-mail verification, password reset): UUID v4, stored
 * only as a keyed hash, compared case-insensitively like every UUID.
 */
export const oneTimeToken = {
  create: (): string => randomUUID(),
  /** The stored form of a token, or null for a value that is not a UUID (never a live token). */
  hash(secret: string, token: string): string | null {
    return uuid.safeParse(token).success ? keyedHash(secret, token.toLowerCase()) : null;
  },
};
