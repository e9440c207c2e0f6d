import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// Strict parsing of typed dates (parseTypedDate).
dayjs.extend(customParseFormat);

/** SPEC §9: members' timestamps, e.g. 'June 5, 2024 at 3:04pm'. */
export const DATE_TIME_FORMAT = 'MMMM D, YYYY [at] h:mma';
/** SPEC §9: patient dates, e.g. 'June 5, 2024'. */
export const DATE_FORMAT = 'MMMM D, YYYY';

type DateInput = string | null | undefined;

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** A timestamp in local time; unset (null or '') shows as an empty string. */
export function formatDateTime(value: DateInput): string {
  return format(value, DATE_TIME_FORMAT);
}

/** A calendar date such as a date of birth ('YYYY-MM-DD'); unset shows as an empty string. */
export function formatDate(value: DateInput): string {
  return format(value, DATE_FORMAT);
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
    const date = dayjs(trimmed, pattern, true);
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
