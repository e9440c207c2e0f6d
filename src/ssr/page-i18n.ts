// i18next for the pages rendered on the server (src/ssr): the label page and the login page.
import i18next, { type i18n as I18n } from 'i18next';
import { baseI18nOptions } from '@/i18n/config';

/** common.json by language: the page's language, and English for keys it lacks. */
export type PageTranslations = Record<string, Record<string, unknown>>;

/**
 * One i18next instance per translation file: the server hands the same objects while the files
 * are unchanged, so pages in one language reuse one instance (its language never changes).
 */
const instances = new WeakMap<
  object,
  { english: unknown; language: string; reporting: boolean; i18n: I18n }
>();

export function i18nFor(
  language: string,
  translations: PageTranslations,
  reporting: boolean,
): I18n {
  const own = translations[language] ?? {};
  const cached = instances.get(own);
  if (
    cached &&
    cached.english === translations.en &&
    cached.language === language &&
    cached.reporting === reporting
  )
    return cached.i18n;
  const i18n = createI18n(language, translations, reporting);
  instances.set(own, { english: translations.en, language, reporting, i18n });
  return i18n;
}

/** The missing keys of the page being rendered (a render is synchronous), when reported. */
let missingKeys: string[] | null = null;

/** Collects the keys the next render misses into `into`; null stops collecting. */
export function reportMissingKeysTo(into: string[] | null): void {
  missingKeys = into;
}

function createI18n(language: string, translations: PageTranslations, reporting: boolean): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries(translations).map(([lng, common]) => [lng, { common }]),
  );
  void instance.init({
    ...baseI18nOptions,
    lng: language,
    supportedLngs: Object.keys(resources),
    load: 'currentOnly',
    resources,
    initAsync: false,
    ...(reporting && {
      fallbackLng: false,
      saveMissing: true,
      missingKeyHandler: (languages: readonly string[], namespace: string, key: string) => {
        missingKeys?.push(`${languages.join(',')}:${namespace}:${key}`);
      },
    }),
  });
  return instance;
}
