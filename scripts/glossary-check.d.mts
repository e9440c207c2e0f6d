// Types of scripts/glossary-check.mjs, for the SPA test that runs it (src/i18n/glossary-check.test.ts).
export interface Glossary {
  /** English term (whole word; `*` = any ending, `|` = or) → accepted stems in the translation. */
  terms: Record<string, string[]>;
  /** key → English term → why the term is legitimately absent from that translation. */
  skip?: Record<string, Record<string, string>>;
}

export interface Mismatch {
  key: string;
  term: string;
  stems: string[];
  english: string;
  translation: string;
}

export interface CheckResult {
  mismatches: Mismatch[];
  /** How many strings of the language each term was checked in. */
  checked: Record<string, number>;
  /** Stems that no checked string uses (candidates for removal). */
  unusedStems: { term: string; stem: string }[];
  /** `skip` entries whose key does not exist or whose English lacks the term (stale). */
  unusedSkips: { key: string; term: string }[];
}

export const LANGUAGES: string[];
export function flatten(tree: unknown, prefix?: string): Map<string, string>;
export function parseGlossary(markdown: string): Required<Glossary>;
export function englishMatcher(term: string): RegExp;
export function checkTranslation(input: {
  english: unknown;
  translation: unknown;
  glossary: Glossary;
}): CheckResult;
export function checkLanguage(root: string, lng: string): CheckResult;
export function formatMismatch(mismatch: Mismatch & { lng: string }): string;
