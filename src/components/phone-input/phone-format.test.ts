import { describe, expect, it } from 'vitest';
import { maskPhoneDigits, phoneDigits, phoneInsertion } from './phone-format';

describe('phoneDigits', () => {
  it.each([
    ['1 (415) 555-0100', '4155550100'],
    ['+1 415 555 0100', '4155550100'],
    ['1-415-555-0100', '4155550100'],
    ['415.555.0100', '4155550100'],
    ['(415) 555-0100', '4155550100'],
    ['555-0100', '5550100'],
    ['abc', ''],
  ])('reads %j as %j', (text, digits) => {
    expect(phoneDigits(text)).toBe(digits);
  });
});

describe('phoneInsertion', () => {
  it('drops a country code and everything but digits at the start of the number', () => {
    expect(phoneInsertion('+1 415 555 0100', '')).toBe('4155550100');
    expect(phoneInsertion('1', '')).toBe('');
    expect(phoneInsertion('(', '')).toBe('');
  });

  it('keeps a 1 after the start: only an area code cannot begin with it', () => {
    expect(phoneInsertion('1', '415')).toBe('1');
    expect(phoneInsertion('1-23', '415')).toBe('123');
  });

  it('ignores one key typed after a complete number, but keeps a longer paste', () => {
    expect(phoneInsertion('9', '4155551234')).toBe('');
    expect(phoneInsertion('a', '415555')).toBe('');
    expect(phoneInsertion(' 22', '4155550100')).toBe('22');
  });
});

describe('maskPhoneDigits', () => {
  it.each([
    ['4155550100', '(415) 555-0100'],
    ['5550100', '(555) 010-0'],
    ['41', '(41'],
    ['415555010022', '(415) 555-0100 22'],
    ['', ''],
  ])('shows %j as %j', (digits, shown) => {
    expect(maskPhoneDigits(digits)).toBe(shown);
  });
});
