import { useCallback, useEffect, useState } from 'react';
import { TALK_LANGUAGES, type TalkLanguage } from './talk-languages';

/** What the card reads of a voice (a SpeechSynthesisVoice, or a test's plain object). */
export type VoiceLike = Pick<SpeechSynthesisVoice, 'lang' | 'localService' | 'default' | 'name'>;

/**
 * How long the card waits for the browser's voice list before it says there is no voice. Chrome
 * lists its voices only after a `voiceschanged` event, and a device without any never sends one.
 * A voice that arrives later still shows the play buttons.
 */
export const VOICE_WAIT_MS = 1500;

/** `yue_HK`, `yue-Hant-HK`, `zh-HK#Hant` (Android) read as comparable lower-case BCP 47 tags. */
function normalizedTag(tag: string): string {
  return tag.split('#')[0]?.replaceAll('_', '-').trim().toLowerCase() ?? '';
}

function speaks(voice: VoiceLike, tag: string): boolean {
  const lang = normalizedTag(voice.lang);
  const wanted = tag.toLowerCase();
  return lang === wanted || lang.startsWith(`${wanted}-`);
}

/**
 * The voice to read a language's phrases with, or null: the earliest of its voice tags that a
 * voice speaks; among those, a voice on the device first (network voices fall silent offline),
 * then the browser's default.
 */
export function pickVoice<V extends VoiceLike>(
  voices: readonly V[],
  language: TalkLanguage,
): V | null {
  for (const tag of TALK_LANGUAGES[language].voiceTags) {
    const matching = voices.filter((voice) => speaks(voice, tag));
    if (matching.length === 0) continue;
    const rank = (voice: V) => (voice.localService ? 0 : 2) + (voice.default ? 0 : 1);
    return [...matching].sort((a, b) => rank(a) - rank(b))[0] ?? null;
  }
  return null;
}

export type VoiceState =
  { status: 'waiting' } | { status: 'none' } | { status: 'ready'; voice: SpeechSynthesisVoice };

/** The browser's speech synthesis, if it has one (jsdom and some WebViews do not). */
export function browserSpeech(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window
    ? window.speechSynthesis
    : null;
}

/**
 * The voice for the language on this device, following the browser's voice list as it loads,
 * and `speak(text)`, which reads one phrase (cutting off the one still being read).
 */
export function useVoice(
  language: TalkLanguage,
  synth: SpeechSynthesis | null = browserSpeech(),
): { state: VoiceState; speak: (text: string) => void } {
  const [state, setState] = useState<VoiceState>(() => initialState(synth, language));

  useEffect(() => {
    // Without speech synthesis the state is 'none' from the start, and stays so.
    if (!synth) return undefined;
    let hasList = false;
    const update = () => {
      const voices = synth.getVoices();
      if (voices.length > 0) hasList = true;
      const voice = pickVoice(voices, language);
      if (voice) setState({ status: 'ready', voice });
      else if (hasList) setState({ status: 'none' });
    };
    update();
    synth.addEventListener('voiceschanged', update);
    const timer = window.setTimeout(() => {
      setState((current) => (current.status === 'waiting' ? { status: 'none' } : current));
    }, VOICE_WAIT_MS);
    return () => {
      synth.removeEventListener('voiceschanged', update);
      window.clearTimeout(timer);
    };
  }, [synth, language]);

  // Leaving the card stops a phrase mid-sentence.
  useEffect(() => () => synth?.cancel(), [synth]);

  const voice = state.status === 'ready' ? state.voice : null;
  const speak = useCallback(
    (text: string) => {
      if (!synth || !voice) return;
      synth.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      // A little slower than the default: a frightened patient, a noisy street.
      utterance.rate = 0.9;
      synth.speak(utterance);
    },
    [synth, voice],
  );
  return { state, speak };
}

function initialState(synth: SpeechSynthesis | null, language: TalkLanguage): VoiceState {
  if (!synth) return { status: 'none' };
  const voice = pickVoice(synth.getVoices(), language);
  return voice ? { status: 'ready', voice } : { status: 'waiting' };
}
