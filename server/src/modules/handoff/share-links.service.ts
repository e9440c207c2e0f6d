import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CompactEncrypt } from 'jose';
import {
  formatShlink,
  SHARE_LINK_LABEL,
  SHARE_LINK_MAX_HOURS,
  SHARE_LINK_MAX_WRONG_PASSCODES,
  SHL_FILE_LOCATION_SECONDS,
  type ShareLink,
  type ShareLinkCreated,
} from '@contract/handoff';
import type { Bundle } from '@medplum/fhirtypes';
import type { Database } from '../../db/client';
import { keyedHash } from '../../lib/crypto';
import { readFullPatient } from '../patients/patients.read';
import { buildIpsBundle } from './ips';
import { shareLinks, type ShareLinkRow } from './share-links.table';

/*
 * [ours] Issue 25: SMART Health Links. A link's summary is encrypted once, when it is made, with
 * a fresh 256-bit key that goes into the link and nowhere else; the server stores the JWE and
 * keyed hashes of the manifest token and the passcode.
 */

/** The patient's IPS Bundle, or null when there is no such patient. */
export async function patientBundle(
  db: Database,
  patientId: string,
  collectPhi: boolean,
  now: Date,
): Promise<Bundle | null> {
  const patient = await readFullPatient(db, patientId, collectPhi);
  return patient ? buildIpsBundle(patient, { now, collectPhi }) : null;
}

/** The summary as the SHL specification wants it: compact JWE, dir + A256GCM. */
export async function encryptBundle(bundle: Bundle, key: Uint8Array): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(bundle)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: 'application/fhir+json' })
    .encrypt(key);
}

/** The manifest's address in a link: POST for the manifest, GET `/file` for a `location`. */
export const manifestUrl = (baseUrl: string, token: string) => `${baseUrl}/api/v1/shl/${token}`;

const tokenHash = (secret: string, token: string) => keyedHash(secret, `shl-token:${token}`);
const passcodeHash = (secret: string, id: string, passcode: string) =>
  keyedHash(secret, `shl-passcode:${id}:${passcode}`);

/** Six digits, easy to read out over a radio or a telephone. */
const newPasscode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const toShareLink = (row: ShareLinkRow): ShareLink => ({
  id: row.id,
  patientId: row.patientId,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  createdById: row.createdById,
  fetches: row.fetches,
});

interface CreateInput {
  patientId: string;
  bundle: Bundle;
  userId: string;
  now: Date;
  expiresInHours?: number;
  secret: string;
  baseUrl: string;
}

export async function createShareLink(db: Database, input: CreateInput): Promise<ShareLinkCreated> {
  const id = randomUUID();
  const key = randomBytes(32);
  const token = randomBytes(32).toString('base64url');
  const passcode = newPasscode();
  const hours = input.expiresInHours ?? SHARE_LINK_MAX_HOURS;
  const expiresAt = new Date(input.now.getTime() + hours * 3_600_000);
  const jwe = await encryptBundle(input.bundle, key);
  const [row] = await db
    .insert(shareLinks)
    .values({
      id,
      patientId: input.patientId,
      tokenHash: tokenHash(input.secret, token),
      passcodeHash: passcodeHash(input.secret, id, passcode),
      jwe,
      createdAt: input.now,
      createdById: input.userId,
      expiresAt,
    })
    .returning();
  const shlink = formatShlink({
    url: manifestUrl(input.baseUrl, token),
    key: key.toString('base64url'),
    exp: Math.floor(expiresAt.getTime() / 1000),
    flag: 'P',
    label: SHARE_LINK_LABEL,
    v: 1,
  });
  return {
    ...toShareLink(row!),
    shlink,
    viewerUrl: `${input.baseUrl}/shl#${shlink}`,
    passcode,
  };
}

/** The patient's links still open: not revoked, not expired, not locked, newest first. */
export async function listActiveLinks(
  db: Database,
  patientId: string,
  now: Date,
): Promise<ShareLink[]> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.patientId, patientId),
        isNull(shareLinks.revokedAt),
        gt(shareLinks.expiresAt, now),
        lt(shareLinks.wrongPasscodes, SHARE_LINK_MAX_WRONG_PASSCODES),
      ),
    )
    .orderBy(desc(shareLinks.createdAt));
  return rows.map(toShareLink);
}

/** Revokes one of the patient's links; false when there is no such link (or it was revoked). */
export async function revokeLink(
  db: Database,
  patientId: string,
  linkId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(shareLinks)
    // The summary goes with it: a revoked link keeps nothing to decrypt.
    .set({ revokedAt: now, jwe: '' })
    .where(
      and(
        eq(shareLinks.id, linkId),
        eq(shareLinks.patientId, patientId),
        isNull(shareLinks.revokedAt),
      ),
    )
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}

export type ManifestOutcome =
  | { kind: 'missing' }
  | { kind: 'refused'; link: ShareLinkRow; reason: 'revoked' | 'expired' | 'locked' }
  | { kind: 'wrongPasscode'; link: ShareLinkRow; remainingAttempts: number }
  | { kind: 'ok'; link: ShareLinkRow };

/**
 * [ours] A manifest's `location` (SHL: usable for an hour at most): the time it ends, in seconds,
 * and a keyed hash binding that time to the link. Nothing is stored; a revoked link's ticket
 * opens nothing, as its manifest does not.
 */
export function fileTicket(secret: string, linkId: string, now: Date): string {
  const until = Math.floor(now.getTime() / 1000) + SHL_FILE_LOCATION_SECONDS;
  return `${until}.${keyedHash(secret, `shl-file:${linkId}:${until}`)}`;
}

/** The encrypted summary for a `location` ticket: null when the ticket or the link is not good. */
export async function openFile(
  db: Database,
  input: { token: string; ticket: string; now: Date; secret: string },
): Promise<ShareLinkRow | null> {
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, tokenHash(input.secret, input.token)));
  if (!link || link.revokedAt || link.expiresAt.getTime() <= input.now.getTime()) return null;
  if (link.wrongPasscodes >= SHARE_LINK_MAX_WRONG_PASSCODES) return null;
  const [untilText = '', hash = ''] = input.ticket.split('.');
  const until = Number(untilText);
  const nowSeconds = input.now.getTime() / 1000;
  if (!(until > nowSeconds) || until > nowSeconds + SHL_FILE_LOCATION_SECONDS) return null;
  const expected = Buffer.from(keyedHash(input.secret, `shl-file:${link.id}:${untilText}`), 'hex');
  const given = Buffer.from(hash, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? link : null;
}

/**
 * Checks a manifest request. A wrong passcode counts against the link in one statement (two
 * guesses at once cannot both slip under the cap); at the cap the link answers nothing more.
 */
export async function openManifest(
  db: Database,
  input: { token: string; passcode: string | undefined; now: Date; secret: string },
): Promise<ManifestOutcome> {
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, tokenHash(input.secret, input.token)));
  if (!link) return { kind: 'missing' };
  if (link.revokedAt) return { kind: 'refused', link, reason: 'revoked' };
  if (link.expiresAt.getTime() <= input.now.getTime())
    return { kind: 'refused', link, reason: 'expired' };
  if (link.wrongPasscodes >= SHARE_LINK_MAX_WRONG_PASSCODES)
    return { kind: 'refused', link, reason: 'locked' };
  const expected = Buffer.from(link.passcodeHash, 'hex');
  const given = Buffer.from(passcodeHash(input.secret, link.id, input.passcode ?? ''), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const [counted] = await db
      .update(shareLinks)
      .set({ wrongPasscodes: sql`${shareLinks.wrongPasscodes} + 1` })
      .where(
        and(
          eq(shareLinks.id, link.id),
          lt(shareLinks.wrongPasscodes, SHARE_LINK_MAX_WRONG_PASSCODES),
        ),
      )
      .returning({ wrongPasscodes: shareLinks.wrongPasscodes });
    if (!counted) return { kind: 'refused', link, reason: 'locked' };
    return {
      kind: 'wrongPasscode',
      link,
      remainingAttempts: SHARE_LINK_MAX_WRONG_PASSCODES - counted.wrongPasscodes,
    };
  }
  await db
    .update(shareLinks)
    .set({ fetches: sql`${shareLinks.fetches} + 1` })
    .where(eq(shareLinks.id, link.id));
  return { kind: 'ok', link };
}
