import { describe, expect, it } from 'vitest';
import { passwordStrength, strengthColor } from './password-strength';

describe('password strength', () => {
  it.each([
    ['', 0],
    ['a', 20],
    ['aB', 40],
    ['aB3', 60],
    ['aB3!', 80],
    ['aB3!efgh', 100],
    ['abcdefgh', 40],
    ['é', 20],
  ])('rates %j at %i', (value, expected) => {
    expect(passwordStrength(value)).toBe(expected);
  });

  it.each([
    [0, 'red'],
    [20, 'red'],
    [40, 'orange'],
    [60, 'yellow'],
    [80, 'yellow'],
    [100, 'teal'],
  ] as const)('colours %i as %s', (strength, color) => {
    expect(strengthColor(strength)).toBe(color);
  });
});
