import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './crypto';

const key = 'server-secret-0123456789abcdefghij';

describe('sealSecret / openSecret', () => {
  it('round-trips, with a fresh IV each time, and never holds the plaintext', () => {
    const first = sealSecret(key, 'purpose', 'JBSWY3DPEHPK3PXP');
    const second = sealSecret(key, 'purpose', 'JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, 'purpose', first)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another purpose, or an altered value', () => {
    const sealed = sealSecret(key, 'purpose', 'JBSWY3DPEHPK3PXP');
    expect(() => openSecret(`${key}x`, 'purpose', sealed)).toThrow();
    expect(() => openSecret(key, 'other', sealed)).toThrow();
    const parts = sealed.split('.');
    const body = parts[3] ?? '';
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => openSecret(key, 'purpose', [...parts.slice(0, 3), flipped].join('.'))).toThrow();
    expect(() => openSecret(key, 'purpose', 'garbage')).toThrow();
  });
});
