import { iso } from './iso';

interface StampedRow {
  createdAt: Date;
  updatedAt: Date;
  createdById: string | null;
  updatedById: string | null;
}

/**
 * The created/updated stamps of db/stamp-columns.ts as the API sends them (API.md §2.5–2.9).
 * Not the audit trail (modules/audit), which records who did what.
 */
export function stampFields(row: StampedRow) {
  return {
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    createdById: row.createdById,
    updatedById: row.updatedById,
  };
}
