import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@contract/ui-languages';

/**
 * [ours] The e-mails' texts in each UI language (issue 14): `public/locales/<lng>/email.json`,
 * read from disk once. A tiny lookup rather than a server-side i18next: dotted keys, i18next's
 * `{{name}}` placeholders and its `_one`/`_few`/`_many`/`_other` plural suffixes chosen by
 * `count` (Intl.PluralRules), so the files read like the SPA's. Any key a language lacks is
 * taken from English.
 */

export type EmailTexts = { [key: string]: string | EmailTexts };
export type EmailResources = Partial<Record<UiLanguage, EmailTexts>>;
export type MailT = (key: string, values?: Record<string, string | number>) => string;

const LOCALES_DIR = fileURLToPath(new URL('../../../../public/locales/', import.meta.url));

function readTexts(language: UiLanguage, dir: string): EmailTexts {
  try {
    return JSON.parse(readFileSync(join(dir, language, 'email.json'), 'utf8')) as EmailTexts;
  } catch (error) {
    // A language without its file reads in English; English must exist.
    if (language === DEFAULT_UI_LANGUAGE) throw error;
    return {};
  }
}

/** Every language's email.json under `dir`. */
export function loadEmailResources(dir = LOCALES_DIR): EmailResources {
  return Object.fromEntries(UI_LANGUAGES.map((language) => [language, readTexts(language, dir)]));
}

let loaded: EmailResources | null = null;

/** The files of the repository's public/locales, read on first use. */
export function emailResources(): EmailResources {
  loaded ??= loadEmailResources();
  return loaded;
}

function lookup(texts: EmailTexts | undefined, key: string): string | undefined {
  let node: string | EmailTexts | undefined = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Intl's locale for dates and plural rules: Hong Kong usage for Traditional Chinese. */
export const INTL_LOCALE: Record<UiLanguage, string> = {
  en: 'en-US',
  'zh-Hant': 'zh-Hant-HK',
  'zh-Hans': 'zh-Hans-CN',
  es: 'es',
  ru: 'ru',
  tl: 'fil',
};

/** A t() for one language's mails, falling back to English key by key. */
export function mailTranslator(
  language: UiLanguage,
  resources: EmailResources = emailResources(),
): MailT {
  const plural = new Intl.PluralRules(INTL_LOCALE[language]);
  const find = (lng: UiLanguage, key: string, count: unknown) => {
    const texts = resources[lng];
    if (typeof count === 'number') {
      const pluralRules = lng === language ? plural : new Intl.PluralRules(INTL_LOCALE[lng]);
      const form =
        lookup(texts, `${key}_${pluralRules.select(count)}`) ?? lookup(texts, `${key}_other`);
      if (form !== undefined) return form;
    }
    return lookup(texts, key);
  };
  return (key, values = {}) => {
    const template =
      find(language, key, values.count) ?? find(DEFAULT_UI_LANGUAGE, key, values.count);
    if (template === undefined) throw new Error(`No e-mail text for ${key}`);
    return template.replace(/\{\{\s*([\w$]+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
