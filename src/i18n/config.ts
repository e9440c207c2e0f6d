import type { InitOptions } from 'i18next';
import {
  DEFAULT_UI_LANGUAGE,
  matchUiLanguage,
  UI_LANGUAGES,
  type UiLanguage,
} from '@contract/ui-languages';

export const FALLBACK_LANGUAGE: UiLanguage = DEFAULT_UI_LANGUAGE;
/** Issue 14: the languages of the UI, one folder each under public/locales. */
export const SUPPORTED_LANGUAGES = UI_LANGUAGES;
export const NAMESPACES = ['common'] as const;
export const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/** Each language in its own name, as the picker shows it whatever the UI's language. */
export const LANGUAGE_ENDONYMS: Record<UiLanguage, string> = {
  en: 'English',
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
  es: 'Español',
  ru: 'Русский',
  tl: 'Tagalog',
};

/** The `lng` cookie lives a year (seconds), for every path. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * SPEC §9: failed reads are retried up to 5 times, waiting 350 ms and doubling each time;
 * at most 10 files are read at once. i18next core runs the retries; the HTTP backend marks
 * 5xx and network failures retryable and 4xx final.
 */
export const TRANSLATION_LOADING = {
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
} as const satisfies InitOptions;

/**
 * `load: 'currentOnly'`: zh-Hant is one folder, never zh then zh-Hant. English, the fallback for
 * a key a language lacks, loads beside the chosen language, in parallel: index.html preloads
 * it for every page anyway, so it costs no extra round trip (docs/languages.md).
 */
export const baseI18nOptions = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  nonExplicitSupportedLngs: false,
  load: 'currentOnly',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  saveMissing: false,
  // alwaysFormat: counts are written in the language's own way (number-format.ts).
  interpolation: { escapeValue: false, alwaysFormat: true },
  ...TRANSLATION_LOADING,
} as const satisfies InitOptions;

/** The UI language i18next settled on, read as one of ours (English for anything else). */
export function currentUiLanguage(language: string | undefined): UiLanguage {
  return SUPPORTED_LANGUAGES.find((candidate) => candidate === language) ?? FALLBACK_LANGUAGE;
}

/** The browser's first language we have (navigator.languages, zh-TW → zh-Hant), else English. */
export function browserUiLanguage(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): UiLanguage {
  for (const tag of languages) {
    const match = matchUiLanguage(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}
