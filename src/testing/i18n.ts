import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../public/locales/en/common.json';
import { baseI18nOptions } from '@/i18n/config';

/** Tests read the real English files, bundled, so they see the text users see. */
export function createTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseI18nOptions,
    resources: { en: { common } },
    initAsync: false,
  });
  return instance;
}
