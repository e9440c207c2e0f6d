import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVITE_VALID_DAYS, parseRecipients, type InviteCreateBody } from '@contract/invites';
import type { UiLanguage } from '@contract/ui-languages';
import { inSnapshot, type Database, type Queryable } from '../../db/client';
import { validationError } from '../../lib/http-errors';
import { countedRows, type PageWindow } from '../../lib/pagination';
import { countAll } from '../../lib/search';
import { recordAudit } from '../audit/audit.service';
import { requestLanguage } from '../mail/mail-language';
import { sendQuietly } from '../mail/mail.service';
import { users, type UserRow } from '../users/users.table';
import { invites, type InviteRow } from './invites.table';

const DAY_MS = 24 * 3_600_000;

/** Every invite in any state, newest first (createdAt desc, then id), with the total. */
export function listInvites(db: Database, window: PageWindow) {
  return inSnapshot(db, (tx) =>
    countedRows(
      tx.select({ total: countAll() }).from(invites),
      tx
        .select()
        .from(invites)
        .orderBy(desc(invites.createdAt), invites.id)
        .limit(window.perPage)
        .offset(window.offset),
    ),
  );
}

export async function findInvite(db: Queryable, id: string): Promise<InviteRow | null> {
  const [row] = await db.select().from(invites).where(eq(invites.id, id)).limit(1);
  return row ?? null;
}

/** The addresses among `emails` that already belong to a user, lower-cased. */
async function registeredEmails(db: Queryable, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lowered));
  return new Set(rows.map((row) => row.email));
}

/**
 * The invite mails of a committed batch, in input order. A mail server that failed once is
 * taken as down for the rest of the request: each further try could wait out the whole mail
 * timeout. Failures are logged (the mailer logs each; here the count, never an address).
 */
async function sendInviteMails(
  app: FastifyInstance,
  rows: InviteRow[],
  language: UiLanguage,
): Promise<void> {
  for (const [sent, row] of rows.entries()) {
    const data = { firstName: row.firstName, role: row.role, expiresAt: row.expiresAt };
    if (!(await sendQuietly(app, 'invite', row, { ...data, inviteId: row.id }, language))) {
      app.log.warn({ unsent: rows.length - sent }, 'invite mails not sent; the invites stay');
      return;
    }
  }
}

/**
 * POST /invites: the recipients parsed (every problem in one 422, nothing created), then in
 * one transaction, in input order, an invite per recipient, audited; the mails go out once it
 * has committed (issue 21: a slow mail server must hold no database connection), and a failed
 * send leaves the invites in place.
 */
export async function createInvites(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: UserRow,
  now: Date,
  body: InviteCreateBody,
): Promise<InviteRow[]> {
  const candidates = parseRecipients(body.recipients).recipients.map((r) => r.email);
  const registered = await registeredEmails(app.db, candidates);
  const parsed = parseRecipients(body.recipients, (email) => registered.has(email.toLowerCase()));
  if (parsed.messages.length > 0) {
    throw validationError(parsed.messages.map((message) => ({ path: 'recipients', message })));
  }
  const expiresAt = new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS);
  // The invitee has no account yet: the mail is in the inviting request's language.
  const language = requestLanguage(request);
  const created = await app.db.transaction(async (tx) => {
    const rows: InviteRow[] = [];
    for (const recipient of parsed.recipients) {
      const [row] = await tx
        .insert(invites)
        .values({
          id: randomUUID(),
          ...recipient,
          role: body.role,
          expiresAt,
          invitedById: actor.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('invite not inserted');
      await recordAudit(tx, request, now, {
        action: 'invite.create',
        actor: { id: actor.id, role: actor.role },
        targetType: 'invite',
        targetId: row.id,
        details: { role: row.role },
      });
      rows.push(row);
    }
    return rows;
  });
  await sendInviteMails(app, created, language);
  return created;
}

/** DELETE /invites/:id: stamps the first revocation; a repeat keeps it. Every call is audited. */
export async function revokeInvite(
  db: Database,
  request: FastifyRequest,
  actor: UserRow,
  now: Date,
  invite: InviteRow,
): Promise<InviteRow> {
  return db.transaction(async (tx) => {
    let row = invite;
    if (!invite.revokedAt) {
      const [updated] = await tx
        .update(invites)
        .set({ revokedAt: now, revokedById: actor.id, updatedAt: now })
        .where(and(eq(invites.id, invite.id), isNull(invites.revokedAt)))
        .returning();
      row = updated ?? (await findInvite(tx, invite.id)) ?? invite;
    }
    await recordAudit(tx, request, now, {
      action: 'invite.revoke',
      actor: { id: actor.id, role: actor.role },
      targetType: 'invite',
      targetId: invite.id,
      details: { role: invite.role, changed: !invite.revokedAt },
    });
    return row;
  });
}
