import type { UiLanguage } from '@contract/ui-languages';

export interface DateLocale {
  /** dayjs's locale name. */
  name: string;
  load: () => Promise<unknown>;
  /** A calendar date and a timestamp in the language's own order (its locale's LL and LLL). */
  date: string;
  dateTime: string;
}

/**
 * Issue 14: how each UI language writes dates, its dayjs locale loaded on demand (a chunk each,
 * never on an English first load). Traditional Chinese as Hong Kong writes it (Cantonese).
 */
export const DATE_LOCALES: Record<Exclude<UiLanguage, 'en'>, DateLocale> = {
  'zh-Hant': {
    name: 'zh-hk',
    load: () => import('dayjs/locale/zh-hk'),
    date: 'YYYY年M月D日',
    dateTime: 'YYYY年M月D日 HH:mm',
  },
  'zh-Hans': {
    name: 'zh-cn',
    load: () => import('dayjs/locale/zh-cn'),
    date: 'YYYY年M月D日',
    dateTime: 'YYYY年M月D日 HH:mm',
  },
  es: {
    name: 'es',
    load: () => import('dayjs/locale/es'),
    date: 'D [de] MMMM [de] YYYY',
    dateTime: 'D [de] MMMM [de] YYYY H:mm',
  },
  ru: {
    name: 'ru',
    load: () => import('dayjs/locale/ru'),
    // The month in the genitive after a day ('5 июня'): the ru locale picks it from the pattern.
    date: 'D MMMM YYYY [г.]',
    dateTime: 'D MMMM YYYY [г.], H:mm',
  },
  tl: {
    name: 'tl-ph',
    load: () => import('dayjs/locale/tl-ph'),
    date: 'MMMM D, YYYY',
    dateTime: 'MMMM D, YYYY HH:mm',
  },
};
