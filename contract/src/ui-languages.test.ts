import { describe, expect, it } from 'vitest';
import { matchUiLanguage, pickUiLanguage } from './ui-languages';

describe('UI languages', () => {
  it.each([
    ['en-US', 'en'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-HK', 'zh-Hant'],
    ['yue', 'zh-Hant'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh_Hans_SG', 'zh-Hans'],
    ['es-MX', 'es'],
    ['ru', 'ru'],
    ['fil-PH', 'tl'],
    ['tl', 'tl'],
    ['de-DE', null],
    ['', null],
  ])('reads %s as %s', (tag, expected) => {
    expect(matchUiLanguage(tag)).toBe(expected);
  });

  it('takes the highest-weighted tag it has, the earlier one on a tie', () => {
    expect(pickUiLanguage('de-DE,ru;q=0.8,es;q=0.9')).toBe('es');
    expect(pickUiLanguage('fr, zh-TW;q=0.5, en;q=0.5')).toBe('zh-Hant');
    expect(pickUiLanguage('ru;q=0, es;q=0.1')).toBe('es');
    expect(pickUiLanguage('fr, *')).toBeNull();
    expect(pickUiLanguage(undefined)).toBeNull();
  });
});
