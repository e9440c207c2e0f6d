import { afterEach, describe, expect, it } from 'vitest';
import {
  currentDateLocale,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  formatDate,
  formatDateTime,
  loadDateLocale,
  parseTypedDate,
  todayDate,
  withDatesIn,
} from './dates';
import { UI_LANGUAGES } from '@contract/ui-languages';

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

  it('reads a typed date in the input format and the other usual spellings', () => {
    expect(parseTypedDate('03/15/1980')).toBe('1980-03-15');
    expect(parseTypedDate(' 3/5/1980 ')).toBe('1980-03-05');
    expect(parseTypedDate('1980-03-15')).toBe('1980-03-15');
    expect(parseTypedDate('March 15, 1980')).toBe('1980-03-15');
  });

  it('reads nothing from an unfinished or impossible date, rather than another date', () => {
    expect(parseTypedDate('03/15/198')).toBeNull();
    expect(parseTypedDate('03/15/80')).toBeNull();
    expect(parseTypedDate('02/30/1980')).toBeNull();
    expect(parseTypedDate('13/01/1980')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });

  it("gives today's local calendar date", () => {
    expect(todayDate(new Date(2024, 5, 5, 23, 59))).toBe('2024-06-05');
  });
});

describe('dates in the UI language (issue 14)', () => {
  afterEach(async () => {
    await loadDateLocale('en');
  });

  it.each([
    ['zh-Hant', 'zh-hk', '2024年6月5日', '2024年6月5日 15:04'],
    ['zh-Hans', 'zh-cn', '2024年6月5日', '2024年6月5日 15:04'],
    ['es', 'es', '5 de junio de 2024', '5 de junio de 2024 15:04'],
    ['ru', 'ru', '5 июня 2024 г.', '5 июня 2024 г., 15:04'],
    ['tl', 'tl-ph', 'Hunyo 5, 2024', 'Hunyo 5, 2024 15:04'],
  ] as const)(
    'writes %s dates in its own order (dayjs %s)',
    async (language, locale, date, time) => {
      expect(await loadDateLocale(language)).toBe(true);
      expect(currentDateLocale()).toBe(locale);
      expect(formatDate('2024-06-05')).toBe(date);
      expect(formatDateTime('2024-06-05T15:04:00')).toBe(time);
      // Typed dates stay in the US order, with English month names, whatever the language.
      expect(parseTypedDate('March 15, 1980')).toBe('1980-03-15');
      expect(await loadDateLocale(language)).toBe(false);
    },
  );

  it('goes back to the SPEC formats in English', async () => {
    await loadDateLocale('ru');
    await loadDateLocale('en');
    expect(currentDateLocale()).toBe('en');
    expect(formatDateTime('2024-06-05T15:04:00')).toBe('June 5, 2024 at 3:04pm');
  });

  // Issue 22: the server-rendered label page wrote 'noviembre 26, 2026' in Spanish.
  it.each(UI_LANGUAGES)(
    'writes %s dates the same in a synchronous render (the label page) as in the SPA',
    async (language) => {
      await loadDateLocale(language);
      const spa = [formatDate('2026-11-26'), formatDateTime('2026-11-26T15:04:00')];
      await loadDateLocale('en');
      const rendered = withDatesIn(language, () => [
        formatDate('2026-11-26'),
        formatDateTime('2026-11-26T15:04:00'),
      ]);
      expect(rendered).toEqual(spa);
      // Afterwards, the language before.
      expect(formatDate('2026-11-26')).toBe('November 26, 2026');
      expect(currentDateLocale()).toBe('en');
    },
  );
});
