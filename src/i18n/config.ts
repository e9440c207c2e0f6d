import type { InitOptions } from 'i18next';
import { UI_LANGUAGES } from '@contract/ui-languages';

export const FALLBACK_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = UI_LANGUAGES;
export const NAMESPACES = ['common'] as const;
export const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

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

export const baseI18nOptions = {
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  saveMissing: false,
  interpolation: { escapeValue: false },
  ...TRANSLATION_LOADING,
} as const satisfies InitOptions;
