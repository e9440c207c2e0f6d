import { currentDateLocale } from '@/lib/dates';

/**
 * The first day of a period ('YYYY-MM-DD', UTC), short, in the language dates are written in
 * (the date helper's locale): 'Jan 6, 2025' for a week, 'Jan 2025' for a month. Kept beside
 * the page rather than in lib/dates.ts, which every route loads.
 */
export function formatPeriodStart(value: string, unit: 'week' | 'month'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const parts: Intl.DateTimeFormatOptions =
    unit === 'month'
      ? { year: 'numeric', month: 'short', timeZone: 'UTC' }
      : { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(currentDateLocale(), parts).format(new Date(`${value}T00:00:00Z`));
}
