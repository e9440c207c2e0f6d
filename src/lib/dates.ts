import dayjs from 'dayjs';

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
