/**
 * The `messages` group of common.json, generated from the contract's `*Messages` objects: one
 * group per export (its name without `Messages`), one key per entry. A function message becomes
 * its English text with each argument as an i18next placeholder named like the parameter
 * (`(id: string) => \`Patient with ID ${id} …\`` → 'Patient with ID {{id}} …').
 *
 * Pure, and run only by the test that keeps en/common.json equal to it: parameter names are read
 * from the function's source, which a production build may rename.
 */

export type MessageTemplates = Record<string, Record<string, string>>;

/**
 * The one hand-written group of `messages`: the words translateMessage puts into a message's
 * English values (the duplicate rule's field names, the language's "and"). Never matched
 * against server texts, and no contract export may generate it.
 */
export const MESSAGE_PARAMS_GROUP = 'params';

/** Exports that only repeat another group's messages under other keys. */
export const REPEATING_MESSAGE_EXPORTS: ReadonlySet<string> = new Set(['catalogEntryMessages']);

const MESSAGES_SUFFIX = 'Messages';

/** The parameter names of a plain function or arrow function, from its source. */
export function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const source = fn.toString();
  const arrowSingle = /^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>/.exec(source);
  if (arrowSingle?.[1]) return [arrowSingle[1]];
  const list = /^[^(]*\(([^)]*)\)/.exec(source)?.[1];
  if (list === undefined) throw new Error(`Cannot read the parameters of ${source}`);
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names)
    if (!/^[A-Za-z_$][\w$]*$/.test(name))
      throw new Error(`Message parameters must be plain names, not "${name}" in ${source}`);
  return names;
}

/** One message as an i18next template. */
export function messageTemplate(message: unknown): string {
  if (typeof message === 'string') return message;
  if (typeof message !== 'function') throw new Error(`Not a message: ${String(message)}`);
  const fn = message as (...args: string[]) => unknown;
  const names = parameterNames(fn);
  const sentinel = (index: number) => `\u0000${index}\u0000`;
  const text = fn(...names.map((_, index) => sentinel(index)));
  if (typeof text !== 'string')
    throw new Error(`A message function must return text: ${fn.toString()}`);
  return names.reduce((template, name, index) => {
    if (!template.includes(sentinel(index)))
      throw new Error(`Message parameter ${name} is not in its text: ${fn.toString()}`);
    return template.split(sentinel(index)).join(`{{${name}}}`);
  }, text);
}

/**
 * The generated part of the `messages` group for a module's exports (e.g. `import * as
 * contract`): every group but MESSAGE_PARAMS_GROUP.
 */
export function generateMessageTemplates(exports: Readonly<Record<string, unknown>>) {
  const groups: MessageTemplates = {};
  for (const [name, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
    if (!name.endsWith(MESSAGES_SUFFIX) || name === MESSAGES_SUFFIX) continue;
    if (REPEATING_MESSAGE_EXPORTS.has(name)) continue;
    if (typeof value !== 'object' || value === null) continue;
    const group = name.slice(0, -MESSAGES_SUFFIX.length);
    if (group === MESSAGE_PARAMS_GROUP)
      throw new Error(`${name} would replace the hand-written messages.${MESSAGE_PARAMS_GROUP}`);
    groups[group] = Object.fromEntries(
      Object.entries(value).map(([key, message]) => [key, messageTemplate(message)]),
    );
  }
  return groups;
}
