import { describe, expect, it } from 'vitest';
import { knownOrEmpty, toMaskedPhone } from './npi-phone';

describe('NPI phone numbers', () => {
  it.each([
    ['415-353-6000', '(415) 353-6000'],
    ['4153536000', '(415) 353-6000'],
    ['1-415-353-6000', '(415) 353-6000'],
    ['(415) 353-6000', '(415) 353-6000'],
  ])('turn %s into %s', (input, expected) => {
    expect(toMaskedPhone(input)).toBe(expected);
  });

  it.each(['N/A', '', '353-6000', '44-20-7946-0958'])('leave %j empty', (input) => {
    expect(toMaskedPhone(input)).toBe('');
  });

  it("treat the registry's N/A as empty and keep other values", () => {
    expect(knownOrEmpty('N/A')).toBe('');
    expect(knownOrEmpty('900 Hyde St')).toBe('900 Hyde St');
  });
});
