import type { LanguageDetectorModule } from 'i18next';
import { UI_LANGUAGE_COOKIE, uiLanguageSchema, type UiLanguage } from '@contract/ui-languages';
import { browserUiLanguage, LANGUAGE_COOKIE_MAX_AGE } from './config';

/** The UI language the `lng` cookie names, or null (none, or not one of ours). */
export function cookieUiLanguage(): UiLanguage | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== UI_LANGUAGE_COOKIE) continue;
    const parsed = uiLanguageSchema.safeParse(decodeURIComponent(value.join('=')));
    return parsed.success ? parsed.data : null;
  }
  return null;
}

/**
 * The `lng` cookie for `language` as `document.cookie` takes it: a year, every path. The
 * server-rendered label page's script writes the same string (src/ssr/language-disclosure.tsx).
 */
export function languageCookie(language: UiLanguage): string {
  return `${UI_LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Writes the `lng` cookie the server reads for pages and e-mails. */
export function writeLanguageCookie(language: UiLanguage): void {
  if (typeof document === 'undefined') return;
  document.cookie = languageCookie(language);
}

/** The cookie's language, else the browser's first of ours, else English. */
export function detectUiLanguage(): UiLanguage {
  return cookieUiLanguage() ?? browserUiLanguage();
}

/**
 * Issue 14's detection, in the order I18N-PLAN.md decides: the `lng` cookie (chosen or detected
 * before), then the browser's languages read as UI languages (zh-TW → zh-Hant, fil → tl), else
 * English; the language i18next settles on is written back to the cookie. (A few lines of our
 * own rather than i18next-browser-languagedetector, whose 2.3 KB gzip the responder's first
 * load would carry for the same two sources; the cookie is written as it writes it.)
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectUiLanguage(),
  cacheUserLanguage: (language) => {
    const parsed = uiLanguageSchema.safeParse(language);
    if (parsed.success) writeLanguageCookie(parsed.data);
  },
};
