import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isAllowedUntranslated } from './untranslated';

/**
 * Issue 14's translation check: every language against English, file by file and key by key.
 * Pure over its input (checkTranslations); readLocales reads a public/locales folder into it.
 */

/** language → namespace (file name without .json) → the file's JSON. */
export type LocaleFiles = Record<string, Record<string, unknown>>;

export type ProblemKind =
  | 'missingLanguage'
  | 'missingNamespace'
  | 'missingKey'
  | 'extraKey'
  | 'notText'
  | 'placeholders'
  | 'tags'
  | 'untranslated'
  | 'script';

export interface TranslationProblem {
  kind: ProblemKind;
  language: string;
  namespace?: string;
  key?: string;
  detail: string;
}

export interface CheckOptions {
  /** The languages that must exist besides English, e.g. UI_LANGUAGES. */
  languages: readonly string[];
  /** Whether a language may keep a text as English has it (untranslated.ts). */
  isAllowedUntranslated?: (language: string, namespace: string, key: string) => boolean;
}

const SOURCE = 'en';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Plural forms a language may leave out, i18next then uses `_other` (es `many`: 1e6 and up). */
const OPTIONAL_PLURAL_FORMS: Record<string, readonly string[]> = { es: ['many'] };
/** Scripts a language's texts must be written in (a text of only codes and numbers aside). */
const SCRIPTS: Record<string, { name: string; pattern: RegExp }> = {
  'zh-Hant': { name: 'Han', pattern: /\p{Script=Han}/u },
  'zh-Hans': { name: 'Han', pattern: /\p{Script=Han}/u },
  ru: { name: 'Cyrillic', pattern: /\p{Script=Cyrillic}/u },
};

/** Every leaf of a JSON object by its dotted key. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

/** `{{name}}` and `{{count, number}}` by name. */
function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? ''));
}

/** The Trans component's tags, `<0>`, `</0>`, `<1/>`, sorted (a translation may reorder them). */
function tags(text: string): string[] {
  return [...text.matchAll(/<\/?\s*[\w-]+\s*\/?>/g)]
    .map((match) => match[0].replace(/\s/g, ''))
    .sort();
}

/** Whether a text has words at all, once placeholders and tags are taken out. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(/<[^>]*>/g, ''));
}

const sameSet = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

const show = (items: Iterable<string>) => `[${[...items].join(', ')}]`;

function pluralCategories(language: string): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/** Checks one namespace of one language against English. */
function checkNamespace(
  language: string,
  namespace: string,
  english: Map<string, unknown>,
  translated: Map<string, unknown>,
  options: CheckOptions,
): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const report = (kind: ProblemKind, key: string, detail: string) =>
    problems.push({ kind, language, namespace, key, detail });

  // English's plural keys, by base: 'catalogs.count' → { one: …, other: … }.
  const pluralBases = new Map<string, Map<string, string>>();
  for (const [key, value] of english) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    if (!english.has(`${base}_other`)) continue;
    const forms = pluralBases.get(base) ?? new Map<string, string>();
    forms.set(match[1] ?? '', String(value));
    pluralBases.set(base, forms);
  }
  const categories = pluralCategories(language);
  const optional = OPTIONAL_PLURAL_FORMS[language] ?? [];

  // The keys this language must have, each with the English text(s) it stands for.
  const expected = new Map<string, { english: string[]; isPlural: boolean }>();
  for (const [key, value] of english) {
    const match = PLURAL_SUFFIX.exec(key);
    if (match && pluralBases.has(key.slice(0, match.index))) continue;
    expected.set(key, { english: [String(value)], isPlural: false });
  }
  const allowedForms = new Set<string>();
  for (const [base, forms] of pluralBases) {
    const englishTexts = [...forms.values()];
    for (const category of categories) {
      const key = `${base}_${category}`;
      allowedForms.add(key);
      if (optional.includes(category)) {
        if (translated.has(key)) expected.set(key, { english: englishTexts, isPlural: true });
        continue;
      }
      expected.set(key, { english: englishTexts, isPlural: true });
    }
  }

  for (const [key, { english: englishTexts, isPlural }] of expected) {
    if (!translated.has(key)) {
      report('missingKey', key, isPlural ? 'plural form missing' : 'missing');
      continue;
    }
    const value = translated.get(key);
    if (typeof value !== 'string') {
      report('notText', key, `expected text, found ${JSON.stringify(value)}`);
      continue;
    }
    const source = englishTexts.join(' ');
    const wanted = placeholders(source);
    const found = placeholders(value);
    // A plural form may spell its number out ('один'), so {{count}} is optional there.
    if (isPlural) found.add('count');
    if (isPlural) wanted.add('count');
    if (!sameSet(wanted, found))
      report('placeholders', key, `English has ${show(wanted)}, found ${show(found)}`);
    const wantedTags = tags(englishTexts[englishTexts.length - 1] ?? '');
    const foundTags = tags(value);
    if (wantedTags.join() !== foundTags.join())
      report('tags', key, `English has ${show(wantedTags)}, found ${show(foundTags)}`);
    if (!hasWords(value)) continue;
    const isAllowed = options.isAllowedUntranslated?.(language, namespace, key) ?? false;
    if (isAllowed) continue;
    if (englishTexts.includes(value)) {
      report('untranslated', key, `left in English: ${JSON.stringify(value)}`);
      continue;
    }
    const script = SCRIPTS[language];
    if (script && !script.pattern.test(value))
      report('script', key, `no ${script.name} characters: ${JSON.stringify(value)}`);
  }
  for (const key of translated.keys()) {
    if (expected.has(key) || allowedForms.has(key)) continue;
    const match = PLURAL_SUFFIX.exec(key);
    const isForm = match && pluralBases.has(key.slice(0, match.index));
    report('extraKey', key, isForm ? `plural form not used in ${language}` : 'not in English');
  }
  return problems;
}

/** Every problem of every language against English (an empty list: all is well). */
export function checkTranslations(
  locales: LocaleFiles,
  options: CheckOptions,
): TranslationProblem[] {
  const english = locales[SOURCE];
  if (!english) return [{ kind: 'missingLanguage', language: SOURCE, detail: 'no English' }];
  const problems: TranslationProblem[] = [];
  const languages = [
    ...new Set([...options.languages, ...Object.keys(locales)].filter((l) => l !== SOURCE)),
  ];
  for (const language of languages) {
    const files = locales[language];
    if (!files) {
      problems.push({ kind: 'missingLanguage', language, detail: 'no folder' });
      continue;
    }
    for (const namespace of Object.keys(english)) {
      if (!(namespace in files)) {
        problems.push({ kind: 'missingNamespace', language, namespace, detail: 'no file' });
        continue;
      }
      problems.push(
        ...checkNamespace(
          language,
          namespace,
          flatten(english[namespace]),
          flatten(files[namespace]),
          options,
        ),
      );
    }
    for (const namespace of Object.keys(files))
      if (!(namespace in english))
        problems.push({ kind: 'extraKey', language, namespace, detail: 'a file English has not' });
  }
  return problems;
}

/** Reads `<dir>/<language>/<namespace>.json` for every language folder. */
export function readLocales(dir: string): LocaleFiles {
  const locales: LocaleFiles = {};
  for (const language of readdirSync(dir)) {
    const folder = join(dir, language);
    if (!statSync(folder).isDirectory()) continue;
    const files: Record<string, unknown> = {};
    for (const file of readdirSync(folder)) {
      if (!file.endsWith('.json')) continue;
      files[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    }
    locales[language] = files;
  }
  return locales;
}

/** The check over a locales folder, with the allowlist of untranslated.ts. */
export function checkLocalesFolder(
  dir: string,
  languages: readonly string[],
): TranslationProblem[] {
  if (!existsSync(dir)) return [{ kind: 'missingLanguage', language: SOURCE, detail: `no ${dir}` }];
  return checkTranslations(readLocales(dir), { languages, isAllowedUntranslated });
}

/** One line per problem, for a test's failure message. */
export function describeProblems(problems: TranslationProblem[]): string {
  return problems
    .map(
      (p) =>
        `${p.language}${p.namespace ? `/${p.namespace}` : ''}${p.key ? ` ${p.key}` : ''}: ${p.kind} (${p.detail})`,
    )
    .join('\n');
}
