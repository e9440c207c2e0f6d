import { useEffect, useState } from 'react';
import type { CustomTypeOptions, i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '@contract/ui-languages';

/** The phrase card's translation namespace: public/locales/<lng>/phrases.json. */
export const PHRASES_NS = 'phrases';

/** The English file's shape (src/i18n/i18next.d.ts), which every language's file follows. */
type Phrases = CustomTypeOptions['resources'][typeof PHRASES_NS];

/** The responder's side of the card is always English beside the patient's language. */
export const RESPONDER_LNG: UiLanguage = 'en';

/** The yes / no questions, in the order a responder asks them. */
export const QUESTION_KEYS = [
  'pain',
  'breathing',
  'chestPain',
  'allergicToMedicine',
  'medicineToday',
  'fall',
  'moveArmsLegs',
  'someoneToCall',
] as const satisfies readonly (keyof Phrases['questions'])[];
export type QuestionKey = (typeof QUESTION_KEYS)[number];

export const ANSWERS = [
  'yes',
  'no',
  'unknown',
] as const satisfies readonly (keyof Phrases['answers'])[];
export type Answer = (typeof ANSWERS)[number];

export type PhraseT = TFunction<typeof PHRASES_NS>;

/**
 * Reads the phrase files of the patient's language and of English, whatever language the
 * screens are in, and nothing else (not that language's common.json, which the responder does
 * not need). Resolves true once both are there.
 */
export async function loadPhrases(i18n: I18n, lng: UiLanguage): Promise<boolean> {
  const wanted = [...new Set([lng, RESPONDER_LNG])];
  const missing = wanted.filter((language) => !i18n.hasResourceBundle(language, PHRASES_NS));
  if (missing.length > 0) await i18n.reloadResources(missing, [PHRASES_NS]);
  return wanted.every((language) => i18n.hasResourceBundle(language, PHRASES_NS));
}

export type PhrasesState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; patient: PhraseT; english: PhraseT };

/** The patient's phrases and the English ones, as two fixed translation functions. */
export function usePhrases(lng: UiLanguage): PhrasesState {
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ lng: UiLanguage; ok: boolean } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void loadPhrases(i18n, lng).then((ok) => {
      if (isCurrent) setLoaded({ lng, ok });
    });
    return () => {
      isCurrent = false;
    };
  }, [i18n, lng, attempt]);

  if (loaded?.lng !== lng) return { status: 'loading' };
  if (!loaded.ok) {
    return {
      status: 'failed',
      retry: () => {
        setLoaded(null);
        setAttempt((count) => count + 1);
      },
    };
  }
  return {
    status: 'ready',
    patient: i18n.getFixedT(lng, PHRASES_NS),
    english: i18n.getFixedT(RESPONDER_LNG, PHRASES_NS),
  };
}
