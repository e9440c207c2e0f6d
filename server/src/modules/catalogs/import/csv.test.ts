import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvRecordReader, CsvSyntaxError, readCsvRecords } from './csv';

async function records(text: string) {
  const events = [];
  for await (const event of readCsvRecords(Readable.from([text]))) events.push(event);
  return events;
}

describe('CsvRecordReader', () => {
  it('splits plain fields and keeps empty ones', () => {
    expect(new CsvRecordReader().pushLine('a,,b,')).toEqual(['a', '', 'b', '']);
  });

  it('reads quoted fields with commas and doubled quotes', () => {
    expect(new CsvRecordReader().pushLine('"a, b","say ""hi""",""')).toEqual([
      'a, b',
      'say "hi"',
      '',
    ]);
  });

  it('joins a quoted field across lines with a line feed', () => {
    const reader = new CsvRecordReader();
    expect(reader.pushLine('1,"first')).toBeNull();
    expect(reader.isPending).toBe(true);
    expect(reader.pushLine('second",3')).toEqual(['1', 'first\nsecond', '3']);
    expect(reader.isPending).toBe(false);
  });

  it('ignores blanks around a quoted field and keeps a stray quote in an unquoted one', () => {
    expect(new CsvRecordReader().pushLine('  "a"  ,b"c')).toEqual(['a', 'b"c']);
  });

  it('refuses text after a closing quote, then starts afresh', () => {
    const reader = new CsvRecordReader();
    expect(() => reader.pushLine('"a"b,c')).toThrow(new CsvSyntaxError('Malformed quoted field'));
    expect(reader.pushLine('d,e')).toEqual(['d', 'e']);
  });
});

describe('readCsvRecords', () => {
  it('numbers records by the line they start on and skips blank lines', async () => {
    expect(await records('\uFEFFh1,h2\r\n\r\nx,"multi\r\nline"\r\n  \r\ny,z\r\n')).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 3, fields: ['x', 'multi\nline'] },
      { line: 6, fields: ['y', 'z'] },
    ]);
  });

  it('reports a quoted field left open at the end of the file', async () => {
    expect(await records('a,b\nc,"open\nstill open')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, error: 'Unterminated quoted field' },
    ]);
  });

  it('passes on a read error from the stream', async () => {
    const failing = new Readable({
      read() {
        this.push('name\nLatex\n');
        this.destroy(new Error('disk gone'));
      },
    });
    await expect(
      (async () => {
        for await (const _event of readCsvRecords(failing));
      })(),
    ).rejects.toThrow('disk gone');
  });

  it('reads a file split into arbitrary chunks, including inside a character', async () => {
    const bytes = Buffer.from('name\nCrème brûlée\n', 'utf8');
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    const events = [];
    for await (const event of readCsvRecords(Readable.from(chunks))) events.push(event);
    expect(events).toEqual([
      { line: 1, fields: ['name'] },
      { line: 2, fields: ['Crème brûlée'] },
    ]);
  });
});
