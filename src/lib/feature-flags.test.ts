import { describe, expect, it } from 'vitest';
import { isPhiEnabled, parseFlag } from './feature-flags';

describe('PHI switch', () => {
  it('is on only for the exact string "true"', () => {
    expect(parseFlag('true')).toBe(true);
    for (const value of [
      'TRUE',
      'True',
      ' true',
      'true ',
      '1',
      'yes',
      'false',
      '',
      undefined,
      null,
      true,
    ]) {
      expect(parseFlag(value)).toBe(false);
    }
  });

  it('reads the runtime window.env first', () => {
    expect(isPhiEnabled({ VITE_FEATURE_COLLECT_PHI: 'true' }, undefined)).toBe(true);
    expect(isPhiEnabled({ VITE_FEATURE_COLLECT_PHI: 'false' }, 'true')).toBe(false);
  });

  it('treats a runtime env without the variable as off, whatever the build said', () => {
    expect(isPhiEnabled({}, 'true')).toBe(false);
  });

  it('falls back to the build-time value when window.env is null', () => {
    expect(isPhiEnabled(null, 'true')).toBe(true);
    expect(isPhiEnabled(null, 'TRUE')).toBe(false);
    expect(isPhiEnabled(null, undefined)).toBe(false);
  });

  it('reads window.env by default', () => {
    window.env = { VITE_FEATURE_COLLECT_PHI: 'true' };
    expect(isPhiEnabled()).toBe(true);
    window.env = { VITE_FEATURE_COLLECT_PHI: 'yes' };
    expect(isPhiEnabled()).toBe(false);
  });
});
