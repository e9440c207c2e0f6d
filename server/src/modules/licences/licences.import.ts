import { inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LicenceImportResult } from '@contract/licences';
import type { Database } from '../../db/client';
import { validationError } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.service';
import type { UserRow } from '../users/users.table';
import { readLicenceCsv, type LicenceRecord } from './licence-csv';
import { licenses } from './licences.table';

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * POST /licenses/import: header or quoting errors → 422 and nothing imported; otherwise the
 * valid records are upserted by number in one transaction, counted as inserted or updated,
 * and audited as `license.import` with the counts. Users' stored `licenseData` is untouched.
 */
export async function importLicences(
  db: Database,
  request: FastifyRequest,
  actor: UserRow,
  now: Date,
  csv: string | null | undefined,
): Promise<LicenceImportResult> {
  const read = readLicenceCsv(csv);
  if (!read.ok) throw validationError(read.items);
  const { records, rejected } = read;
  return db.transaction(async (tx) => {
    let inserted = 0;
    for (const chunk of chunks<LicenceRecord>(records)) {
      const existing = await tx
        .select({ licenseNumber: licenses.licenseNumber })
        .from(licenses)
        .where(
          inArray(
            licenses.licenseNumber,
            chunk.map((record) => record.licenseNumber),
          ),
        );
      inserted += chunk.length - existing.length;
      await tx
        .insert(licenses)
        .values(chunk.map((record) => ({ ...record, createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: licenses.licenseNumber,
          set: {
            name: sql`excluded.name`,
            licenseType: sql`excluded.license_type`,
            status: sql`excluded.status`,
            updatedAt: now,
          },
        });
    }
    const result = { inserted, updated: records.length - inserted, rejected };
    await recordAudit(tx, request, now, {
      action: 'license.import',
      actor: { id: actor.id, role: actor.role },
      targetType: 'license',
      details: { inserted: result.inserted, updated: result.updated, rejected: rejected.length },
    });
    return result;
  });
}
