import { describe, expect, it } from 'vitest';
import { createdStamps, updatedStamps } from './write-context';

describe('write stamps', () => {
  const now = new Date('2026-03-04T05:06:07.000Z');
  const actor = { id: 'user-1', role: 'ADMIN' as const };

  it('stamps a new row as created and updated now by the actor', () => {
    expect(createdStamps({ actor, now })).toEqual({
      createdAt: now,
      updatedAt: now,
      createdById: 'user-1',
      updatedById: 'user-1',
    });
  });

  it('stamps a change as updated now by the actor, leaving the creation alone', () => {
    expect(updatedStamps({ actor, now })).toEqual({ updatedAt: now, updatedById: 'user-1' });
  });
});
