/**
 * What the catalog parsers yield, one event per physical record, with its 1-based line number
 * (the line a record starts on, when a quoted CSV field spans lines).
 */
export type ParseEvent<T> =
  | { line: number; record: T }
  | { line: number; error: string }
  /** A well-formed row the importer does not want (e.g. an RxNorm brand name). */
  | { line: number; skipped: true };

export interface ImportRejection {
  line: number;
  message: string;
}

export interface ParseSummary {
  /** Rows that produced a record. */
  records: number;
  skipped: number;
  /** Every rejected row, counted. */
  rejectedCount: number;
  /** The first `maxRejections` rejections, in file order. */
  rejected: ImportRejection[];
}

export interface SummarizeOptions<T> {
  /** Called for each record, in order; awaited before the next one is read (backpressure). */
  onRecord?: (record: T, line: number) => void | Promise<void>;
  maxRejections?: number;
}

/** Drains a parser, handing records on and counting the rest. */
export async function summarize<T>(
  events: AsyncIterable<ParseEvent<T>>,
  options: SummarizeOptions<T> = {},
): Promise<ParseSummary> {
  const { onRecord, maxRejections = 1000 } = options;
  const summary: ParseSummary = { records: 0, skipped: 0, rejectedCount: 0, rejected: [] };
  for await (const event of events) {
    if ('record' in event) {
      summary.records += 1;
      if (onRecord) await onRecord(event.record, event.line);
    } else if ('error' in event) {
      summary.rejectedCount += 1;
      if (summary.rejected.length < maxRejections) {
        summary.rejected.push({ line: event.line, message: event.error });
      }
    } else {
      summary.skipped += 1;
    }
  }
  return summary;
}
