import type { CodingSystem } from '@contract/enums';

/** Code formats: RxCUI and SNOMED CT ids are digits; ICD-10-CM is `A00` or `A00.xxxx`. */
export const codePatterns: Record<CodingSystem, RegExp> = {
  RXNORM: /^[1-9][0-9]{0,9}$/,
  SNOMED: /^[1-9][0-9]{5,17}$/,
  ICD10: /^[A-TV-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/,
};

/** Spellings seen in exports, keyed without spaces, hyphens or underscores. */
const systemAliases: Record<string, CodingSystem> = {
  RXNORM: 'RXNORM',
  SNOMED: 'SNOMED',
  SNOMEDCT: 'SNOMED',
  SNOMEDCTUS: 'SNOMED',
  ICD10: 'ICD10',
  ICD10CM: 'ICD10',
};

/** Reads a coding system leniently (`icd-10-cm`, `SNOMED CT`, `RxNorm`); null if unknown. */
export function parseCodingSystem(value: string): CodingSystem | null {
  const key = value.toUpperCase().replace(/[\s_-]/g, '');
  return systemAliases[key] ?? null;
}

/**
 * Normalises a code for its system: ICD-10-CM is upper-cased and, as the official files write it
 * without the dot (`I4891`), the dot is put back (`I48.91`). Returns null when the code does not
 * have its system's form.
 */
export function normalizeCode(system: CodingSystem, code: string): string | null {
  let value = code.trim();
  if (system === 'ICD10') {
    value = value.toUpperCase();
    if (/^[A-Z][0-9][0-9A-Z][0-9A-Z]{1,4}$/.test(value))
      value = `${value.slice(0, 3)}.${value.slice(3)}`;
  }
  return codePatterns[system].test(value) ? value : null;
}
