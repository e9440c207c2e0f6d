import { parse } from 'csv-parse/sync';
import type { ValidationItem } from '@contract/errors';
import {
  licenceCsvColumns,
  licenceImportMessages,
  normalizeLicenseNumber,
  type LicenceCsvColumn,
  type LicenceImportRejection,
} from '@contract/licences';
import { CONTROL_CHARACTER_MESSAGE, FREE_TEXT_MAX, text } from '@contract/common';

export type LicenceRecord = Record<LicenceCsvColumn, string>;

export type LicenceCsv =
  | { ok: true; records: LicenceRecord[]; rejected: LicenceImportRejection[] }
  | { ok: false; items: ValidationItem[] };

const bodyItem = (message: string): ValidationItem => ({ path: 'body', message });

/**
 * Physical line numbers (1-based) at byte offsets of the UTF-8 text, asked in increasing
 * order: each call scans only the bytes since the previous one.
 */
function lineCounter(buffer: Buffer) {
  let position = 0;
  let line = 1;
  return (offset: number) => {
    for (
      let i = buffer.indexOf(10, position);
      i >= 0 && i < offset;
      i = buffer.indexOf(10, i + 1)
    ) {
      line += 1;
      position = i + 1;
    }
    return line;
  };
}

interface ParsedRow {
  fields: string[];
  line: number;
}

/** RFC 4180 records with the line each starts on, or the line where the quoting broke. */
function readRows(csv: string): { rows: ParsedRow[] } | { malformedAt: number } {
  const buffer = Buffer.from(csv, 'utf8');
  const lineAt = lineCounter(buffer);
  let lastEnd = 0;
  try {
    const parsed = parse(buffer, {
      info: true,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      record_delimiter: ['\r\n', '\n'],
      on_record: (record, context) => {
        lastEnd = context.bytes;
        return record;
      },
    }) as unknown as Array<{ record: string[]; info: { bytes: number } }>;
    let start = 0;
    const rows = parsed.map(({ record, info }) => {
      const row = { fields: record, line: lineAt(start) };
      start = info.bytes;
      return row;
    });
    return { rows };
  } catch {
    return { malformedAt: lineAt(lastEnd) };
  }
}

const isBlank = (fields: string[]) => fields.every((field) => field.trim() === '');

/**
 * POST /licenses/import's CSV (API.md §4.4): the header's four columns in any order and
 * case, then one record per non-blank line, each accepted or rejected with its line and the
 * first reason that applies. Header and quoting errors refuse the whole file.
 */
export function readLicenceCsv(csv: string | null | undefined): LicenceCsv {
  const read = readRows(csv ?? '');
  if ('malformedAt' in read) {
    return { ok: false, items: [bodyItem(licenceImportMessages.malformed(read.malformedAt))] };
  }
  const [header, ...rows] = read.rows;
  if (!header || isBlank(header.fields)) {
    return { ok: false, items: [bodyItem(licenceImportMessages.headerRequired)] };
  }
  const names = header.fields.map((field) => field.trim().toLowerCase());
  const index = {} as Record<LicenceCsvColumn, number>;
  const missing: ValidationItem[] = [];
  for (const column of licenceCsvColumns) {
    index[column] = names.indexOf(column.toLowerCase());
    if (index[column] < 0) missing.push(bodyItem(licenceImportMessages.missingColumn(column)));
  }
  if (missing.length > 0) return { ok: false, items: missing };

  const records: LicenceRecord[] = [];
  const rejected: LicenceImportRejection[] = [];
  const seen = new Set<string>();
  for (const { fields, line } of rows) {
    if (isBlank(fields)) continue;
    const reject = (message: string) => rejected.push({ line, message });
    if (fields.length < header.fields.length) {
      reject(licenceImportMessages.fewerFields);
      continue;
    }
    const value = (column: LicenceCsvColumn) => (fields[index[column]] ?? '').trim();
    const record: LicenceRecord = {
      licenseNumber: normalizeLicenseNumber(value('licenseNumber')),
      name: value('name'),
      licenseType: value('licenseType'),
      status: value('status'),
    };
    const empty = licenceCsvColumns.find((column) => record[column] === '');
    if (empty) {
      reject(licenceImportMessages.required(empty));
      continue;
    }
    const tooLong = licenceCsvColumns.find((column) => record[column].length > FREE_TEXT_MAX);
    if (tooLong) {
      reject(licenceImportMessages.tooLong(tooLong));
      continue;
    }
    // PostgreSQL refuses NUL in text: a value with a control character is refused, like
    // every string the API reads (text() in the contract).
    if (licenceCsvColumns.some((column) => !text().safeParse(record[column]).success)) {
      reject(CONTROL_CHARACTER_MESSAGE);
      continue;
    }
    if (seen.has(record.licenseNumber)) {
      reject(licenceImportMessages.duplicate(record.licenseNumber));
      continue;
    }
    seen.add(record.licenseNumber);
    records.push(record);
  }
  return { ok: true, records, rejected };
}
