import { iso } from './iso';

interface AuditedRow {
  createdAt: Date;
  updatedAt: Date;
  createdById: string | null;
  updatedById: string | null;
}

/** The stamps of db/audit-columns.ts as the API sends them (API.md §2.5–2.9). */
export function auditFields(row: AuditedRow) {
  return {
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    createdById: row.createdById,
    updatedById: row.updatedById,
  };
}
