import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@contract/ui-languages';
import { createI18n } from '@/i18n';
import { server } from '@/testing/server';
import { loadPhrases, PHRASES_NS, QUESTION_KEYS } from './phrases';

type Tree = { [key: string]: string | Tree };

const readPhrases = (lng: string) =>
  JSON.parse(readFileSync(`public/locales/${lng}/phrases.json`, 'utf8')) as Tree;

/** Every key of a translation tree with its value, `questions.pain` style. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

describe('the phrase files', () => {
  const english = leaves(readPhrases('en'));

  it('has every question of the card in English', () => {
    const keys = english.map(([key]) => key);
    for (const question of QUESTION_KEYS) expect(keys).toContain(`questions.${question}`);
  });

  it.each(UI_LANGUAGES.filter((lng) => lng !== 'en'))(
    '%s has the same keys as English, each translated',
    (lng) => {
      const translated = new Map(leaves(readPhrases(lng)));
      expect([...translated.keys()].sort()).toEqual(english.map(([key]) => key).sort());
      // Only Spanish 'No' may read as the English does.
      const same = english
        .filter(([key, value]) => translated.get(key) === value)
        .map(([key]) => `${lng}:${key}`);
      expect(same.filter((entry) => entry !== 'es:answers.no')).toEqual([]);
      for (const value of translated.values()) expect(value.trim()).not.toBe('');
    },
  );
});

describe('docs/translations/phrases.md', () => {
  const doc = readFileSync('docs/translations/phrases.md', 'utf8');

  it.each(UI_LANGUAGES)('lists every %s phrase as the file has it', (lng) => {
    const missing = leaves(readPhrases(lng)).filter(
      ([key, value]) => !doc.includes(`\`${key}\``) || !doc.includes(value),
    );
    expect(missing).toEqual([]);
  });
});

describe('loadPhrases', () => {
  it('reads only the phrase files of the patient’s language and English', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/locales/:lng/:ns.json', ({ params, request }) => {
        urls.push(new URL(request.url).pathname);
        if (params.ns === 'common') return HttpResponse.json({});
        return HttpResponse.json(readPhrases(String(params.lng)));
      }),
    );
    const i18n = await createI18n();
    urls.length = 0;
    expect(await loadPhrases(i18n, 'ru')).toBe(true);
    expect(urls.sort()).toEqual(['/locales/en/phrases.json', '/locales/ru/phrases.json']);
    expect(i18n.getFixedT('ru', PHRASES_NS)('questions.fall')).toBe('Вы упали?');
    expect(i18n.getFixedT('en', PHRASES_NS)('questions.fall')).toBe('Did you fall?');
    // The screens stay in their language.
    expect(i18n.language).toBe('en');

    urls.length = 0;
    expect(await loadPhrases(i18n, 'ru')).toBe(true);
    expect(urls).toEqual([]);
  });

  it('is false when the patient’s file cannot be read', async () => {
    server.use(
      http.get('*/locales/:lng/:ns.json', ({ params }) =>
        params.lng === 'tl'
          ? new HttpResponse(null, { status: 404 })
          : HttpResponse.json(params.ns === 'phrases' ? readPhrases('en') : {}),
      ),
    );
    const i18n = await createI18n();
    expect(await loadPhrases(i18n, 'tl')).toBe(false);
  });
});
