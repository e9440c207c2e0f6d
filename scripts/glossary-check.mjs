// Glossary check (issue 14, "Quality"): every translated string whose English contains a checked
// term must use that language's glossary translation of it.
//   node scripts/glossary-check.mjs [--report] [lng …]
// Each glossary (docs/translations/<lng>.md) holds, under the heading "## Checked terms", one fenced
// ```json block:
//   { "terms": { "<English term>": ["<accepted stem>", …], … },
//     "skip": { "<key>": { "<English term>": "why the term is legitimately absent" } } }
// English terms match whole words, case-insensitively; `*` stands for any word ending
// ("patient*" matches "patients", "patient's") and `|` separates alternatives ("sign in|log in").
// A translation passes when it contains one of the stems (case-insensitive substring), so list
// one stem per inflected or compound form the language needs. {{placeholders}} are ignored on
// both sides; so are `code` and camelCase identifiers (CSV column names) in the English.
// Prints `lng key: English term 'x' → expected one of [...]` per mismatch and exits 1 when there
// is any (a `skip` that matches no string fails too); --report prints the counts per language and
// term, and the stems nothing uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LANGUAGES = ['zh-Hant', 'zh-Hans', 'es', 'ru', 'tl'];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Leaf strings of a translation file, by dotted key.
 * @param {unknown} tree
 * @param {string} [prefix]
 * @returns {Map<string, string>}
 */
export function flatten(tree, prefix = '') {
  const out = new Map();
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.set(path, value);
      else for (const [k, v] of flatten(value, path)) out.set(k, v);
    }
  }
  return out;
}

/**
 * The "Checked terms" block of a glossary.
 * @param {string} markdown
 * @returns {{ terms: Record<string, string[]>, skip: Record<string, Record<string, string>> }}
 */
export function parseGlossary(markdown) {
  const match = /^## Checked terms\s*$[\s\S]*?^```json[^\n]*\n([\s\S]*?)^```/m.exec(markdown);
  if (!match?.[1]) throw new Error('no "## Checked terms" section with a ```json block');
  const parsed = JSON.parse(match[1]);
  return { terms: parsed.terms ?? {}, skip: parsed.skip ?? {} };
}

const escape = (text) => text.replace(/[.+?^${}()[\]\\]/g, '\\$&');

/**
 * Whole-word, case-insensitive matcher for an English term (`*` = word ending, `|` = or).
 * @param {string} term
 * @returns {RegExp}
 */
export function englishMatcher(term) {
  const alternatives = term
    .split('|')
    .map((alt) => escape(alt.trim()).replace(/\*/g, "[\\w'’]*").replace(/ +/g, '\\s+'));
  return new RegExp(`\\b(?:${alternatives.join('|')})(?!\\w)`, 'i');
}

const stripPlaceholders = (text) => text.replace(/\{\{[^}]*\}\}/g, ' ');

/** English minus placeholders, `code` and camelCase identifiers (CSV columns such as licenseNumber). */
const englishWords = (text) =>
  stripPlaceholders(text)
    .replace(/`[^`]*`/g, ' ')
    .replace(/\b[a-z]+[A-Z]\w*/g, ' ');

/**
 * The English source of a translated key: the same key, or for a plural form the English
 * `_other` (then `_one`) of the same base.
 * @param {Map<string, string>} english
 * @param {string} key
 */
function englishFor(english, key) {
  if (english.has(key)) return english.get(key);
  const base = key.replace(PLURAL_SUFFIX, '');
  if (base === key) return undefined;
  return english.get(`${base}_other`) ?? english.get(`${base}_one`);
}

/**
 * @typedef {{ key: string, term: string, stems: string[], english: string, translation: string }} Mismatch
 */

/**
 * Every translated string that misses the glossary translation of a term its English contains.
 * @param {{ english: unknown, translation: unknown, glossary: { terms: Record<string, string[]>, skip?: Record<string, Record<string, string>> } }} input
 * @returns {{ mismatches: Mismatch[], checked: Record<string, number>, unusedStems: { term: string, stem: string }[], unusedSkips: { key: string, term: string }[] }}
 */
export function checkTranslation({ english, translation, glossary }) {
  const source = flatten(english);
  const target = flatten(translation);
  const skip = glossary.skip ?? {};
  const terms = Object.entries(glossary.terms).map(([term, stems]) => ({
    term,
    stems,
    matcher: englishMatcher(term),
    lowered: stems.map((stem) => stem.toLocaleLowerCase()),
  }));
  /** @type {Mismatch[]} */
  const mismatches = [];
  /** @type {Record<string, number>} */
  const checked = Object.fromEntries(terms.map(({ term }) => [term, 0]));
  const used = new Set();
  for (const [key, translated] of target) {
    const en = englishFor(source, key);
    if (en === undefined) continue;
    const enText = englishWords(en);
    const text = stripPlaceholders(translated).toLocaleLowerCase();
    for (const { term, stems, matcher, lowered } of terms) {
      if (!matcher.test(enText)) continue;
      checked[term] = (checked[term] ?? 0) + 1;
      if (skip[key]?.[term] !== undefined) {
        used.add(`${key}\u0000${term}`);
        continue;
      }
      lowered.forEach((stem, i) => {
        if (text.includes(stem)) used.add(`${term}\u0000${stems[i]}`);
      });
      if (!lowered.some((stem) => text.includes(stem))) {
        mismatches.push({ key, term, stems, english: en, translation: translated });
      }
    }
  }
  const unusedStems = terms.flatMap(({ term, stems }) =>
    stems.filter((stem) => !used.has(`${term}\u0000${stem}`)).map((stem) => ({ term, stem })),
  );
  const unusedSkips = Object.entries(skip).flatMap(([key, byTerm]) =>
    Object.keys(byTerm)
      .filter((term) => !used.has(`${key}\u0000${term}`))
      .map((term) => ({ key, term })),
  );
  return { mismatches, checked, unusedStems, unusedSkips };
}

/**
 * Reads the English file, a language's file and its glossary from a checkout, and checks them.
 * @param {string} root the repository's root folder
 * @param {string} lng
 */
export function checkLanguage(root, lng) {
  const read = (...parts) => readFileSync(join(root, ...parts), 'utf8');
  return checkTranslation({
    english: JSON.parse(read('public', 'locales', 'en', 'common.json')),
    translation: JSON.parse(read('public', 'locales', lng, 'common.json')),
    glossary: parseGlossary(read('docs', 'translations', `${lng}.md`)),
  });
}

/** @param {Mismatch & { lng: string }} m */
export const formatMismatch = (m) =>
  `${m.lng} ${m.key}: English term '${m.term}' → expected one of [${m.stems.join(', ')}]`;

function main(args) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const report = args.includes('--report');
  const asked = args.filter((arg) => !arg.startsWith('--'));
  const languages = asked.length > 0 ? asked : LANGUAGES;
  let total = 0;
  for (const lng of languages) {
    const { mismatches, checked, unusedStems, unusedSkips } = checkLanguage(root, lng);
    total += mismatches.length + unusedSkips.length;
    for (const { key, term } of unusedSkips) {
      console.log(
        `${lng} ${key}: skip for '${term}' matches no string; remove it from the glossary`,
      );
    }
    for (const m of mismatches) {
      console.log(formatMismatch({ ...m, lng }));
      console.log(`    en: ${m.english}\n    ${lng}: ${m.translation}`);
    }
    if (report) {
      const strings = Object.values(checked).reduce((sum, n) => sum + n, 0);
      console.log(`${lng}: ${mismatches.length} mismatches in ${strings} term uses`);
      for (const [term, n] of Object.entries(checked)) {
        const missed = mismatches.filter((m) => m.term === term).length;
        console.log(`  ${term}: ${n} strings${missed ? `, ${missed} mismatched` : ''}`);
      }
      for (const { term, stem } of unusedStems) {
        console.log(`  (stem '${stem}' of '${term}' matches no string)`);
      }
    }
  }
  if (total > 0) console.log(`${total} problems`);
  return total > 0 ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
