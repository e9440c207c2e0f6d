import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickVoice, useVoice, VOICE_WAIT_MS, type VoiceLike } from './voices';

const voice = (lang: string, name = lang, extra: Partial<VoiceLike> = {}): VoiceLike => ({
  lang,
  name,
  localService: true,
  default: false,
  ...extra,
});

describe('pickVoice', () => {
  const voices = [
    voice('en-US'),
    voice('zh-TW', 'Mei-Jia'),
    voice('zh-CN', 'Ting-Ting'),
    voice('zh-HK', 'Sin-ji'),
    voice('es-ES', 'Monica'),
    voice('es-MX', 'Paulina'),
    voice('ru-RU', 'Milena'),
  ];

  it.each([
    ['CANTONESE', 'Sin-ji'],
    ['MANDARIN', 'Ting-Ting'],
    ['SPANISH', 'Paulina'],
    ['RUSSIAN', 'Milena'],
  ] as const)('reads %s with %s', (language, name) => {
    expect(pickVoice(voices, language)?.name).toBe(name);
  });

  it('never reads Cantonese with a Mandarin voice', () => {
    expect(pickVoice([voice('zh-TW'), voice('zh-CN'), voice('zh')], 'CANTONESE')).toBeNull();
  });

  it('takes a yue voice first, in the spellings browsers use', () => {
    expect(pickVoice([voice('zh-HK', 'hk'), voice('yue_HK', 'yue')], 'CANTONESE')?.name).toBe(
      'yue',
    );
    expect(pickVoice([voice('yue-Hant-HK', 'hant')], 'CANTONESE')?.name).toBe('hant');
    expect(pickVoice([voice('zh_HK_#Hant', 'android')], 'CANTONESE')?.name).toBe('android');
  });

  it('reads Tagalog with a Filipino or a Tagalog voice', () => {
    expect(pickVoice([voice('fil-PH', 'Blessica')], 'TAGALOG')?.name).toBe('Blessica');
    expect(pickVoice([voice('tl', 'tagalog')], 'TAGALOG')?.name).toBe('tagalog');
    expect(pickVoice([voice('fi-FI'), voice('en-PH')], 'TAGALOG')).toBeNull();
  });

  it('prefers a voice on the device, which still speaks offline, then the default one', () => {
    const online = voice('ru-RU', 'Google русский', { localService: false, default: true });
    const local = voice('ru-RU', 'Milena');
    const localDefault = voice('ru-RU', 'Yuri', { default: true });
    expect(pickVoice([online, local], 'RUSSIAN')?.name).toBe('Milena');
    expect(pickVoice([online, local, localDefault], 'RUSSIAN')?.name).toBe('Yuri');
  });

  it('is null with no voices', () => {
    expect(pickVoice([], 'SPANISH')).toBeNull();
  });
});

/** A speechSynthesis whose voice list the test fills, as Chrome does after voiceschanged. */
class FakeSpeech extends EventTarget {
  voices: VoiceLike[] = [];
  spoken: { text: string; lang: string; voice: string | undefined }[] = [];
  cancelled = 0;

  getVoices() {
    return this.voices as SpeechSynthesisVoice[];
  }

  loadVoices(voices: VoiceLike[]) {
    this.voices = voices;
    this.dispatchEvent(new Event('voiceschanged'));
  }

  speak(utterance: SpeechSynthesisUtterance) {
    this.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name });
  }

  cancel() {
    this.cancelled += 1;
  }
}

class FakeUtterance {
  text: string;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  rate = 1;
  constructor(text: string) {
    this.text = text;
  }
}

function renderVoice(synth: FakeSpeech | null, language: 'CANTONESE' | 'SPANISH' = 'CANTONESE') {
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return renderHook(() => useVoice(language, synth as unknown as SpeechSynthesis | null));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useVoice', () => {
  it('has no voice without speech synthesis', () => {
    const { result } = renderVoice(null);
    expect(result.current.state.status).toBe('none');
  });

  it('waits for the voice list, then speaks with the language’s voice', () => {
    const synth = new FakeSpeech();
    const { result } = renderVoice(synth);
    expect(result.current.state.status).toBe('waiting');
    act(() => synth.loadVoices([voice('zh-TW', 'Mei-Jia'), voice('zh-HK', 'Sin-ji')]));
    expect(result.current.state).toMatchObject({ status: 'ready', voice: { name: 'Sin-ji' } });
    act(() => result.current.speak('你有冇邊度痛？'));
    expect(synth.spoken).toEqual([{ text: '你有冇邊度痛？', lang: 'zh-HK', voice: 'Sin-ji' }]);
    expect(synth.cancelled).toBe(1);
  });

  it('says there is none once the list has come without one', () => {
    const synth = new FakeSpeech();
    const { result } = renderVoice(synth);
    act(() => synth.loadVoices([voice('en-US'), voice('zh-CN')]));
    expect(result.current.state.status).toBe('none');
    act(() => result.current.speak('你好'));
    expect(synth.spoken).toEqual([]);
  });

  it('says there is none when no list comes, and takes a voice that comes later', () => {
    vi.useFakeTimers();
    const synth = new FakeSpeech();
    const { result } = renderVoice(synth, 'SPANISH');
    act(() => {
      vi.advanceTimersByTime(VOICE_WAIT_MS - 1);
    });
    expect(result.current.state.status).toBe('waiting');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.state.status).toBe('none');
    act(() => synth.loadVoices([voice('es-US', 'Paulina')]));
    expect(result.current.state).toMatchObject({ status: 'ready', voice: { name: 'Paulina' } });
  });

  it('is ready at once when the list is already there, and stops speaking on leaving', () => {
    const synth = new FakeSpeech();
    synth.voices = [voice('es-ES', 'Monica')];
    const { result, unmount } = renderVoice(synth, 'SPANISH');
    expect(result.current.state).toMatchObject({ status: 'ready', voice: { name: 'Monica' } });
    unmount();
    expect(synth.cancelled).toBe(1);
  });
});
