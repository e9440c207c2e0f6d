import type { UiLanguage } from '@contract/ui-languages';

export { OTHER_DATE_FORMATS } from './date-formats';

/**
 * Issue 14: each UI language's dayjs locale (named in date-formats.ts), loaded on demand: a chunk
 * each, never on an English first load.
 */
export const DATE_LOCALE_LOADERS: Record<Exclude<UiLanguage, 'en'>, () => Promise<unknown>> = {
  'zh-Hant': () => import('dayjs/locale/zh-hk'),
  'zh-Hans': () => import('dayjs/locale/zh-cn'),
  es: () => import('dayjs/locale/es'),
  ru: () => import('dayjs/locale/ru'),
  tl: () => import('dayjs/locale/tl-ph'),
};
