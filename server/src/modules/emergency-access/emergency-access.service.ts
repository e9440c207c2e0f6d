import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  type EmergencyGrant,
} from '@contract/emergency-access';
import { DEFAULT_UI_LANGUAGE } from '@contract/ui-languages';
import type { Job } from 'pg-boss';
import type { Queryable } from '../../db/client';
import { appSettings } from '../../db/app-settings.table';
import { keyedHash } from '../../lib/crypto';
import type { JobQueue } from '../jobs/jobs';
import { users } from '../users/users.table';
import { emergencyGrants, labelAccessCodes } from './emergency-access.table';

/** The app_settings key of the deployment's switch: `off` turns emergency access off. */
export const EMERGENCY_SETTING_KEY = 'emergency_access';

/**
 * A label's access code: HMAC-SHA-256 under a key derived from the server's secret for this
 * purpose, over the label's id and its version (0 until an admin rotates it), written in
 * ACCESS_CODE_LENGTH characters of ACCESS_CODE_ALPHABET. Nothing is stored for version 0, so a
 * label printed before its patient is registered, and every label printed before issue 25, has
 * its code already (decision 015).
 */
export function accessCodeFor(secret: string, patientId: string, version: number): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'lifeline', 'label-access-code', 32));
  const digest = createHmac('sha256', key).update(`${patientId.toLowerCase()}:${version}`).digest();
  let code = '';
  for (let index = 0; index < ACCESS_CODE_LENGTH; index += 1) {
    // Four bytes per character: the modulo's bias is below one in a hundred million.
    code += ACCESS_CODE_ALPHABET[digest.readUInt32BE(index * 4) % ACCESS_CODE_ALPHABET.length];
  }
  return code;
}

/** The current version of each label's code (0 when never rotated). */
export async function codeVersions(
  db: Queryable,
  patientIds: readonly string[],
): Promise<Map<string, number>> {
  const versions = new Map<string, number>();
  if (patientIds.length === 0) return versions;
  const rows = await db
    .select({ patientId: labelAccessCodes.patientId, version: labelAccessCodes.version })
    .from(labelAccessCodes)
    .where(inArray(labelAccessCodes.patientId, [...patientIds]));
  for (const row of rows) versions.set(row.patientId, row.version);
  return versions;
}

export async function currentCodes(
  app: FastifyInstance,
  patientIds: readonly string[],
): Promise<Record<string, string>> {
  const ids = [...new Set(patientIds.map((id) => id.toLowerCase()))];
  const versions = await codeVersions(app.db, ids);
  return Object.fromEntries(
    ids.map((id) => [id, accessCodeFor(app.sessionSecret, id, versions.get(id) ?? 0)]),
  );
}

/** A new code for the label: the version goes up by one; the printed label no longer opens. */
export async function rotateCode(app: FastifyInstance, patientId: string, now: Date) {
  const id = patientId.toLowerCase();
  const [row] = await app.db
    .insert(labelAccessCodes)
    .values({ patientId: id, version: 1, rotatedAt: now })
    .onConflictDoUpdate({
      target: labelAccessCodes.patientId,
      set: { version: sql`${labelAccessCodes.version} + 1`, rotatedAt: now },
    })
    .returning({ version: labelAccessCodes.version });
  return accessCodeFor(app.sessionSecret, id, row?.version ?? 1);
}

export async function emergencyAccessEnabled(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, EMERGENCY_SETTING_KEY));
  return row?.value !== 'off';
}

export async function setEmergencyAccess(db: Queryable, enabled: boolean, now: Date) {
  const value = enabled ? 'on' : 'off';
  await db
    .insert(appSettings)
    .values({ key: EMERGENCY_SETTING_KEY, value, createdAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

/** The keyed hash a grant's cookie is stored under. */
export const grantTokenHash = (app: FastifyInstance, token: string) =>
  keyedHash(app.sessionSecret, `emergency-grant:${token}`);

/** The live grant a cookie carries for this patient, or null (none, another patient's, expired). */
export async function liveGrant(
  app: FastifyInstance,
  token: string | undefined,
  patientId: string,
  now: Date,
) {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await app.db
    .select()
    .from(emergencyGrants)
    .where(eq(emergencyGrants.tokenHash, grantTokenHash(app, token)));
  if (!row || row.patientId !== patientId.toLowerCase()) return null;
  if (row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}

type GrantRow = typeof emergencyGrants.$inferSelect;

export function toGrant(row: GrantRow): EmergencyGrant {
  return {
    id: row.id,
    patientId: row.patientId,
    name: row.name,
    agency: row.agency,
    badge: row.badge,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    review: row.review,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function listGrants(db: Queryable): Promise<EmergencyGrant[]> {
  const rows = await db
    .select()
    .from(emergencyGrants)
    .orderBy(desc(emergencyGrants.createdAt), desc(emergencyGrants.id))
    .limit(500);
  return rows.map(toGrant);
}

/** A job id made from its parts, so a job stored twice is stored once (pg-boss ids are UUIDs). */
function stableJobId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The active admins, told of every grant. */
async function activeAdmins(db: Queryable) {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, 'ADMIN'),
        isNull(users.disabledAt),
        isNull(users.rejectedAt),
        isNotNull(users.approvedAt),
        isNotNull(users.emailVerifiedAt),
      ),
    );
}

/** The grant's job: one mail job per active admin (after this job's reads; no transaction). */
async function fanOutGrant(app: FastifyInstance, job: Job<{ grantId: string }>): Promise<void> {
  for (const admin of await activeAdmins(app.db)) {
    await app.jobs.store(
      'emergency-mail',
      { grantId: job.data.grantId, adminId: admin.id },
      { id: stableJobId(job.data.grantId, admin.id) },
    );
  }
}

async function sendGrantMail(
  app: FastifyInstance,
  job: Job<{ grantId: string; adminId: string }>,
): Promise<void> {
  const [grant] = await app.db
    .select()
    .from(emergencyGrants)
    .where(eq(emergencyGrants.id, job.data.grantId));
  const [admin] = await app.db.select().from(users).where(eq(users.id, job.data.adminId));
  if (!grant || !admin || admin.disabledAt) return;
  await app.mailer.send(
    'emergencyAccess',
    admin,
    {
      firstName: admin.firstName,
      agency: grant.agency,
      patientId: grant.patientId,
      at: grant.createdAt,
    },
    admin.uiLanguage ?? DEFAULT_UI_LANGUAGE,
  );
}

export function registerEmergencyJobs(app: FastifyInstance, queue: JobQueue): void {
  queue.handle<{ grantId: string }>('emergency-grant', (job) => fanOutGrant(app, job));
  queue.handle<{ grantId: string; adminId: string }>('emergency-mail', (job) =>
    sendGrantMail(app, job),
  );
}
