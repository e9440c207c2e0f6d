import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CatalogKind } from '@contract/catalogs';
import { parseCatalogCsv } from './catalog-csv';
import { summarize, type ParseEvent } from './events';

const fixture = (name: string) =>
  createReadStream(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

async function collect<T>(events: AsyncIterable<ParseEvent<T>>): Promise<ParseEvent<T>[]> {
  const all: ParseEvent<T>[] = [];
  for await (const event of events) all.push(event);
  return all;
}

const fromText = (kind: CatalogKind, text: string) =>
  collect(parseCatalogCsv(kind, Readable.from([text])));

describe('parseCatalogCsv: medications fixture (BOM, CRLF, quoting)', () => {
  it('yields each record or rejection with its line', async () => {
    expect(await collect(parseCatalogCsv('medications', fixture('medications.csv')))).toEqual([
      {
        line: 2,
        record: { name: 'apixaban', altNames: 'Eliquis', system: 'RXNORM', code: '1364430' },
      },
      {
        line: 3,
        record: {
          name: 'amoxicillin / clavulanate',
          altNames: 'Augmentin',
          system: null,
          code: null,
        },
      },
      {
        line: 4,
        record: {
          name: 'sulfamethoxazole / trimethoprim',
          altNames: 'Bactrim, Septra',
          system: 'RXNORM',
          code: '10831',
        },
      },
      {
        line: 6,
        record: { name: 'acetaminophen', altNames: 'Tylenol "8 HR"', system: null, code: null },
      },
      { line: 7, error: 'name is required' },
      { line: 8, error: 'Duplicate name APIXABAN in this file' },
      { line: 9, error: 'code is required when system is given' },
      { line: 10, error: 'Invalid system LOINC' },
      { line: 11, error: 'Invalid code abc for RXNORM' },
      { line: 12, error: 'Row has fewer fields than the header' },
      { line: 13, error: 'name is too long' },
      {
        line: 14,
        record: { name: 'lisinopril', altNames: 'Prinivil, Zestril', system: null, code: null },
      },
      { line: 15, error: 'Row has more fields than the header' },
      {
        line: 16,
        record: { name: 'albuterol', altNames: 'ProAir', system: 'RXNORM', code: '435' },
      },
    ]);
  });

  it('summarizes records and rejections, handing records on in order', async () => {
    const names: string[] = [];
    const summary = await summarize(parseCatalogCsv('medications', fixture('medications.csv')), {
      onRecord: (record) => {
        names.push(record.name);
      },
      maxRejections: 2,
    });
    expect(summary).toEqual({
      records: 6,
      skipped: 0,
      rejectedCount: 8,
      rejected: [
        { line: 7, message: 'name is required' },
        { line: 8, message: 'Duplicate name APIXABAN in this file' },
      ],
    });
    expect(names).toEqual([
      'apixaban',
      'amoxicillin / clavulanate',
      'sulfamethoxazole / trimethoprim',
      'acetaminophen',
      'lisinopril',
      'albuterol',
    ]);
  });
});

describe('parseCatalogCsv: allergies fixture', () => {
  it('requires a valid type, upper-cases it and lets two types share a name', async () => {
    expect(await collect(parseCatalogCsv('allergies', fixture('allergies.csv')))).toEqual([
      { line: 2, record: { name: 'Penicillins', type: 'DRUG', system: null, code: null } },
      { line: 3, record: { name: 'Peanut', type: 'OTHER', system: null, code: null } },
      { line: 4, error: 'type is required' },
      { line: 5, error: 'Invalid type FOOD' },
      { line: 6, record: { name: 'Aspirin', type: 'DRUG', system: 'RXNORM', code: '1191' } },
      { line: 7, error: 'Duplicate name PEANUT in this file' },
      { line: 8, record: { name: 'Chlorhexidine', type: 'DRUG', system: null, code: null } },
      { line: 9, record: { name: 'Chlorhexidine', type: 'OTHER', system: null, code: null } },
      {
        line: 10,
        record: { name: 'Shellfish, crustacean', type: 'OTHER', system: null, code: null },
      },
      { line: 11, error: 'Invalid code abc for SNOMED' },
      { line: 12, error: 'Malformed quoted field' },
      { line: 13, record: { name: 'Egg', type: 'OTHER', system: null, code: null } },
    ]);
  });
});

describe('parseCatalogCsv: conditions fixture', () => {
  it('reads a quoted multi-line value, normalizes ICD-10-CM codes and reports an open quote', async () => {
    expect(await collect(parseCatalogCsv('conditions', fixture('conditions.csv')))).toEqual([
      {
        line: 2,
        record: {
          name: 'Asthma',
          category: 'Respiratory\n(chronic)',
          system: 'ICD10',
          code: 'J45.909',
        },
      },
      {
        line: 4,
        record: { name: 'Hypertension', category: 'Cardiovascular', system: 'ICD10', code: 'I10' },
      },
      { line: 5, error: 'Invalid code XYZ for ICD10' },
      { line: 6, error: 'name is required' },
      { line: 7, record: { name: 'Pacemaker', category: null, system: null, code: null } },
      { line: 8, error: 'Unterminated quoted field' },
    ]);
  });
});

describe('parseCatalogCsv: the header', () => {
  it('must name the required columns', async () => {
    expect(await fromText('allergies', 'name,system\nLatex,\n')).toEqual([
      { line: 1, error: 'Missing required column type' },
    ]);
  });

  it('must not name a column twice, in any case', async () => {
    expect(await fromText('conditions', 'name,Category,CATEGORY\nAsthma,a,b\n')).toEqual([
      { line: 1, error: 'Duplicate column category' },
    ]);
  });

  it('must be there', async () => {
    expect(await fromText('medications', '\n\n')).toEqual([
      { line: 1, error: 'Missing header row' },
    ]);
  });

  it('may list the columns in any order and leave optional ones out', async () => {
    expect(await fromText('medications', 'code,NAME,system\n6809,metformin,RXNORM\n')).toEqual([
      { line: 2, record: { name: 'metformin', altNames: null, system: 'RXNORM', code: '6809' } },
    ]);
  });

  it('gives the same records for LF and CRLF files', async () => {
    const lf = 'name,type\nLatex,OTHER\n"Tree\nnuts",OTHER\n';
    const crlf = lf.replaceAll('\n', '\r\n');
    expect(await fromText('allergies', crlf)).toEqual(await fromText('allergies', lf));
  });
});
