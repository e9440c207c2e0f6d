import type { TFunction } from 'i18next';
import { getI18n } from 'react-i18next';
import { medicalListKeys } from '@contract/patients';
import { parseDuplicateParts } from '@contract/reference';
import { MESSAGE_PARAMS_GROUP } from './message-keys';

/**
 * Server and contract messages in the reader's language. The server answers in the contract's
 * English (its `*Messages` objects, kept as `messages.<group>.<key>` in common.json); this finds
 * the key of a text and shows its translation. The English templates are read from the loaded
 * English resources (English is the fallback language, so it is always loaded), which keeps them
 * off the bundle.
 */

interface Matcher {
  key: string;
  pattern: RegExp;
  names: string[];
  /** Characters of the template outside its placeholders: longer is more specific. */
  literal: number;
}

interface Matchers {
  /** Texts several groups share ('Invalid date') have a key in each. */
  exact: Map<string, string[]>;
  templates: Matcher[];
}

const PLACEHOLDER = /\{\{\s*([\w$]+)\s*\}\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function collect(node: unknown, path: string, into: Matchers): void {
  if (path === `messages.${MESSAGE_PARAMS_GROUP}`) return;
  if (typeof node === 'string') {
    const names = [...node.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
    if (names.length === 0) {
      into.exact.set(node, [...(into.exact.get(node) ?? []), path]);
      return;
    }
    const seen: string[] = [];
    const parts = node.split(PLACEHOLDER);
    // split() with a capturing group alternates literal text and placeholder names.
    const source = parts
      .map((part, index) => {
        if (index % 2 === 0) return escapeRegExp(part);
        const earlier = seen.indexOf(part);
        if (earlier >= 0) return `\\${earlier + 1}`;
        seen.push(part);
        return '(.+?)';
      })
      .join('');
    into.templates.push({
      key: path,
      pattern: new RegExp(`^${source}$`, 's'),
      names: seen,
      literal: node.replace(PLACEHOLDER, '').length,
    });
    return;
  }
  if (typeof node === 'object' && node !== null)
    for (const [key, child] of Object.entries(node)) collect(child, `${path}.${key}`, into);
}

let cached: { serialised: string; matchers: Matchers } | null = null;

function matchersFor(t: TFunction): Matchers | null {
  const source: unknown = t('messages', {
    lng: 'en',
    returnObjects: true,
    skipInterpolation: true,
  });
  if (typeof source !== 'object' || source === null) return null;
  const serialised = JSON.stringify(source);
  if (cached?.serialised === serialised) return cached.matchers;
  const matchers: Matchers = { exact: new Map(), templates: [] };
  collect(source, 'messages', matchers);
  matchers.templates.sort((a, b) => b.literal - a.literal);
  cached = { serialised, matchers };
  return matchers;
}

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * Values the server fills with English words, by parameter name: put in the reader's language
 * before they go into the translated message. A value not recognised is kept as sent.
 */
const PARAM_TRANSLATORS: Readonly<Record<string, (translate: Translate, value: string) => string>> =
  {
    /** patientMessages.listItemMissing: the list's name (allergies, medications, conditions). */
    key: (translate, value) =>
      (medicalListKeys as readonly string[]).includes(value)
        ? translate(`catalogs.tabs.${value}`)
        : value,
    /**
     * hospitalMessages.duplicate, physicianMessages.duplicate: `name X and phone Y` rebuilt with
     * the field names and the "and" of `messages.params`.
     */
    parts: (translate, value) => {
      const fields = parseDuplicateParts(value);
      if (!fields) return value;
      const params = `messages.${MESSAGE_PARAMS_GROUP}`;
      return fields
        .map(({ key, value: fieldValue }) =>
          translate(`${params}.fieldValue`, {
            field: translate(`${params}.fieldNames.${key}`),
            value: fieldValue,
          }),
        )
        .reduce((first, second) => translate(`${params}.and`, { first, second }));
    },
  };

function translateValues(translate: Translate, values: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const translator = PARAM_TRANSLATORS[name];
      return [name, translator ? translator(translate, value) : value];
    }),
  );
}

/**
 * `text` in t's language when it is one of the contract's messages (a function message with its
 * values kept, those the server wrote in English translated: PARAM_TRANSLATORS); any other text
 * (e.g. the reference server's own wording) as sent. A text that several keys share takes the
 * first translation found (they say the same thing).
 */
export function translateMessage(t: TFunction, text: string): string {
  const matchers = matchersFor(t);
  if (!matchers) return text;
  // Keys found at run time, so outside i18next's typed keys.
  const translate = t as unknown as Translate;
  for (const key of matchers.exact.get(text) ?? []) {
    const translated = translate(key);
    if (translated !== text) return translated;
  }
  for (const { key, pattern, names } of matchers.templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
    // The values as sent give the text back when the key has no translation (English included).
    if (translate(key, values) !== text) return translate(key, translateValues(translate, values));
  }
  return text;
}

/** translateMessage with the app's i18next, for code outside components (toasts, form helpers). */
export function translateServerMessage(text: string): string {
  const instance = getI18n() as ReturnType<typeof getI18n> | undefined;
  return instance ? translateMessage(instance.t, text) : text;
}
