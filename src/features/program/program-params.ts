import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { programIntervalSchema, type ProgramInterval } from '@contract/program';
import { isCalendarDate } from '@contract/patients';
import type { ProgramFiguresParams } from './api/program.api';

/** The Program page's range, kept in the address: days 'YYYY-MM-DD', both included. */
export interface ProgramPageParams {
  from: string;
  to: string;
  interval: ProgramInterval;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The default range: the last twelve months, up to today (UTC), by week. */
export function defaultProgramParams(now: Date = new Date()): ProgramPageParams {
  const yearAgo = new Date(
    Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1),
  );
  return { from: day(yearAgo), to: day(now), interval: 'week' };
}

/** Reads the page state; a missing or malformed value takes the default's. */
export function readProgramParams(
  searchParams: URLSearchParams,
  now: Date = new Date(),
): ProgramPageParams {
  const fallback = defaultProgramParams(now);
  const dayOf = (key: 'from' | 'to') => {
    const value = searchParams.get(key);
    return value !== null && isCalendarDate(value) ? value : fallback[key];
  };
  const interval = programIntervalSchema.safeParse(searchParams.get('interval'));
  return {
    from: dayOf('from'),
    to: dayOf('to'),
    interval: interval.success ? interval.data : fallback.interval,
  };
}

/** True when the range ends before it starts: nothing is asked for then. */
export const isProgramRangeReversed = ({ from, to }: Pick<ProgramPageParams, 'from' | 'to'>) =>
  to < from;

/** The API query: the last day included, so `to` is the day after it. */
export function toFiguresQuery(params: ProgramPageParams): ProgramFiguresParams {
  const after = new Date(`${params.to}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return { from: params.from, to: day(after), interval: params.interval };
}

/** The page state from the address, and a setter that writes one key back. */
export function useProgramParams(): [
  ProgramPageParams,
  (key: keyof ProgramPageParams, value: string) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readProgramParams(searchParams);
  const set = useCallback(
    (key: keyof ProgramPageParams, value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const state = readProgramParams(current);
          for (const name of ['from', 'to', 'interval'] as const) next.set(name, state[name]);
          if (value === '') next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [params, set];
}
