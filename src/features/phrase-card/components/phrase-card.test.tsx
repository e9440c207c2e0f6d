import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { buildPatient, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { createTestI18n } from '@/testing/i18n';
import { currentPath, renderApp } from '@/testing/render';
import { PHRASES_NS } from '../phrases';

type Phrases = typeof import('../../../../public/locales/en/phrases.json');
const readPhrases = (lng: string) =>
  JSON.parse(readFileSync(`public/locales/${lng}/phrases.json`, 'utf8')) as Phrases;
const en = readPhrases('en');
const es = readPhrases('es');
const zhHant = readPhrases('zh-Hant');

/** The test i18n with the phrase files bundled, as the card's loader would have read them. */
function i18nWithPhrases(): I18n {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', PHRASES_NS, en);
  i18n.addResourceBundle('zh-Hant', PHRASES_NS, zhHant);
  i18n.addResourceBundle('es', PHRASES_NS, es);
  return i18n;
}

const openCard = (path: string) => renderApp(path, { i18n: i18nWithPhrases() });

/** One question's answers, found by the question's English. */
const answersTo = (english: string) => screen.getByRole('group', { name: english });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the phrase card', () => {
  it('shows each phrase in the patient’s language, large, over its English', async () => {
    await openCard('/talk/CANTONESE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Talk with the patient' }));
    expect(screen.getByText('Cantonese with English')).toBeVisible();
    // The heading comes before the phrases: the patient's language is loaded after the page.
    const greeting = await screen.findByText(zhHant.greeting);
    expect(greeting).toHaveAttribute('lang', 'zh-Hant-HK');
    expect(screen.getByText(en.greeting)).toHaveAttribute('lang', 'en');
    for (const text of [zhHant.pointWhereItHurts, zhHant.hospital, zhHant.painScale.question])
      expect(screen.getByText(text)).toBeVisible();
    expect(screen.getAllByRole('group')).toHaveLength(9);
  });

  it('shows the patient’s answer to the responder in English, pressed', async () => {
    const { user } = await openCard('/talk/CANTONESE');
    const pain = within(await screen.findByRole('group', { name: en.questions.pain }));
    const yes = pain.getByRole('button', { name: `${zhHant.answers.yes} ${en.answers.yes}` });
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('No answers yet.')).toBeVisible();

    await user.click(yes);
    expect(yes).toHaveAttribute('aria-pressed', 'true');
    const summary = within(screen.getByRole('region', { name: 'Answers' }));
    expect(summary.getByText('Pain: Yes')).toBeVisible();
    expect(screen.getAllByText('Pain: Yes')).toHaveLength(2);

    await user.click(pain.getByRole('button', { name: `${zhHant.answers.no} ${en.answers.no}` }));
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    expect(summary.getByText('Pain: No')).toBeVisible();

    await user.click(
      within(answersTo(en.questions.fall)).getByRole('button', {
        name: `${zhHant.answers.unknown} ${en.answers.unknown}`,
      }),
    );
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pain: No',
      'Fell: Does not know',
    ]);
  });

  it('takes a pain score from 0 to 10, each with a face', async () => {
    const { user } = await openCard('/talk/SPANISH');
    const scale = within(await screen.findByRole('group', { name: en.painScale.question }));
    const buttons = scale.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(
      Array.from({ length: 11 }, (_, score) => String(score)),
    );
    expect(buttons.every((button) => button.querySelector('svg') !== null)).toBe(true);

    await user.click(scale.getByRole('button', { name: '7' }));
    expect(scale.getByRole('button', { name: '7' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText('Pain score: 7/10')).toHaveLength(2);
    await user.click(scale.getByRole('button', { name: '7' }));
    expect(screen.queryByText('Pain score: 7/10')).not.toBeInTheDocument();
  });

  it('says once that the device has no voice, and shows no play buttons', async () => {
    await openCard('/talk/CANTONESE');
    await screen.findByText(zhHant.greeting);
    expect(screen.getAllByText('No voice for this language on this device')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Play aloud/ })).not.toBeInTheDocument();
  });

  it('plays each phrase with the language’s voice when there is one', async () => {
    const spoken: { text: string; lang: string }[] = [];
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'es-MX', name: 'Paulina', localService: true, default: false }],
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      cancel: () => undefined,
      speak: (utterance: { text: string; lang: string }) => spoken.push(utterance),
    });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        voice = null;
        rate = 1;
        constructor(public text: string) {}
      },
    );
    const { user } = await openCard('/talk/SPANISH');
    const play = await screen.findByRole('button', { name: `Play aloud: ${en.questions.fall}` });
    expect(screen.getAllByRole('button', { name: /^Play aloud/ })).toHaveLength(12);
    expect(screen.queryByText('No voice for this language on this device')).not.toBeInTheDocument();
    await user.click(play);
    expect(spoken).toEqual([expect.objectContaining({ text: es.questions.fall, lang: 'es-MX' })]);
  });

  it('closes to the patient page of its back query', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = db.addPatient(buildPatient({ language: 'CANTONESE' }));
    const { user, router } = await openCard(`/talk/CANTONESE?back=/patients/${patient.id}`);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await screen.findByRole('region', { name: 'Code status' });
    expect(currentPath(router)).toBe(`/patients/${patient.id}`);
  });

  it('never closes to another site: without a patient page to go to, the dashboard', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const { user, router } = await openCard('/talk/TAGALOG?back=//evil.example/patients/1');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentPath(router)).toBe('/dashboard');
  });

  it.each(['/talk/ENGLISH', '/talk/KLINGON', '/talk/cantonese'])(
    '%s does not exist',
    async (path) => {
      await openCard(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Does Not Exist' }));
    },
  );
});
