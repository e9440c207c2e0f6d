import { describe, expect, it } from 'vitest';
import { ApiError, foundOr, messageError } from './http-errors';

describe('foundOr', () => {
  const missing = () => messageError(404, 'Not there');

  it('returns what a read found, falsy values included', () => {
    expect(foundOr({ id: 'a' }, missing)).toEqual({ id: 'a' });
    expect(foundOr(0, missing)).toBe(0);
    expect(foundOr('', missing)).toBe('');
  });

  it('throws the given error for null and undefined', () => {
    for (const nothing of [null, undefined]) {
      let thrown: unknown;
      try {
        foundOr(nothing, missing);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect(thrown).toMatchObject({ status: 404, body: { message: 'Not there' } });
    }
  });
});
