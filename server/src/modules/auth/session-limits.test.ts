import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Env } from '../../config';
import {
  DEFAULT_SESSION_LIMITS,
  isSessionExpiredFor,
  readSessionLimits,
  sessionLimitsFor,
} from './session-limits';

function problemsOf(env: Env): string[] {
  try {
    loadConfig(env, '/srv/lifeline');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('per-role session limits', () => {
  it('defaults to a long idle limit for responders and a short one at a desk', () => {
    const config = loadConfig({}, '/srv/lifeline');
    expect(sessionLimitsFor('FIRST_RESPONDER', config)).toEqual({
      idleMinutes: 720,
      maxHours: 168,
    });
    expect(sessionLimitsFor('VOLUNTEER', config)).toEqual({ idleMinutes: 60, maxHours: 24 });
    expect(sessionLimitsFor('STAFF', config)).toEqual({ idleMinutes: 15, maxHours: 12 });
    expect(sessionLimitsFor('ADMIN', config)).toEqual({ idleMinutes: 15, maxHours: 12 });
  });

  it('applies SESSION_IDLE_MINUTES and SESSION_MAX_HOURS to every role when set', () => {
    const { limits, problems } = readSessionLimits({
      SESSION_IDLE_MINUTES: '30',
      SESSION_MAX_HOURS: '2',
    });
    expect(problems).toEqual([]);
    for (const limit of Object.values(limits))
      expect(limit).toEqual({ idleMinutes: 30, maxHours: 2 });
  });

  it('lets a per-role variable win over the global one and the default', () => {
    const config = loadConfig({
      SESSION_IDLE_MINUTES: '30',
      SESSION_IDLE_MINUTES_STAFF: '5',
      SESSION_MAX_HOURS_FIRST_RESPONDER: '36',
    });
    expect(sessionLimitsFor('STAFF', config)).toEqual({ idleMinutes: 5, maxHours: 12 });
    expect(sessionLimitsFor('FIRST_RESPONDER', config)).toEqual({ idleMinutes: 30, maxHours: 36 });
    expect(sessionLimitsFor('ADMIN', config)).toEqual({
      idleMinutes: 30,
      maxHours: DEFAULT_SESSION_LIMITS.ADMIN.maxHours,
    });
  });

  it.each([
    [{ SESSION_IDLE_MINUTES_STAFF: '0' }, 'SESSION_IDLE_MINUTES_STAFF: must be a whole number'],
    [{ SESSION_MAX_HOURS_ADMIN: '1.5' }, 'SESSION_MAX_HOURS_ADMIN: must be a whole number'],
    [{ SESSION_IDLE_MINUTES_VOLUNTEER: '999999999' }, 'SESSION_IDLE_MINUTES_VOLUNTEER: must be'],
    [
      { SESSION_IDLE_MINUTES_RESPONDER: '60' },
      'SESSION_IDLE_MINUTES_RESPONDER: unknown role RESPONDER; use one of FIRST_RESPONDER, VOLUNTEER, STAFF, ADMIN',
    ],
  ] as const)('stops start-up on %o, naming the variable', (env, message) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('reports session problems together with the others', () => {
    const problems = problemsOf({ PORT: 'x', SESSION_MAX_HOURS_STAFF: 'soon' });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'SESSION_MAX_HOURS_STAFF']);
  });

  it('expires a session past either limit, and not at it', () => {
    const limit = { idleMinutes: 15, maxHours: 12 };
    const start = new Date('2025-03-10T08:00:00.000Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const fresh = { createdAt: start, lastSeenAt: start };
    expect(isSessionExpiredFor(fresh, limit, at(15))).toBe(false);
    expect(isSessionExpiredFor(fresh, limit, at(15.01))).toBe(true);
    const busy = { createdAt: start, lastSeenAt: at(12 * 60) };
    expect(isSessionExpiredFor(busy, limit, at(12 * 60))).toBe(false);
    expect(isSessionExpiredFor(busy, limit, at(12 * 60 + 1))).toBe(true);
  });
});
