import { describe, expect, it } from 'vitest';
import { hospitalCreateSchema, hospitalListQuerySchema } from './hospitals';
import { physicianCreateSchema } from './physicians';
import { PHONE_MESSAGE } from './reference';

describe('hospital and physician bodies', () => {
  it('treats an empty phone as no phone and rejects a badly formatted one', () => {
    expect(hospitalCreateSchema.parse({ name: 'General', phone: '' }).phone).toBeNull();
    const bad = hospitalCreateSchema.safeParse({ name: 'General', phone: '415-555-1234' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', PHONE_MESSAGE],
    ]);
  });

  it('refuses a blank hospital name and trims a real one', () => {
    expect(hospitalCreateSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      'Name cannot be empty or just spaces.',
    );
    expect(hospitalCreateSchema.parse({ name: '  Mercy  ' }).name).toBe('Mercy');
    expect(hospitalCreateSchema.safeParse({}).error?.issues[0]?.message).toBe('Required');
  });

  it('collapses repeated hospital ids and reports a bad one at its index', () => {
    const id = '0b7d6f4e-8a1c-4d57-9d7e-2f0c3a9b1e11';
    expect(
      physicianCreateSchema.parse({ hospitalIds: [id, id.toUpperCase()] }).hospitalIds,
    ).toEqual([id]);
    const bad = physicianCreateSchema.safeParse({ hospitalIds: [id, 'nope'] });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['hospitalIds.1', 'Invalid hospital ID format'],
    ]);
  });

  it('blanks free text to null', () => {
    expect(physicianCreateSchema.parse({ firstName: '  ', email: ' a@b.c ' })).toMatchObject({
      firstName: null,
      email: 'a@b.c',
    });
  });

  it('accepts an empty id filter as no filter and rejects a malformed one', () => {
    expect(hospitalListQuerySchema.parse({ physicianId: '' }).physicianId).toBeUndefined();
    expect(hospitalListQuerySchema.safeParse({ physicianId: 'x' }).error?.issues[0]?.message).toBe(
      'Invalid uuid',
    );
    expect(
      hospitalListQuerySchema.safeParse({ hospital: ['a', 'b'] }).error?.issues[0]?.message,
    ).toBe('Expected string, received array');
  });
});
