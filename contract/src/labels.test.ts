import { describe, expect, it } from 'vitest';
import { labelCountQuerySchema, maxSheets, patientIdOfLabelUrl } from './labels';

const messages = (input: unknown) => {
  const result = labelCountQuerySchema.safeParse(input);
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
};

describe('labelCountQuerySchema', () => {
  it('reads a count from 1 to 1000', () => {
    expect(labelCountQuerySchema.parse({ count: '1' })).toEqual({ count: 1 });
    expect(labelCountQuerySchema.parse({ count: '1000' })).toEqual({ count: 1000 });
  });

  it.each([{}, { count: '' }, { count: ' ' }, { count: 'abc' }, { count: '12abc' }])(
    'says a missing or non-numeric count is not a number: %j',
    (query) => {
      expect(messages(query)).toEqual([['count', 'Expected number, received nan']]);
    },
  );

  it('refuses a fraction, zero, a negative count and more than 1000 with their messages', () => {
    expect(messages({ count: '2.5' })).toEqual([['count', 'Expected integer, received float']]);
    expect(messages({ count: '0' })).toEqual([['count', 'Count must be a positive integer']]);
    expect(messages({ count: '-3' })).toEqual([['count', 'Count must be a positive integer']]);
    expect(messages({ count: '1001' })).toEqual([['count', 'Count must be at most 1000']]);
  });

  it('refuses a repeated key', () => {
    expect(messages({ count: ['1', '2'] })).toEqual([['count', 'Expected string, received array']]);
  });
});

describe('label helpers', () => {
  it('reads the patient id as the last path segment of a label URL', () => {
    const id = '5b0c2f9e-3f1d-4c57-9a3b-2a1d0e9f8c7b';
    expect(patientIdOfLabelUrl(`https://lifeline.example.org/patients/${id}`)).toBe(id);
    expect(patientIdOfLabelUrl(`http://127.0.0.1:3000/patients/${id}/`)).toBe(id);
  });

  it('allows 83 sheets of 12 and 50 sheets of 20 (one call of at most 1000 labels)', () => {
    expect(maxSheets(12)).toBe(83);
    expect(maxSheets(20)).toBe(50);
  });
});
