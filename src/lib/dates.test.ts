import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatDateTime } from './dates';

describe('date helper', () => {
  it('uses the formats of SPEC §9', () => {
    expect(DATE_TIME_FORMAT).toBe('MMMM D, YYYY [at] h:mma');
    expect(DATE_FORMAT).toBe('MMMM D, YYYY');
  });

  it("formats a member timestamp like 'June 5, 2024 at 3:04pm'", () => {
    // A local time, so the test does not depend on the machine's time zone.
    expect(formatDateTime('2024-06-05T15:04:00')).toBe('June 5, 2024 at 3:04pm');
    expect(formatDateTime('2024-12-31T00:09:00')).toBe('December 31, 2024 at 12:09am');
  });

  it('formats a timestamp with a zone in local time', () => {
    const iso = '2024-04-07T23:53:41.000Z';
    const local = new Date(iso);
    const hour = local.getHours() % 12 || 12;
    const minutes = String(local.getMinutes()).padStart(2, '0');
    expect(formatDateTime(iso)).toMatch(
      new RegExp(`^\\w+ \\d{1,2}, 2024 at ${hour}:${minutes}(am|pm)$`),
    );
  });

  it("formats a patient date like 'June 5, 2024'", () => {
    expect(formatDate('2024-06-05')).toBe('June 5, 2024');
    expect(formatDate('1990-01-09')).toBe('January 9, 1990');
  });

  it('shows unset and unreadable values as an empty string', () => {
    for (const value of [null, undefined, '', '  ', 'not a date']) {
      expect(formatDateTime(value)).toBe('');
      expect(formatDate(value)).toBe('');
    }
  });
});
