import { describe, expect, it } from 'vitest';
import { numberFormatter } from './number-format';

const format = (value: unknown, lng: string, key = 'count') =>
  numberFormatter.format(value, undefined, lng, { interpolationkey: key });

describe('numberFormatter', () => {
  it("writes counts in each language's own way, whichever language came first", () => {
    expect(format(1000, 'en')).toBe('1,000');
    expect(format(1000, 'ru')).toBe(new Intl.NumberFormat('ru').format(1000));
    expect(format(1000, 'ru')).not.toBe('1,000');
    // The formatter kept for English is still English after another language's was made.
    expect(format(1234567, 'en')).toBe('1,234,567');
  });

  it('leaves values that are not counts as they are', () => {
    expect(format(1000, 'en', 'line')).toBe(1000);
    expect(format('abc', 'en')).toBe('abc');
  });
});
