import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { baseI18nOptions, LOAD_PATH } from './config';

/**
 * The app's i18next: translation files come from /locales over HTTP. Resolves once the
 * first namespaces are loaded (or have finally failed, in which case keys show).
 */
export async function createI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      ...baseI18nOptions,
      backend: { loadPath: LOAD_PATH, addPath: '' },
    });
  return instance;
}
