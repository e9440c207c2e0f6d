import { allergyTypeValues, type AllergyType, type CodingSystem } from '@contract/enums';
import { CATALOG_NAME_MAX, type CatalogKind, type CatalogSeed } from '@contract/catalogs';
import { normalizeCode, parseCodingSystem } from './codes';
import { readCsvRecords } from './csv';
import type { ParseEvent } from './events';

/**
 * The simple CSV format, one per catalog, with a header row whose names are matched
 * case-insensitively (unknown columns are ignored):
 *   medications  name,altNames,system,code
 *   allergies    name,type,system,code
 *   conditions   name,category,system,code
 * Only `name` (and `type` for allergies) is required. Values are trimmed; an empty value is null.
 */
export const catalogCsvColumns = {
  medications: ['name', 'altNames', 'system', 'code'],
  allergies: ['name', 'type', 'system', 'code'],
  conditions: ['name', 'category', 'system', 'code'],
} as const satisfies Record<CatalogKind, readonly string[]>;

type Column<K extends CatalogKind> = (typeof catalogCsvColumns)[K][number];
type AnyColumn = Column<CatalogKind>;

const requiredColumns: Record<CatalogKind, readonly AnyColumn[]> = {
  medications: ['name'],
  allergies: ['name', 'type'],
  conditions: ['name'],
};

type Values = Partial<Record<AnyColumn, string>>;
type Coding = { system: CodingSystem | null; code: string | null };
type Built<T> = { record: T } | { error: string };

const text = (values: Values, column: AnyColumn): string | null => values[column] ?? null;

function readCoding(values: Values): Built<Coding> {
  const rawSystem = text(values, 'system');
  const rawCode = text(values, 'code');
  if (rawSystem === null && rawCode === null) return { record: { system: null, code: null } };
  if (rawSystem === null) return { error: 'system is required when code is given' };
  const system = parseCodingSystem(rawSystem);
  if (!system) return { error: `Invalid system ${rawSystem}` };
  if (rawCode === null) return { error: 'code is required when system is given' };
  const code = normalizeCode(system, rawCode);
  if (!code) return { error: `Invalid code ${rawCode} for ${system}` };
  return { record: { system, code } };
}

function readAllergyType(values: Values): Built<AllergyType> {
  const raw = text(values, 'type') ?? '';
  const type = allergyTypeValues.find((value) => value === raw.toUpperCase());
  return type ? { record: type } : { error: `Invalid type ${raw}` };
}

/** Each builder runs after the generic checks (field count, required, length). */
const builders: { [K in CatalogKind]: (values: Values, name: string) => Built<CatalogSeed<K>> } = {
  medications: (values, name) => {
    const coding = readCoding(values);
    if ('error' in coding) return coding;
    return { record: { name, altNames: text(values, 'altNames'), ...coding.record } };
  },
  allergies: (values, name) => {
    const type = readAllergyType(values);
    if ('error' in type) return type;
    const coding = readCoding(values);
    if ('error' in coding) return coding;
    return { record: { name, type: type.record, ...coding.record } };
  },
  conditions: (values, name) => {
    const coding = readCoding(values);
    if ('error' in coding) return coding;
    return { record: { name, category: text(values, 'category'), ...coding.record } };
  },
};

/** Duplicate names are found case-insensitively; allergies of different types may share one. */
function duplicateKey(kind: CatalogKind, values: Values, name: string): string {
  const key = name.toLowerCase();
  return kind === 'allergies' ? `${key}\u0000${(text(values, 'type') ?? '').toUpperCase()}` : key;
}

type Header = { columns: (AnyColumn | null)[] } | { error: string };

function readHeader(kind: CatalogKind, fields: string[]): Header {
  const known: readonly AnyColumn[] = catalogCsvColumns[kind];
  const columns = fields.map(
    (field) => known.find((c) => c.toLowerCase() === field.trim().toLowerCase()) ?? null,
  );
  const seen = new Set<AnyColumn>();
  for (const column of columns) {
    if (column === null) continue;
    if (seen.has(column)) return { error: `Duplicate column ${column}` };
    seen.add(column);
  }
  const missing = requiredColumns[kind].find((column) => !seen.has(column));
  return missing ? { error: `Missing required column ${missing}` } : { columns };
}

function readValues(
  kind: CatalogKind,
  columns: (AnyColumn | null)[],
  fields: string[],
): Built<Values> {
  if (fields.length < columns.length) return { error: 'Row has fewer fields than the header' };
  if (fields.slice(columns.length).some((field) => field.trim() !== '')) {
    return { error: 'Row has more fields than the header' };
  }
  const values: Values = {};
  columns.forEach((column, index) => {
    const value = fields[index]?.trim() ?? '';
    if (column && value !== '') values[column] = value;
  });
  for (const column of requiredColumns[kind]) {
    if (values[column] === undefined) return { error: `${column} is required` };
  }
  for (const column of catalogCsvColumns[kind]) {
    if ((values[column]?.length ?? 0) > CATALOG_NAME_MAX) return { error: `${column} is too long` };
  }
  return { record: values };
}

/**
 * Streams a catalog CSV file: one event per record, in file order. The first occurrence of a
 * name wins; later ones are rejected. A header that cannot be used ends the file with one error.
 */
export async function* parseCatalogCsv<K extends CatalogKind>(
  kind: K,
  input: NodeJS.ReadableStream,
): AsyncGenerator<ParseEvent<CatalogSeed<K>>> {
  const build = builders[kind];
  const seen = new Set<string>();
  let columns: (AnyColumn | null)[] | null = null;

  for await (const event of readCsvRecords(input)) {
    if ('error' in event) {
      yield event;
      if (!columns) return;
      continue;
    }
    const { line, fields } = event;
    if (!columns) {
      const header = readHeader(kind, fields);
      if ('error' in header) {
        yield { line, error: header.error };
        return;
      }
      columns = header.columns;
      continue;
    }
    const values = readValues(kind, columns, fields);
    if ('error' in values) {
      yield { line, error: values.error };
      continue;
    }
    const name = values.record.name ?? '';
    const built = build(values.record, name);
    if ('error' in built) {
      yield { line, error: built.error };
      continue;
    }
    const key = duplicateKey(kind, values.record, name);
    if (seen.has(key)) {
      yield { line, error: `Duplicate name ${name} in this file` };
      continue;
    }
    seen.add(key);
    yield { line, record: built.record };
  }
  if (!columns) yield { line: 1, error: 'Missing header row' };
}
