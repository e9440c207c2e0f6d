import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { summarize, type ParseEvent } from './events';
import { parseRxnormRrf, splitRrfRow } from './rxnorm-rrf';

/*
 * The fixture is a hand-made RXNCONSO.RRF excerpt: real RxCUIs for the kept ingredients, made-up
 * atom ids and 9000xx concepts for the rest. Each row exercises one rule (see the expectations).
 */
const fixture = () =>
  createReadStream(fileURLToPath(new URL('./fixtures/RXNCONSO.RRF', import.meta.url)));

async function collect<T>(events: AsyncIterable<ParseEvent<T>>): Promise<ParseEvent<T>[]> {
  const all: ParseEvent<T>[] = [];
  for await (const event of events) all.push(event);
  return all;
}

const medication = (name: string, code: string) => ({
  name,
  altNames: null,
  system: 'RXNORM',
  code,
});

describe('parseRxnormRrf', () => {
  it('keeps English RxNorm ingredients once per RXCUI and skips or rejects the rest', async () => {
    expect(await collect(parseRxnormRrf(fixture()))).toEqual([
      { line: 1, record: medication('aspirin', '1191') },
      { line: 2, skipped: true }, // another source (MTHSPL)
      { line: 3, skipped: true }, // a brand name (BN)
      { line: 4, record: medication('sulfamethoxazole / trimethoprim', '10831') }, // MIN
      { line: 5, skipped: true }, // suppressed (SUPPRESS=O)
      { line: 6, skipped: true }, // not English
      { line: 7, record: medication('morphine', '7052') },
      { line: 8, skipped: true }, // a second atom of RXCUI 7052
      { line: 9, error: 'Expected 18 fields, found 2' },
      { line: 10, error: 'Invalid RXCUI abc' },
      { line: 11, error: 'Duplicate name Morphine in this file' },
      { line: 13, record: medication('apixaban', '1364430') }, // no final bar
      { line: 14, error: 'Expected 18 fields, found 19' },
      { line: 15, skipped: true }, // a precise ingredient (PIN)
    ]);
  });

  it('summarizes records, skipped rows and rejections', async () => {
    const codes: string[] = [];
    const summary = await summarize(parseRxnormRrf(fixture()), {
      onRecord: async (record) => {
        await Promise.resolve();
        codes.push(record.code ?? '');
      },
    });
    expect(summary).toEqual({
      records: 4,
      skipped: 6,
      rejectedCount: 4,
      rejected: [
        { line: 9, message: 'Expected 18 fields, found 2' },
        { line: 10, message: 'Invalid RXCUI abc' },
        { line: 11, message: 'Duplicate name Morphine in this file' },
        { line: 14, message: 'Expected 18 fields, found 19' },
      ],
    });
    expect(codes).toEqual(['1191', '10831', '7052', '1364430']);
  });

  it('reads CRLF files and refuses a blank name or one over 255 characters', async () => {
    const row = (rxcui: string, str: string) =>
      `${rxcui}|ENG||L1|PF|S1|Y|A1||||RXNORM|IN|${rxcui}|${str}||N|4096|`;
    const text = [
      row('161', 'acetaminophen'),
      row('900010', '  '),
      row('900011', 'y'.repeat(256)),
    ].join('\r\n');
    expect(await collect(parseRxnormRrf(Readable.from([`${text}\r\n`])))).toEqual([
      { line: 1, record: medication('acetaminophen', '161') },
      { line: 2, error: 'STR is required' },
      { line: 3, error: 'name is too long' },
    ]);
  });
});

describe('splitRrfRow', () => {
  it('accepts 18 fields with or without the final bar, and nothing else', () => {
    const fields = Array.from({ length: 18 }, (_, i) => `f${i}`);
    expect(splitRrfRow(`${fields.join('|')}|`)).toEqual(fields);
    expect(splitRrfRow(fields.join('|'))).toEqual(fields);
    expect(splitRrfRow(`${fields.slice(1).join('|')}|`)).toBeNull();
    expect(splitRrfRow(`${fields.join('|')}|extra|`)).toBeNull();
  });
});
