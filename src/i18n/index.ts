import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type { UiLanguage } from '@contract/ui-languages';
import { detectUiLanguage, languageDetector } from './language-detector';
import { numberFormatter } from './number-format';
import {
  baseI18nOptions,
  browserUiLanguage,
  currentUiLanguage,
  LOAD_PATH,
  NAMESPACES,
} from './config';

declare global {
  interface Window {
    /**
     * Set by the e2e tests before the app starts (never in production): every key the pages ask
     * for and no file of the current language has is pushed here, and English does not stand in.
     */
    __lifelineMissingKeys?: string[];
  }
}

/** The e2e language walk's options: missing keys are collected in the page, never sent anywhere. */
function missingKeyReporting(): InitOptions {
  const collected = typeof window === 'undefined' ? undefined : window.__lifelineMissingKeys;
  if (!Array.isArray(collected)) return {};
  return {
    fallbackLng: false,
    // English still loads (never standing in): translateMessage reads its `messages` templates.
    preload: ['en'],
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      collected.push(`${languages.join(',')}:${namespace}:${key}`);
    },
  };
}

/** Whether dates were ever written in another language than English on this page. */
let hasLeftEnglishDates = false;

/**
 * Loads the dates' locale for `language` (resolves true when it changed). The date helper itself
 * loads on demand: an English first page never needs it (the routes that show dates bring it).
 */
function loadDatesFor(language: UiLanguage): Promise<boolean> {
  if (language === 'en' && !hasLeftEnglishDates) return Promise.resolve(false);
  hasLeftEnglishDates = true;
  return import('@/lib/dates').then((dates) => dates.loadDateLocale(language)).catch(() => false);
}

/**
 * The page follows the language: `<html lang>` (screen readers, the CJK font stack in
 * src/app/languages.css) and the dates' locale. A dayjs locale not loaded yet loads first; the
 * language event is then sent again so that dates written meanwhile are written anew.
 */
function followLanguage(instance: I18n): void {
  const apply = (language: string) => {
    const uiLanguage = currentUiLanguage(language);
    if (typeof document !== 'undefined') document.documentElement.lang = uiLanguage;
    void loadDatesFor(uiLanguage).then((changed) => {
      if (changed && instance.language === language) instance.emit('languageChanged', language);
    });
  };
  instance.on('languageChanged', apply);
  if (instance.language) apply(instance.language);
}

/**
 * The app's i18next: translation files come from /locales over HTTP, in the language the `lng`
 * cookie or the browser gives (a member's saved choice replaces it once they are known). Resolves
 * once the first namespaces are loaded (or have finally failed, in which case keys show).
 */
export async function createI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  // Another language's date locale loads beside its translations, before the first paint.
  const dates = loadDatesFor(detectUiLanguage());
  await instance
    .use(HttpBackend)
    .use(languageDetector)
    .use(numberFormatter)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      ...baseI18nOptions,
      // A list of its own: i18next adds each namespace it loads to it.
      ns: [...NAMESPACES],
      backend: { loadPath: LOAD_PATH, addPath: '' },
      ...missingKeyReporting(),
    });
  await dates;
  await loadDatesFor(currentUiLanguage(instance.language));
  followLanguage(instance);
  return instance;
}

/**
 * Switches the UI to `language` (null: back to the browser's languages, as on a first visit),
 * dates' locale first. The language detector writes the result to the `lng` cookie.
 */
export async function chooseLanguage(instance: I18n, language: UiLanguage | null): Promise<void> {
  const next = language ?? browserUiLanguage();
  await loadDatesFor(next);
  await instance.changeLanguage(next);
}
