import { z } from 'zod';
import type { Language } from './enums';

/**
 * [ours] The languages Lifeline's own screens and e-mails are written in (issue 14), as BCP 47
 * tags: the translation folders under public/locales carry these names.
 */
export const UI_LANGUAGES = ['en', 'zh-Hant', 'zh-Hans', 'es', 'ru', 'tl'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';
export const uiLanguageSchema = z.enum(UI_LANGUAGES);

/** The cookie that carries the chosen language, so the server renders pages and e-mails in it. */
export const UI_LANGUAGE_COOKIE = 'lng';

/** The UI language a patient's spoken language is written in (Cantonese in Traditional Chinese). */
export const uiLanguageOfPatientLanguage: Record<Language, UiLanguage> = {
  ENGLISH: 'en',
  CANTONESE: 'zh-Hant',
  MANDARIN: 'zh-Hans',
  SPANISH: 'es',
  RUSSIAN: 'ru',
  TAGALOG: 'tl',
};

/**
 * The UI language for one BCP 47 tag, or null: zh-TW, zh-HK, zh-MO and any zh-Hant-* read as
 * Traditional Chinese; other Chinese tags (zh, zh-CN, zh-SG, zh-Hans-*) as Simplified; fil as
 * Tagalog; otherwise the primary subtag (es-MX → es).
 */
export function matchUiLanguage(tag: string): UiLanguage | null {
  const lower = tag.trim().toLowerCase();
  if (lower === '') return null;
  const [primary, ...rest] = lower.split(/[-_]/);
  if (primary === 'zh' || primary === 'yue') {
    if (
      primary === 'yue' ||
      rest.includes('hant') ||
      ['tw', 'hk', 'mo'].some((r) => rest.includes(r))
    )
      return 'zh-Hant';
    return 'zh-Hans';
  }
  if (primary === 'fil') return 'tl';
  return UI_LANGUAGES.find((language) => language === primary) ?? null;
}

/**
 * The best UI language for an Accept-Language header (RFC 9110 §12.5.4): the highest-weighted
 * tag we have, earlier tags first on a tie; null when none matches.
 */
export function pickUiLanguage(acceptLanguage: string | undefined | null): UiLanguage | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && entry.tag !== '*')
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const match = matchUiLanguage(entry.tag);
    if (match) return match;
  }
  return null;
}
