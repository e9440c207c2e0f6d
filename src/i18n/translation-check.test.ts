import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkLocalesFolder,
  checkTranslations,
  readLocales,
  type LocaleFiles,
  type TranslationProblem,
} from './translation-check';

/** A small English: a plural, a placeholder, a Trans tag, a brand, a code. */
const english = {
  common: {
    common: { appName: 'Lifeline', save: 'Save' },
    greeting: 'Hello {{name}}',
    help: 'Read <0>the guide</0>',
    catalogs: { count_one: '{{count}} item', count_other: '{{count}} items' },
    enums: { codeStatus: { DNR: 'DNR' } },
  },
  email: { subject: 'Welcome to {{appName}}' },
};

/** A complete Russian: four plural forms, Cyrillic, brand and code left as they are. */
const russian = {
  common: {
    common: { appName: 'Lifeline', save: 'Сохранить' },
    greeting: 'Здравствуйте, {{name}}',
    help: 'Прочтите <0>руководство</0>',
    catalogs: {
      count_one: '{{count}} запись',
      count_few: '{{count}} записи',
      count_many: '{{count}} записей',
      count_other: '{{count}} записи',
    },
    enums: { codeStatus: { DNR: 'DNR' } },
  },
  email: { subject: 'Добро пожаловать в {{appName}}' },
};

/** Spanish without `_many` (optional: i18next then uses `_other`). */
const spanish = {
  common: {
    common: { appName: 'Lifeline', save: 'Guardar' },
    greeting: 'Hola, {{name}}',
    help: 'Lea <0>la guía</0>',
    catalogs: { count_one: '{{count}} elemento', count_other: '{{count}} elementos' },
    enums: { codeStatus: { DNR: 'DNR' } },
  },
  email: { subject: 'Bienvenido a {{appName}}' },
};

const allowed = (_language: string, namespace: string, key: string) =>
  ['common:common.appName', 'common:enums.codeStatus.DNR'].includes(`${namespace}:${key}`);

const clone = <T>(value: T): T => structuredClone(value);

function check(locales: LocaleFiles, languages = Object.keys(locales)): TranslationProblem[] {
  return checkTranslations(locales, { languages, isAllowedUntranslated: allowed });
}

/** The problems as `language/namespace key: kind`, for short expectations. */
const brief = (problems: TranslationProblem[]) =>
  problems.map((p) => `${p.language}/${p.namespace ?? ''} ${p.key ?? ''}: ${p.kind}`.trim());

let folders: string[] = [];
afterEach(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders = [];
});

/** Writes a fixture folder like public/locales. */
function fixtureFolder(locales: LocaleFiles): string {
  const dir = mkdtempSync(join(tmpdir(), 'lifeline-locales-'));
  folders.push(dir);
  for (const [language, files] of Object.entries(locales)) {
    mkdirSync(join(dir, language));
    for (const [namespace, json] of Object.entries(files))
      writeFileSync(join(dir, language, `${namespace}.json`), JSON.stringify(json));
  }
  return dir;
}

describe('the translation check', () => {
  it('passes complete translations, read from a folder', () => {
    const dir = fixtureFolder({ en: english, ru: russian, es: spanish });
    expect(readLocales(dir).ru).toEqual(russian);
    expect(check(readLocales(dir))).toEqual([]);
    const withMany = clone(spanish);
    Object.assign(withMany.common.catalogs, { count_many: '{{count}} de elementos' });
    expect(check({ en: english, es: withMany })).toEqual([]);
  });

  it('fails a missing language folder', () => {
    const dir = fixtureFolder({ en: english, ru: russian });
    expect(brief(checkLocalesFolder(dir, ['en', 'ru', 'tl']))).toContain('tl/ : missingLanguage');
  });

  it('fails a missing namespace file, and a file English has not', () => {
    const { email: _email, ...withoutEmail } = clone(russian);
    expect(brief(check({ en: english, ru: { ...withoutEmail, extra: {} } }))).toEqual([
      'ru/email : missingNamespace',
      'ru/extra : extraKey',
    ]);
  });

  it('fails a missing key and an extra one', () => {
    const broken = clone(russian);
    delete (broken.common.common as Partial<typeof broken.common.common>).save;
    Object.assign(broken.common, { stray: 'Лишний' });
    expect(brief(check({ en: english, ru: broken }))).toEqual([
      'ru/common common.save: missingKey',
      'ru/common stray: extraKey',
    ]);
  });

  it("fails plural forms the language's rules need and lacks, or does not use", () => {
    const russianTwoForms = clone(russian);
    russianTwoForms.common.catalogs = {
      count_one: '{{count}} запись',
      count_other: '{{count}} записи',
    } as typeof russian.common.catalogs;
    expect(brief(check({ en: english, ru: russianTwoForms }))).toEqual([
      'ru/common catalogs.count_few: missingKey',
      'ru/common catalogs.count_many: missingKey',
    ]);
    const chinese = {
      common: {
        common: { appName: 'Lifeline', save: '儲存' },
        greeting: '你好，{{name}}',
        help: '請閱讀<0>指南</0>',
        catalogs: { count_one: '{{count}} 項', count_other: '{{count}} 項' },
        enums: { codeStatus: { DNR: 'DNR' } },
      },
      email: { subject: '歡迎使用 {{appName}}' },
    };
    expect(brief(check({ en: english, 'zh-Hant': chinese }))).toEqual([
      'zh-Hant/common catalogs.count_one: extraKey',
    ]);
  });

  it('fails a placeholder set that differs from English', () => {
    const broken = clone(spanish);
    broken.common.greeting = 'Hola, {{nombre}}';
    broken.email.subject = 'Bienvenido';
    expect(brief(check({ en: english, es: broken }))).toEqual([
      'es/common greeting: placeholders',
      'es/email subject: placeholders',
    ]);
  });

  it('lets a plural form spell its number out, but not lose another placeholder', () => {
    const spelled = clone(russian);
    spelled.common.catalogs.count_one = 'одна запись';
    expect(check({ en: english, ru: spelled })).toEqual([]);
    spelled.common.catalogs.count_few = '{{count}} записи {{extra}}';
    expect(brief(check({ en: english, ru: spelled }))).toEqual([
      'ru/common catalogs.count_few: placeholders',
    ]);
  });

  it('fails a tag set that differs from English', () => {
    const broken = clone(spanish);
    broken.common.help = 'Lea la guía';
    expect(brief(check({ en: english, es: broken }))).toEqual(['es/common help: tags']);
  });

  it('fails a text left in English unless it is allowed', () => {
    const broken = clone(spanish);
    broken.common.common.save = 'Save';
    broken.common.catalogs.count_other = '{{count}} items';
    expect(brief(check({ en: english, es: broken }))).toEqual([
      'es/common common.save: untranslated',
      'es/common catalogs.count_other: untranslated',
    ]);
  });

  it('fails Chinese without Han characters and Russian without Cyrillic', () => {
    const latinRussian = clone(russian);
    latinRussian.common.common.save = 'Sokhranit';
    expect(brief(check({ en: english, ru: latinRussian }))).toEqual([
      'ru/common common.save: script',
    ]);
    const pinyin = {
      common: {
        common: { appName: 'Lifeline', save: 'Baocun' },
        greeting: '你好，{{name}}',
        help: '请阅读<0>指南</0>',
        catalogs: { count_other: '{{count}} 项' },
        enums: { codeStatus: { DNR: 'DNR' } },
      },
      email: { subject: '欢迎使用 {{appName}}' },
    };
    expect(brief(check({ en: english, 'zh-Hans': pinyin }))).toEqual([
      'zh-Hans/common common.save: script',
    ]);
  });

  it('fails a value that is not text where English has text', () => {
    const broken = clone(spanish);
    (broken.common as Record<string, unknown>).greeting = { nested: 'Hola' };
    expect(brief(check({ en: english, es: broken }))).toEqual([
      'es/common greeting: missingKey',
      'es/common greeting.nested: extraKey',
    ]);
    (broken.common as Record<string, unknown>).greeting = 42;
    expect(brief(check({ en: english, es: broken }))).toEqual(['es/common greeting: notText']);
  });
});
