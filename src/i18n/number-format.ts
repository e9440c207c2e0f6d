import type { FormatterModule } from 'i18next';

/** The placeholders that carry counts: written with the language's digits grouping (1,234 / 1 234). */
const COUNT_PLACEHOLDERS = new Set(['count', 'total', 'done', 'failed']);

/**
 * One formatter per language, made once: building an Intl.NumberFormat costs far more than using
 * it, and a page that re-renders its counts often (the label sheets' status, issue 25) built one
 * per count per render.
 */
const numberFormats = new Map<string | undefined, Intl.NumberFormat>();
function numberFormatOf(lng: string | undefined): Intl.NumberFormat {
  let format = numberFormats.get(lng);
  if (!format) {
    format = new Intl.NumberFormat(lng);
    numberFormats.set(lng, format);
  }
  return format;
}

/**
 * Issue 14: counts in a text follow the language (Intl.NumberFormat), as `{{count}}` is written,
 * so translators keep the plain placeholder. Other values (ids, line numbers) are left as they are;
 * `{{value, number}}` formats any number explicitly. Needs `interpolation.alwaysFormat`.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value, format, lng, options) {
    // The value goes on unchanged unless it is a count (i18next's signature says string).
    if (typeof value !== 'number') return value as string;
    const key = (options as { interpolationkey?: string } | undefined)?.interpolationkey;
    const isCount = format === undefined ? key !== undefined && COUNT_PLACEHOLDERS.has(key) : false;
    if (!isCount && format?.trim() !== 'number') return value as unknown as string;
    try {
      return numberFormatOf(lng).format(value);
    } catch {
      return String(value);
    }
  },
};
