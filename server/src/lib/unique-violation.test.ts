import { describe, expect, it } from 'vitest';
import { isUniqueViolation, violatedUniqueIndex } from './unique-violation';

describe('isUniqueViolation', () => {
  it('reads the driver error, bare or wrapped as a cause', () => {
    const driver = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(driver)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: driver }))).toBe(true);
  });

  it('is false for other errors and for non-errors', () => {
    const other = Object.assign(new Error('not null'), { code: '23502' });
    expect(isUniqueViolation(new Error('Failed query', { cause: other }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});

describe('violatedUniqueIndex', () => {
  it('names the index the driver reports, or null for other errors', () => {
    const driver = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'users_email_lower_unique',
    });
    expect(violatedUniqueIndex(new Error('Failed query', { cause: driver }))).toBe(
      'users_email_lower_unique',
    );
    expect(violatedUniqueIndex(Object.assign(new Error('x'), { code: '23502' }))).toBeNull();
  });
});
