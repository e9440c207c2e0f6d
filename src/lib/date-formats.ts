import type { UiLanguage } from '@contract/ui-languages';

/** SPEC §9: members' timestamps, e.g. 'June 5, 2024 at 3:04pm'. */
export const DATE_TIME_FORMAT = 'MMMM D, YYYY [at] h:mma';
/** SPEC §9: patient dates, e.g. 'June 5, 2024'. */
export const DATE_FORMAT = 'MMMM D, YYYY';

export interface DateFormats {
  /** dayjs's locale name. */
  locale: string;
  /** A calendar date and a timestamp in the language's own order. */
  date: string;
  dateTime: string;
}

/**
 * Issue 14: how each UI language writes dates, read by the SPA (dates.ts, its locale loaded on
 * demand by date-locales.ts) and by the server-rendered label page (src/ssr, its locales
 * imported), so both write the same. English as SPEC §9 writes it; Traditional Chinese as Hong
 * Kong writes it (Cantonese).
 */
export const DATE_FORMATS: Record<UiLanguage, DateFormats> = {
  en: { locale: 'en', date: DATE_FORMAT, dateTime: DATE_TIME_FORMAT },
  'zh-Hant': { locale: 'zh-hk', date: 'YYYY年M月D日', dateTime: 'YYYY年M月D日 HH:mm' },
  'zh-Hans': { locale: 'zh-cn', date: 'YYYY年M月D日', dateTime: 'YYYY年M月D日 HH:mm' },
  es: { locale: 'es', date: 'D [de] MMMM [de] YYYY', dateTime: 'D [de] MMMM [de] YYYY H:mm' },
  // The month in the genitive after a day ('5 июня'): the ru locale picks it from the pattern.
  ru: { locale: 'ru', date: 'D MMMM YYYY [г.]', dateTime: 'D MMMM YYYY [г.], H:mm' },
  tl: { locale: 'tl-ph', date: 'MMMM D, YYYY', dateTime: 'MMMM D, YYYY HH:mm' },
};
