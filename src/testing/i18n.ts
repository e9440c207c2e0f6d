import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../public/locales/en/common.json';
import { baseI18nOptions, FALLBACK_LANGUAGE } from '@/i18n/config';
import { numberFormatter } from '@/i18n/number-format';

/** Tests read the real English files, bundled, so they see the text users see. */
export function createTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      ...baseI18nOptions,
      lng: FALLBACK_LANGUAGE,
      resources: { en: { common } },
      initAsync: false,
    });
  return instance;
}
