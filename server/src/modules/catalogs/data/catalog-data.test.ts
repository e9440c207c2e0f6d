import { describe, expect, it } from 'vitest';
import { allergySeedSchema, conditionSeedSchema, medicationSeedSchema } from '@contract/catalogs';
import { allergies } from './allergies';
import { conditionCategories, conditions } from './conditions';
import { medications } from './medications';

const RXCUI = /^[1-9][0-9]{0,7}$/;
const ICD10_CM = /^[A-TV-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;

type Entry = { name: string; system: string | null; code: string | null };

function duplicates(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

function badNames(entries: readonly Entry[]): string[] {
  return entries
    .map((entry) => entry.name)
    .filter((name) => name !== name.trim() || /\s{2}/.test(name) || /[^\P{C}]/u.test(name) || name.length > 255);
}

function badCodes(entries: readonly Entry[], allowed: { system: string; pattern: RegExp }): string[] {
  return entries
    .filter((entry) =>
      entry.code === null
        ? entry.system !== null
        : entry.system !== allowed.system || !allowed.pattern.test(entry.code),
    )
    .map((entry) => `${entry.name}: ${entry.system ?? 'null'} ${entry.code ?? 'null'}`);
}

describe('shipped medications', () => {
  it('holds at least 320 valid entries', () => {
    expect(medications.length).toBeGreaterThanOrEqual(320);
    for (const medication of medications) expect(medicationSeedSchema.parse(medication)).toEqual(medication);
  });

  it('has no duplicate names, ignoring case', () => {
    expect(duplicates(medications.map((m) => m.name))).toEqual([]);
  });

  it('has clean names in lower case except for abbreviations such as NPH', () => {
    expect(badNames(medications)).toEqual([]);
    expect(medications.filter((m) => /^[A-Z]/.test(m.name)).map((m) => m.name)).toEqual([]);
  });

  it('gives only RxNorm codes of the RxCUI form, each with its system', () => {
    expect(badCodes(medications, { system: 'RXNORM', pattern: RXCUI })).toEqual([]);
    const codes = medications.flatMap((m) => (m.code ? [m.code] : []));
    expect(duplicates(codes)).toEqual([]);
  });

  it('lists brand names as a clean comma-separated list', () => {
    const bad = medications.filter(
      (m) =>
        m.altNames !== null &&
        m.altNames.split(',').some((part, index) => part.trim() === '' || (index > 0 && !part.startsWith(' '))),
    );
    expect(bad.map((m) => m.name)).toEqual([]);
  });
});

describe('shipped allergies', () => {
  it('holds at least 90 valid entries of both types', () => {
    expect(allergies.length).toBeGreaterThanOrEqual(90);
    for (const allergy of allergies) expect(allergySeedSchema.parse(allergy)).toEqual(allergy);
    expect(allergies.some((a) => a.type === 'DRUG')).toBe(true);
    expect(allergies.some((a) => a.type === 'OTHER')).toBe(true);
  });

  it('has no duplicate names, ignoring case, and clean names', () => {
    expect(duplicates(allergies.map((a) => a.name))).toEqual([]);
    expect(badNames(allergies)).toEqual([]);
  });

  it('classes latex and foods as OTHER and drug classes as DRUG', () => {
    const typeOf = (name: string) => allergies.find((a) => a.name === name)?.type;
    expect(typeOf('Latex')).toBe('OTHER');
    expect(typeOf('Peanut')).toBe('OTHER');
    expect(typeOf('Penicillins')).toBe('DRUG');
    expect(typeOf('Iodinated contrast media')).toBe('DRUG');
  });

  it('codes only drugs, with RxCUIs', () => {
    expect(badCodes(allergies, { system: 'RXNORM', pattern: RXCUI })).toEqual([]);
    expect(allergies.filter((a) => a.type === 'OTHER' && a.code !== null)).toEqual([]);
  });

  it('uses the same RxCUI as the medication catalog for the same drug', () => {
    const medicationCodes = new Map(medications.map((m) => [m.name.toLowerCase(), m.code]));
    const mismatched = allergies.filter(
      (a) => a.code !== null && medicationCodes.has(a.name.toLowerCase()) && medicationCodes.get(a.name.toLowerCase()) !== a.code,
    );
    expect(mismatched).toEqual([]);
  });
});

describe('shipped conditions', () => {
  it('holds at least 160 valid entries', () => {
    expect(conditions.length).toBeGreaterThanOrEqual(160);
    for (const condition of conditions) expect(conditionSeedSchema.parse(condition)).toEqual(condition);
  });

  it('has no duplicate names, ignoring case, and clean names', () => {
    expect(duplicates(conditions.map((c) => c.name))).toEqual([]);
    expect(badNames(conditions)).toEqual([]);
  });

  it('puts every entry in a known category, and every category in use', () => {
    const categories: readonly string[] = conditionCategories;
    expect(conditions.filter((c) => c.category === null || !categories.includes(c.category))).toEqual([]);
    expect(new Set(conditions.map((c) => c.category)).size).toBe(conditionCategories.length);
  });

  it('gives only ICD-10-CM codes of the right form, each with its system', () => {
    expect(badCodes(conditions, { system: 'ICD10', pattern: ICD10_CM })).toEqual([]);
  });
});

describe('the code format checks', () => {
  it('refuse malformed codes', () => {
    expect(ICD10_CM.test('I48.91')).toBe(true);
    expect(ICD10_CM.test('F32.A')).toBe(true);
    expect(ICD10_CM.test('I4891')).toBe(false);
    expect(ICD10_CM.test('U07.1')).toBe(false);
    expect(RXCUI.test('0123')).toBe(false);
    expect(badCodes([{ name: 'x', system: null, code: '1191' }], { system: 'RXNORM', pattern: RXCUI })).toEqual([
      'x: null 1191',
    ]);
  });
});
