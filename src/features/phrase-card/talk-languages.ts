import type { Language } from '@contract/enums';
import { uiLanguageOfPatientLanguage, type UiLanguage } from '@contract/ui-languages';

/** The patient languages the phrase card speaks: every Language but English. */
export type TalkLanguage = Exclude<Language, 'ENGLISH'>;

export interface TalkLanguageInfo {
  /** The translation folder of its phrases (public/locales/<lng>/phrases.json). */
  lng: UiLanguage;
  /** The lang attribute of its lines: Cantonese is written in Traditional characters, as in Hong Kong. */
  htmlLang: string;
  /**
   * Speech-synthesis voices that speak it, best first, as BCP 47 tags: a voice matches a tag
   * exactly or by extension (`es` takes `es-US`). Only voices that speak the language itself:
   * a Taiwan Mandarin voice never reads to a Cantonese speaker.
   */
  voiceTags: readonly string[];
}

export const TALK_LANGUAGES: Record<TalkLanguage, TalkLanguageInfo> = {
  CANTONESE: {
    lng: uiLanguageOfPatientLanguage.CANTONESE,
    htmlLang: 'zh-Hant-HK',
    voiceTags: ['yue', 'zh-HK', 'zh-yue', 'zh-Hant-HK'],
  },
  MANDARIN: {
    lng: uiLanguageOfPatientLanguage.MANDARIN,
    htmlLang: 'zh-Hans',
    voiceTags: ['zh-CN', 'cmn-CN', 'cmn-Hans-CN', 'zh-Hans', 'cmn', 'zh-SG', 'zh-TW', 'cmn-TW'],
  },
  SPANISH: {
    lng: uiLanguageOfPatientLanguage.SPANISH,
    htmlLang: 'es',
    // Most of the patients live in the Americas: their Spanish first.
    voiceTags: ['es-US', 'es-MX', 'es-419', 'es'],
  },
  RUSSIAN: { lng: uiLanguageOfPatientLanguage.RUSSIAN, htmlLang: 'ru', voiceTags: ['ru'] },
  TAGALOG: {
    lng: uiLanguageOfPatientLanguage.TAGALOG,
    htmlLang: 'tl',
    voiceTags: ['fil', 'tl'],
  },
};

export function isTalkLanguage(value: string | undefined): value is TalkLanguage {
  return value !== undefined && Object.hasOwn(TALK_LANGUAGES, value);
}
