import type { UiLanguage } from '@contract/ui-languages';

export interface DateFormats {
  /** dayjs's locale name. */
  locale: string;
  /** A calendar date and a timestamp in the language's own order. */
  date: string;
  dateTime: string;
}

/**
 * Issue 14: how each language but English writes dates (English is SPEC §9's, in dates.ts). Read
 * by the SPA when a language's locale loads (date-locales.ts, a chunk: never on an English first
 * load) and by the server-rendered label page (src/ssr), so both write the same (issue 22).
 * Traditional Chinese as Hong Kong writes it (Cantonese).
 */
export const OTHER_DATE_FORMATS: Record<Exclude<UiLanguage, 'en'>, DateFormats> = {
  'zh-Hant': { locale: 'zh-hk', date: 'YYYY年M月D日', dateTime: 'YYYY年M月D日 HH:mm' },
  'zh-Hans': { locale: 'zh-cn', date: 'YYYY年M月D日', dateTime: 'YYYY年M月D日 HH:mm' },
  es: { locale: 'es', date: 'D [de] MMMM [de] YYYY', dateTime: 'D [de] MMMM [de] YYYY H:mm' },
  // The month in the genitive after a day ('5 июня'): the ru locale picks it from the pattern.
  ru: { locale: 'ru', date: 'D MMMM YYYY [г.]', dateTime: 'D MMMM YYYY [г.], H:mm' },
  tl: { locale: 'tl-ph', date: 'MMMM D, YYYY', dateTime: 'MMMM D, YYYY HH:mm' },
};
