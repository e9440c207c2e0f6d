import { describe, expect, it } from 'vitest';
import { npiQuerySchema } from './npi';

const messages = (input: unknown) => {
  const result = npiQuerySchema.safeParse(input);
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
};

describe('npiQuerySchema', () => {
  it('says Required for a missing name and state', () => {
    expect(messages({})).toEqual([
      ['name', 'Required'],
      ['state', 'Required'],
    ]);
  });

  it('refuses an empty or blank organisation name', () => {
    expect(messages({ name: '', state: 'CA' })).toEqual([
      ['name', 'Organization name is required'],
    ]);
    expect(messages({ name: '   ', state: 'CA' })).toEqual([
      ['name', 'Organization name is required'],
    ]);
  });

  it('upper-cases a two-letter state', () => {
    expect(npiQuerySchema.parse({ name: ' General Hospital ', state: 'ca' })).toEqual({
      name: 'General Hospital',
      state: 'CA',
    });
  });

  it.each(['C', 'CAL', '1A', 'C.', ''])('refuses the state %j', (state) => {
    expect(messages({ name: 'General', state })).toEqual([
      ['state', 'State code must be 2 letters'],
    ]);
  });

  it('refuses a repeated key', () => {
    expect(messages({ name: ['a', 'b'], state: 'CA' })).toEqual([
      ['name', 'Expected string, received array'],
    ]);
  });
});
