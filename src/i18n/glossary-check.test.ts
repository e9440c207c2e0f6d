import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  checkLanguage,
  checkTranslation,
  englishMatcher,
  formatMismatch,
  parseGlossary,
} from '../../scripts/glossary-check.mjs';

/** Issue 14, "Quality": every language uses its glossary's term wherever the English has it. */
const root = resolve(import.meta.dirname, '../..');

describe('glossary check on the real translations', () => {
  it.each(LANGUAGES)('%s uses its glossary terms everywhere', (lng) => {
    const { mismatches, checked, unusedSkips } = checkLanguage(root, lng);
    expect(mismatches.map((m) => formatMismatch({ ...m, lng }))).toEqual([]);
    expect(unusedSkips).toEqual([]);
    // The check really ran: the patient term alone is in dozens of strings.
    expect(checked['patient*']).toBeGreaterThan(40);
    expect(Object.keys(checked).length).toBeGreaterThanOrEqual(15);
  });
});

describe('glossary check, on a small fixture', () => {
  const glossary = {
    terms: {
      'patient*': ['paciente'],
      'sign in|log in': ['iniciar sesión', 'inicie sesión'],
      'license*': ['licencia'],
    },
    skip: { 'b.help': { 'patient*': 'the sentence says "it"' } },
  };
  const english = {
    a: { title: 'Patients', login: 'Log in', again: 'Please sign in again.' },
    b: { help: 'Register the patient.', csv: 'Columns: licenseNumber' },
    c: { count_one: '{{count}} patient', count_other: '{{count}} patients' },
    d: { patientName: '{{patientName}} saved' },
  };

  it('reports a string that lacks every accepted stem, and nothing else', () => {
    const translation = {
      a: { title: 'Pacientes', login: 'Entrar', again: 'Vuelva a iniciar sesión.' },
      b: { help: 'Regístrelo.', csv: 'Columnas: licenseNumber' },
      c: { count_one: '{{count}} paciente', count_many: '{{count}} enfermos' },
      d: { patientName: '{{patientName}} guardado' },
    };
    const { mismatches, checked, unusedSkips } = checkTranslation({
      english,
      translation,
      glossary,
    });
    expect(mismatches.map(({ key, term }) => [key, term])).toEqual([
      ['a.login', 'sign in|log in'],
      ['c.count_many', 'patient*'],
    ]);
    // The skipped key was counted but not reported; placeholders and camelCase names are not words.
    expect(checked['patient*']).toBe(4);
    expect(checked['license*']).toBe(0);
    expect(unusedSkips).toEqual([]);
    expect(formatMismatch({ ...mismatches[0]!, lng: 'es' })).toBe(
      "es a.login: English term 'sign in|log in' → expected one of [iniciar sesión, inicie sesión]",
    );
  });

  it('passes when each string has one of the stems, in any case', () => {
    const translation = {
      a: { title: 'PACIENTES', login: 'Iniciar sesión', again: 'Inicie sesión otra vez.' },
      c: { count_other: '{{count}} pacientes' },
    };
    expect(checkTranslation({ english, translation, glossary }).mismatches).toEqual([]);
  });

  it('flags a skip that no longer matches any string', () => {
    const stale = { ...glossary, skip: { 'a.title': { 'license*': 'no licence here' } } };
    const translation = { a: { title: 'Pacientes' } };
    expect(checkTranslation({ english, translation, glossary: stale }).unusedSkips).toEqual([
      { key: 'a.title', term: 'license*' },
    ]);
  });

  it('matches English terms as whole words, with * for endings and | for alternatives', () => {
    expect(englishMatcher('member*').test('Pending members')).toBe(true);
    expect(englishMatcher('member*').test('Remember me')).toBe(false);
    expect(englishMatcher('admin').test('administrator')).toBe(false);
    expect(englishMatcher('sign* out|log out').test('You were signed out.')).toBe(true);
    expect(englishMatcher('sign in').test('two-factor sign-in')).toBe(false);
  });

  it('reads the term list from the glossary and refuses a glossary without one', () => {
    const markdown =
      '# X\n\n## Checked terms\n\nText.\n\n```json\n{ "terms": { "label*": ["etiqueta"] } }\n```\n';
    expect(parseGlossary(markdown)).toEqual({ terms: { 'label*': ['etiqueta'] }, skip: {} });
    expect(() => parseGlossary('# X\n')).toThrow(/Checked terms/);
  });
});
