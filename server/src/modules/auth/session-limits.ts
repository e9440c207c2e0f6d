import { roleOrder, type Role } from '@contract/roles';

/** How long a session of one role lives: idle minutes since last seen, hours since sign-in. */
export interface SessionLimit {
  idleMinutes: number;
  maxHours: number;
}

export type SessionLimits = Record<Role, SessionLimit>;

/**
 * Defaults that fit field use and HIPAA's automatic logoff (§164.312(a)(2)(iii)), see
 * docs/security.md, "Sessions"; a responder is never asked to sign in again mid-call (12 hours
 * idle, a week at most, as API.md §1.3's global defaults), while a staff or admin desk left
 * unattended locks after 15 minutes; volunteers, who edit records at a desk or a clinic, sit
 * between.
 */
export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  FIRST_RESPONDER: { idleMinutes: 720, maxHours: 168 },
  VOLUNTEER: { idleMinutes: 60, maxHours: 24 },
  STAFF: { idleMinutes: 15, maxHours: 12 },
  ADMIN: { idleMinutes: 15, maxHours: 12 },
};

/** The limits of a role under a configuration. Pure: the session check and housekeeping share it. */
export function sessionLimitsFor(
  role: Role,
  config: { sessionLimits: SessionLimits },
): SessionLimit {
  return config.sessionLimits[role];
}

/** True when a session (its user's role, its stamps) has passed its role's idle or absolute limit. */
export function isSessionExpiredFor(
  session: { createdAt: Date; lastSeenAt: Date },
  limit: SessionLimit,
  now: Date,
): boolean {
  return (
    now.getTime() - session.lastSeenAt.getTime() > limit.idleMinutes * 60_000 ||
    now.getTime() - session.createdAt.getTime() > limit.maxHours * 3_600_000
  );
}

type Env = Record<string, string | undefined>;

const IDLE = 'SESSION_IDLE_MINUTES';
const MAX = 'SESSION_MAX_HOURS';
/** Generous bounds that catch a typo (a year idle, ten years absolute). */
const IDLE_CEILING = 525_600;
const MAX_CEILING = 87_600;

function readWhole(
  env: Env,
  name: string,
  ceiling: number,
  problems: string[],
): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > ceiling) {
    problems.push(`${name}: must be a whole number from 1 to ${ceiling}`);
    return undefined;
  }
  return Number(raw);
}

/**
 * Reads the per-role session limits. For each role and each limit, the first set of:
 * `SESSION_IDLE_MINUTES_<ROLE>` (or `SESSION_MAX_HOURS_<ROLE>`), then the global
 * `SESSION_IDLE_MINUTES` (`SESSION_MAX_HOURS`) for every role, then DEFAULT_SESSION_LIMITS.
 * A bad number or an unknown role suffix is reported by name.
 */
export function readSessionLimits(env: Env): { limits: SessionLimits; problems: string[] } {
  const problems: string[] = [];
  const globalIdle = readWhole(env, IDLE, IDLE_CEILING, problems);
  const globalMax = readWhole(env, MAX, MAX_CEILING, problems);
  for (const name of Object.keys(env).sort()) {
    for (const prefix of [IDLE, MAX]) {
      if (!name.startsWith(`${prefix}_`)) continue;
      const suffix = name.slice(prefix.length + 1);
      if (!(roleOrder as readonly string[]).includes(suffix)) {
        problems.push(`${name}: unknown role ${suffix}; use one of ${roleOrder.join(', ')}`);
      }
    }
  }
  const limits = Object.fromEntries(
    roleOrder.map((role) => [
      role,
      {
        idleMinutes:
          readWhole(env, `${IDLE}_${role}`, IDLE_CEILING, problems) ??
          globalIdle ??
          DEFAULT_SESSION_LIMITS[role].idleMinutes,
        maxHours:
          readWhole(env, `${MAX}_${role}`, MAX_CEILING, problems) ??
          globalMax ??
          DEFAULT_SESSION_LIMITS[role].maxHours,
      },
    ]),
  ) as SessionLimits;
  return { limits, problems };
}
