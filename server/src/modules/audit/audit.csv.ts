import { auditCsvColumns, type AuditEvent } from '@contract/audit';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV
 * injection"): such a cell gets a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: neutralised, then always quoted (RFC 4180), inner quotes doubled. */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvLine = (cells: ReadonlyArray<string | null>) =>
  `${cells.map(csvCell).join(',')}\r\n`;

export const auditCsvHeader = csvLine(auditCsvColumns);

const actorName = (actor: AuditEvent['actor']) =>
  actor ? [actor.firstName, actor.middleName, actor.lastName].filter(Boolean).join(' ') : null;

/** One event as a CSV row, in the order of `auditCsvColumns`. */
export function auditCsvRow(event: AuditEvent): string {
  return csvLine([
    event.createdAt,
    event.action,
    event.actorId,
    actorName(event.actor),
    event.actorRole,
    event.targetType,
    event.targetId,
    event.clientAddress,
    event.userAgent,
    JSON.stringify(event.details),
  ]);
}
