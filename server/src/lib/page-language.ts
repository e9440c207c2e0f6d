// What the pages rendered on the server (the label page, the login page) are written in: the
// member's or visitor's language and its translation file.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_UI_LANGUAGE,
  pickUiLanguage,
  UI_LANGUAGE_COOKIE,
  uiLanguageSchema,
  type UiLanguage,
} from '@contract/ui-languages';

/**
 * The member's UI language (issue 14): the profile's choice, else the `lng` cookie the SPA
 * writes, else the browser's Accept-Language, else English.
 */
export function pageLanguage(request: FastifyRequest, uiLanguage: UiLanguage | null): UiLanguage {
  const cookie = uiLanguageSchema.safeParse(request.cookies[UI_LANGUAGE_COOKIE]);
  return (
    uiLanguage ??
    (cookie.success ? cookie.data : null) ??
    pickUiLanguage(request.headers['accept-language']) ??
    DEFAULT_UI_LANGUAGE
  );
}

type Translations = Record<string, unknown>;

/** Reads `<static root>/locales/<lng>/common.json`, again only when the file changes. */
export function translationReader(staticDir: string) {
  const cache = new Map<string, { mtimeMs: number; common: Translations }>();
  return async (language: string): Promise<Translations | null> => {
    const file = join(staticDir, 'locales', language, 'common.json');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = cache.get(language);
    if (cached?.mtimeMs === info.mtimeMs) return cached.common;
    const common = JSON.parse(await readFile(file, 'utf8')) as Translations;
    cache.set(language, { mtimeMs: info.mtimeMs, common });
    return common;
  };
}

/**
 * The page's language and the translations it is rendered with: English, and the language's own
 * file beside it (English stands in for its missing keys); English alone when the language has
 * no file. Null without the English file (a build without locales).
 */
export async function pageTranslations(
  readTranslations: (language: string) => Promise<Translations | null>,
  language: string,
): Promise<{ language: string; translations: Record<string, Translations> } | null> {
  const english = await readTranslations(DEFAULT_UI_LANGUAGE);
  if (english === null) return null;
  const own = language === DEFAULT_UI_LANGUAGE ? english : await readTranslations(language);
  return own === null
    ? { language: DEFAULT_UI_LANGUAGE, translations: { en: english } }
    : { language, translations: { en: english, [language]: own } };
}
