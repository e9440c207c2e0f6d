import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { UiLanguage } from '@contract/ui-languages';
import type { DateFormats } from './date-formats';

// Strict parsing of typed dates (parseTypedDate).
dayjs.extend(customParseFormat);

/** SPEC §9: members' timestamps, e.g. 'June 5, 2024 at 3:04pm'. */
export const DATE_TIME_FORMAT = 'MMMM D, YYYY [at] h:mma';
/** SPEC §9: patient dates, e.g. 'June 5, 2024'. */
export const DATE_FORMAT = 'MMMM D, YYYY';

const ENGLISH: DateFormats = { locale: 'en', date: DATE_FORMAT, dateTime: DATE_TIME_FORMAT };

/** The formats of the languages whose locale has loaded (date-formats.ts holds the others'). */
const known: Partial<Record<UiLanguage, DateFormats>> = { en: ENGLISH };

/** The UI language dates are written in now (English until another's locale has loaded). */
let dateLanguage: UiLanguage = 'en';
let formats: DateFormats = ENGLISH;

/** The dayjs locale dates are written in now (for Mantine's calendars too). */
export function currentDateLocale(): string {
  return formats.locale;
}

function writeDatesIn(language: UiLanguage): void {
  formats = known[language] ?? ENGLISH;
  dayjs.locale(formats.locale);
  dateLanguage = language;
}

/**
 * Writes dates in `language` from now on, loading its dayjs locale and formats first if needed
 * (a chunk: never on an English first load). Resolves true when the locale changed (what was
 * written before is in the old one).
 */
export async function loadDateLocale(language: UiLanguage): Promise<boolean> {
  if (language === dateLanguage) return false;
  if (language !== 'en') {
    const { DATE_LOCALE_LOADERS, OTHER_DATE_FORMATS } = await import('./date-locales');
    await DATE_LOCALE_LOADERS[language]();
    known[language] = OTHER_DATE_FORMATS[language];
  }
  writeDatesIn(language);
  return true;
}

/**
 * The formats of languages whose dayjs locales the caller has imported itself: the
 * server-rendered label page, which renders in any language synchronously (withDatesIn).
 */
export function addDateFormats(table: Partial<Record<UiLanguage, DateFormats>>): void {
  Object.assign(known, table);
}

/**
 * Runs `write` with dates in `language` (English when its formats are not known), then goes back
 * to the language before: for a synchronous render in one language (the label page).
 */
export function withDatesIn<T>(language: UiLanguage, write: () => T): T {
  const before = dateLanguage;
  writeDatesIn(language);
  try {
    return write();
  } finally {
    writeDatesIn(before);
  }
}

type DateInput = string | null | undefined;

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/**
 * A timestamp in local time; unset (null or '') shows as an empty string. English as SPEC §9
 * writes it; another language in its own order ('5 de junio de 2024 15:04', '2024年6月5日 15:04').
 */
export function formatDateTime(value: DateInput): string {
  return format(value, formats.dateTime);
}

/** A calendar date such as a date of birth ('YYYY-MM-DD'); unset shows as an empty string. */
export function formatDate(value: DateInput): string {
  return format(value, formats.date);
}

/** How a date is typed into a date field (US order, as staff write it): '03/15/1980'. */
export const DATE_INPUT_FORMAT = 'MM/DD/YYYY';

/** The formats a typed date may take, besides DATE_INPUT_FORMAT: '3/5/1980', '1980-03-05', 'March 5, 1980'. */
const TYPED_DATE_FORMATS = [DATE_INPUT_FORMAT, 'M/D/YYYY', 'YYYY-MM-DD', DATE_FORMAT];

/**
 * A typed date as 'YYYY-MM-DD', or null while it is not yet a whole, real date (a two-digit or
 * unfinished year, 02/30/1980): strict parsing, so typing is never turned into another date.
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  for (const pattern of TYPED_DATE_FORMATS) {
    // English month names whatever the UI language: the formats above are English.
    const date = dayjs(trimmed, pattern, 'en', true);
    if (date.isValid()) return date.format('YYYY-MM-DD');
  }
  return null;
}

/** Today's calendar date where the user is, as 'YYYY-MM-DD'. */
export function todayDate(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/**
 * The instant a calendar day ('YYYY-MM-DD') starts where the user is, `addDays` later, as an ISO
 * timestamp: a typed date range becomes [start of the first day, start of the day after the last).
 */
export function localDayStart(date: string, addDays = 0): string {
  return dayjs(date, 'YYYY-MM-DD', true).add(addDays, 'day').startOf('day').toISOString();
}

/** [ours] The instant this week began where the user is: Sunday 00:00, as US calendars start it. */
export function weekStart(now: Date = new Date()): string {
  return localDayStart(todayDate(now), -now.getDay());
}

/**
 * [ours, issue 24] How long ago `value` was, for 'Verified 3 months ago': whole calendar months
 * from a month on, whole days under a month. Null when unset or unreadable.
 */
export function elapsedSince(
  value: DateInput,
  now: Date = new Date(),
): { unit: 'day' | 'month'; count: number } | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const from = dayjs(value);
  if (!from.isValid()) return null;
  const months = dayjs(now).diff(from, 'month');
  if (months >= 1) return { unit: 'month', count: months };
  return { unit: 'day', count: Math.max(0, dayjs(now).diff(from, 'day')) };
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * [ours] How long ago (or until) a timestamp, in the UI language: '5 minutes ago', 'hace 2
 * horas', 'yesterday'; under a minute 'now'. Unset or invalid shows as an empty string.
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const elapsed = date.valueOf() - now.getTime();
  const words = new Intl.RelativeTimeFormat(dateLanguage, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(elapsed) >= size) return words.format(Math.round(elapsed / size), unit);
  }
  return words.format(0, 'second');
}
