import { CATALOG_NAME_MAX, type MedicationSeed } from '@contract/catalogs';
import { codePatterns } from './codes';
import type { ParseEvent } from './events';
import { readLines } from './lines';

/**
 * RxNorm's RXNCONSO.RRF (pipe-delimited, 18 columns, each row ending in `|`):
 *   RXCUI|LAT|TS|LUI|STT|SUI|ISPREF|RXAUI|SAUI|SCUI|SDUI|SAB|TTY|CODE|STR|SRL|SUPPRESS|CVF|
 * Kept: RxNorm's own English ingredient atoms (SAB=RXNORM, LAT=ENG, TTY IN or MIN, SUPPRESS=N),
 * one medication per RXCUI, named by STR and coded by RXCUI. Other well-formed rows are skipped.
 */
export const RXNCONSO_COLUMNS = [
  'RXCUI',
  'LAT',
  'TS',
  'LUI',
  'STT',
  'SUI',
  'ISPREF',
  'RXAUI',
  'SAUI',
  'SCUI',
  'SDUI',
  'SAB',
  'TTY',
  'CODE',
  'STR',
  'SRL',
  'SUPPRESS',
  'CVF',
] as const;

type Column = (typeof RXNCONSO_COLUMNS)[number];
const index = Object.fromEntries(RXNCONSO_COLUMNS.map((column, i) => [column, i])) as Record<
  Column,
  number
>;

const KEPT_TERM_TYPES: ReadonlySet<string> = new Set(['IN', 'MIN']);

/**
 * Splits a row into its fields. RRF ends every row with `|`, so a final bar is read as the end of
 * the row (not as an empty last field); a row without one is still read.
 */
function splitFields(text: string): string[] {
  const fields = text.split('|');
  if (text.endsWith('|')) fields.pop();
  return fields;
}

/** The row's 18 fields, or null when it has another number of them. */
export function splitRrfRow(text: string): string[] | null {
  const fields = splitFields(text);
  return fields.length === RXNCONSO_COLUMNS.length ? fields : null;
}

export async function* parseRxnormRrf(
  input: NodeJS.ReadableStream,
): AsyncGenerator<ParseEvent<MedicationSeed>> {
  const rxcuis = new Set<string>();
  const names = new Set<string>();

  for await (const { number: line, text } of readLines(input)) {
    if (text.trim() === '') continue;
    const fields = splitFields(text);
    if (fields.length !== RXNCONSO_COLUMNS.length) {
      yield { line, error: `Expected ${RXNCONSO_COLUMNS.length} fields, found ${fields.length}` };
      continue;
    }
    const field = (column: Column) => fields[index[column]] ?? '';
    const isKept =
      field('SAB') === 'RXNORM' &&
      field('LAT') === 'ENG' &&
      KEPT_TERM_TYPES.has(field('TTY')) &&
      field('SUPPRESS') === 'N';
    if (!isKept) {
      yield { line, skipped: true };
      continue;
    }

    const rxcui = field('RXCUI').trim();
    const name = field('STR').trim();
    if (!codePatterns.RXNORM.test(rxcui)) {
      yield { line, error: `Invalid RXCUI ${rxcui}` };
    } else if (name === '') {
      yield { line, error: 'STR is required' };
    } else if (name.length > CATALOG_NAME_MAX) {
      yield { line, error: 'name is too long' };
    } else if (rxcuis.has(rxcui)) {
      // Another atom of a concept already taken: not an error, just nothing new.
      yield { line, skipped: true };
    } else if (names.has(name.toLowerCase())) {
      yield { line, error: `Duplicate name ${name} in this file` };
    } else {
      rxcuis.add(rxcui);
      names.add(name.toLowerCase());
      yield { line, record: { name, altNames: null, system: 'RXNORM', code: rxcui } };
    }
  }
}
