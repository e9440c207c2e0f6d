/** The catalog importers' parsing core: pure streaming parsers, no database access. */
export { parseCatalogCsv, catalogCsvColumns } from './catalog-csv';
export { parseRxnormRrf, RXNCONSO_COLUMNS } from './rxnorm-rrf';
export {
  summarize,
  type ImportRejection,
  type ParseEvent,
  type ParseSummary,
  type SummarizeOptions,
} from './events';
export { normalizeCode, parseCodingSystem, codePatterns } from './codes';
