import { readLines } from './lines';

/**
 * RFC 4180 CSV over physical lines: fields separated by commas, optionally quoted with `"`,
 * a doubled `""` inside quotes for a quote, and quoted fields that may span lines (their line
 * breaks read as `\n`). Lenient where it is harmless: blanks around a quoted field are ignored
 * and a stray quote inside an unquoted field is kept as text.
 */

export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError';
}

/** A record longer than this (summed over its lines) is refused rather than buffered. */
export const MAX_RECORD_CHARS = 1_000_000;

type State = 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted' | 'afterQuoted';

export class CsvRecordReader {
  private fields: string[] = [];
  private field = '';
  private state: State = 'fieldStart';
  private chars = 0;

  /** True while a quoted field is open across a line break. */
  get isPending(): boolean {
    return this.state === 'quoted';
  }

  /**
   * Feeds one physical line. Returns the record's fields when it is complete, or null while a
   * quoted field continues on the next line. Throws CsvSyntaxError (and starts afresh).
   */
  pushLine(text: string): string[] | null {
    this.chars += text.length + 1;
    if (this.chars > MAX_RECORD_CHARS) this.fail('Record is too long');
    for (const char of text) this.step(char);
    if (this.state === 'quoted') {
      this.field += '\n';
      return null;
    }
    this.endField();
    const fields = this.fields;
    this.reset();
    return fields;
  }

  reset(): void {
    this.fields = [];
    this.field = '';
    this.state = 'fieldStart';
    this.chars = 0;
  }

  private step(char: string): void {
    switch (this.state) {
      case 'fieldStart':
        if (char === '"') {
          this.field = '';
          this.state = 'quoted';
        } else if (char === ',') {
          this.endField();
        } else {
          this.field += char;
          if (char !== ' ' && char !== '\t') this.state = 'unquoted';
        }
        return;
      case 'unquoted':
        if (char === ',') this.endField();
        else this.field += char;
        return;
      case 'quoted':
        if (char === '"') this.state = 'quoteInQuoted';
        else this.field += char;
        return;
      case 'quoteInQuoted':
        if (char === '"') {
          this.field += '"';
          this.state = 'quoted';
        } else if (char === ',') {
          this.endField();
        } else if (char === ' ' || char === '\t') {
          this.state = 'afterQuoted';
        } else {
          this.fail('Malformed quoted field');
        }
        return;
      case 'afterQuoted':
        if (char === ',') this.endField();
        else if (char !== ' ' && char !== '\t') this.fail('Malformed quoted field');
        return;
    }
  }

  private endField(): void {
    this.fields.push(this.field);
    this.field = '';
    this.state = 'fieldStart';
  }

  private fail(message: string): never {
    this.reset();
    throw new CsvSyntaxError(message);
  }
}

export type CsvEvent = { line: number; fields: string[] } | { line: number; error: string };

/** Streams CSV records with the line each starts on; blank lines are left out. */
export async function* readCsvRecords(input: NodeJS.ReadableStream): AsyncGenerator<CsvEvent> {
  const reader = new CsvRecordReader();
  let startLine = 0;
  for await (const { number, text } of readLines(input)) {
    if (!reader.isPending) {
      if (text.trim() === '') continue;
      startLine = number;
    }
    let fields: string[] | null;
    try {
      fields = reader.pushLine(text);
    } catch (error) {
      if (!(error instanceof CsvSyntaxError)) throw error;
      yield { line: startLine, error: error.message };
      continue;
    }
    if (fields) yield { line: startLine, fields };
  }
  if (reader.isPending) yield { line: startLine, error: 'Unterminated quoted field' };
}
