import { describe, expect, it } from 'vitest';
import { roleAtLeast, roleOrder, roleSchema } from './roles';

describe('roleAtLeast', () => {
  it('accepts a role equal to or above the minimum', () => {
    expect(roleAtLeast('ADMIN', 'STAFF')).toBe(true);
    expect(roleAtLeast('STAFF', 'STAFF')).toBe(true);
    expect(roleAtLeast('VOLUNTEER', 'FIRST_RESPONDER')).toBe(true);
  });

  it('refuses a role below the minimum, and a missing role', () => {
    expect(roleAtLeast('FIRST_RESPONDER', 'VOLUNTEER')).toBe(false);
    expect(roleAtLeast('STAFF', 'ADMIN')).toBe(false);
    expect(roleAtLeast(null, 'FIRST_RESPONDER')).toBe(false);
    expect(roleAtLeast(undefined, 'FIRST_RESPONDER')).toBe(false);
  });

  it('orders roles from first responder up to admin', () => {
    expect(roleOrder).toEqual(['FIRST_RESPONDER', 'VOLUNTEER', 'STAFF', 'ADMIN']);
  });

  it('names the roles in message order when a value is invalid', () => {
    const result = roleSchema.safeParse('BOSS');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Invalid enum value. Expected 'ADMIN' | 'STAFF' | 'VOLUNTEER' | 'FIRST_RESPONDER', received 'BOSS'",
    );
  });
});
