/**
 * Issue 14: the texts a language may leave exactly as English has them (the translation check
 * reports any other). Keys as `namespace:key`; a key ending in `*` covers every key it starts.
 * Keep it short: brand, codes medicine writes the same way everywhere, typed formats. A word a
 * language truly shares with English (es 'Hospital') goes under that language alone.
 */
export const UNTRANSLATED: Readonly<Record<string, readonly string[]>> = {
  // Every language.
  '*': [
    'common:common.appName', // Lifeline, the brand
    'common:enums.codeStatus.DNR', // codes on the patient's paperwork
    'common:enums.codeStatus.DNI',
    'common:enums.codeStatus.DNR_DNI',
    'common:hospitals.npi.npi', // the US provider number
    'common:patientEditor.placeholders.dateOfBirth', // MM/DD/YYYY: dates are typed in US order
    'common:audit.filters.datePlaceholder',
  ],
  es: ['common:patients.fields.id'],
  tl: ['common:patients.fields.id', 'common:enums.language.TAGALOG'],
};

/** Whether `language` may keep `key` of `namespace` in English. */
export function isAllowedUntranslated(language: string, namespace: string, key: string): boolean {
  const id = `${namespace}:${key}`;
  return [...(UNTRANSLATED['*'] ?? []), ...(UNTRANSLATED[language] ?? [])].some((entry) =>
    entry.endsWith('*') ? id.startsWith(entry.slice(0, -1)) : id === entry,
  );
}
