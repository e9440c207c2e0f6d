import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  patientSectionNames,
  type PatientPatchFields,
  type PatientSectionName,
} from '@contract/patients';
import type { Role } from '@contract/roles';
import { paths } from '@contract/paths';
import type { PushPayload } from '@contract/notices';
import { DEFAULT_UI_LANGUAGE } from '@contract/ui-languages';
import type { Job } from 'pg-boss';
import { users } from '../users/users.table';
import type { JobQueue } from '../jobs/jobs';
import { mailTranslator } from '../mail/mail.i18n';
import { notices, pushSubscriptions } from './notices.table';
import { subscriptionsOf, wants } from './delivery.service';
import { createNotices, type NoticeEvent } from './notices.service';

/** A label scanned again within this many seconds tells the followers nothing new. */
export const SCAN_NOTICE_THROTTLE_SECONDS = 600;

/*
 * Issue 24: how a change or a scan reaches the followers. The request stores one job after its
 * commit (patientChanged, labelScanned); the job makes the notices in one transaction, then
 * stores one mail job per notice; each mail job sends one message and marks its notice e-mailed.
 */

/** The sections a PATCH body applies, as updatePatient runs them (contactData only with PHI). */
export function sectionsApplied(
  body: PatientPatchFields,
  collectPhi: boolean,
): PatientSectionName[] {
  const sent = (section: object | null | undefined) =>
    section !== undefined &&
    section !== null &&
    Object.values(section).some((value) => value !== undefined);
  return patientSectionNames.filter((name) => {
    if (name === 'patientData') return sent(body.patientData);
    if (name === 'contactData') return collectPhi && sent(body.contactData);
    if (name === 'codeStatus') return body.codeStatus !== undefined;
    return Boolean(body[name]);
  });
}

/** After a PATCH /patients/:id committed: the sections it applied, never their values. */
export async function patientChanged(
  app: FastifyInstance,
  change: { patientId: string; sections: PatientSectionName[]; actorId: string; at: Date },
): Promise<void> {
  if (change.sections.length === 0) return;
  const event: NoticeEvent = {
    kind: 'change',
    patientId: change.patientId,
    sections: change.sections,
    actorId: change.actorId,
    at: change.at.toISOString(),
  };
  await app.jobs.send('notice-change', event);
}

/**
 * Scans this process has stored, by patient: a read within the window stores nothing, so a
 * responder's hot read path costs no statement for a label opened again (the queue's own
 * throttle still decides across processes). Keyed by app, so test apps do not share it.
 */
const recentScans = new WeakMap<FastifyInstance, Map<string, number>>();

function seenRecently(app: FastifyInstance, patientId: string, at: Date): boolean {
  let seen = recentScans.get(app);
  if (!seen) recentScans.set(app, (seen = new Map<string, number>()));
  const windowMs = SCAN_NOTICE_THROTTLE_SECONDS * 1000;
  const last = seen.get(patientId);
  if (last !== undefined && at.getTime() - last < windowMs && at.getTime() >= last) return true;
  if (seen.size >= 10_000) {
    for (const [id, time] of seen) if (at.getTime() - time >= windowMs) seen.delete(id);
    if (seen.size >= 10_000) seen.clear();
  }
  seen.set(patientId, at.getTime());
  return false;
}

/**
 * After a patient was read (the label page or GET /patients/:id): a first responder's read is
 * a scan, told to the followers once per patient in SCAN_NOTICE_THROTTLE_SECONDS.
 */
export async function patientRead(
  app: FastifyInstance,
  scan: { patientId: string; actorId: string; actorRole: Role; at: Date },
): Promise<void> {
  if (scan.actorRole !== 'FIRST_RESPONDER') return;
  if (seenRecently(app, scan.patientId, scan.at)) return;
  const event: NoticeEvent = {
    kind: 'scan',
    patientId: scan.patientId,
    sections: [],
    actorId: scan.actorId,
    at: scan.at.toISOString(),
  };
  await app.jobs.send('notice-scan', event, {
    singletonKey: scan.patientId,
    singletonSeconds: SCAN_NOTICE_THROTTLE_SECONDS,
  });
}

async function fanOut(app: FastifyInstance, job: Job<NoticeEvent>): Promise<void> {
  const pending = await createNotices(app.db, job.id, job.data);
  // After the commit: a mail job and a push job per notice, their ids the notice's (the push
  // job's derived from it), so storing them twice is once. A failure to store one throws: the
  // fan-out is retried, and finds the same notices pending.
  for (const { id } of pending) {
    await app.jobs.store('notice-mail', { noticeId: id }, { id });
    await app.jobs.store('notice-push', { noticeId: id }, { id: derivedJobId('push', id) });
  }
}

/** A job id (a uuid) for `purpose` and `parts`, the same each time: a second store is none. */
export function derivedJobId(purpose: string, ...parts: string[]): string {
  const hex = createHash('sha256')
    .update([purpose, ...parts].join(':'))
    .digest('hex');
  // Version 4's and the variant's bits, so pg-boss's uuid column takes it as any other.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function sendNoticeMail(app: FastifyInstance, job: Job<{ noticeId: string }>): Promise<void> {
  const [row] = await app.db
    .select({ notice: notices, recipient: users })
    .from(notices)
    .innerJoin(users, eq(users.id, notices.recipientId))
    .where(eq(notices.id, job.data.noticeId));
  if (!row || row.notice.emailedAt || row.recipient.disabledAt) return;
  const { notice, recipient } = row;
  // The member's choice when the job runs: e-mail off, nothing is sent (nor marked e-mailed).
  if (!(await wants(app.db, recipient.id, notice.kind, 'email'))) return;
  const [actor] = notice.actorId
    ? await app.db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, notice.actorId))
    : [];
  // Throws MailSendError on failure: the job is retried with back-off.
  await app.mailer.send(
    'patientNotice',
    recipient,
    {
      firstName: recipient.firstName,
      kind: notice.kind,
      patientId: notice.patientId,
      sections: notice.sections,
      actorName: actor ? `${actor.firstName} ${actor.lastName}` : null,
      at: notice.createdAt,
    },
    recipient.uiLanguage ?? DEFAULT_UI_LANGUAGE,
  );
  await app.db
    .update(notices)
    .set({ emailedAt: app.now() })
    .where(and(eq(notices.id, notice.id), isNull(notices.emailedAt)));
}

/**
 * A notice's pushes: when its member wants this kind by push, one push-send job per device, so
 * a device that fails is retried alone and the others are not sent twice.
 */
async function pushNotice(app: FastifyInstance, job: Job<{ noticeId: string }>): Promise<void> {
  const [row] = await app.db
    .select({ notice: notices, disabledAt: users.disabledAt })
    .from(notices)
    .innerJoin(users, eq(users.id, notices.recipientId))
    .where(eq(notices.id, job.data.noticeId));
  if (!row || row.disabledAt) return;
  const { notice } = row;
  if (!(await wants(app.db, notice.recipientId, notice.kind, 'push'))) return;
  for (const { id } of await subscriptionsOf(app.db, notice.recipientId)) {
    await app.jobs.store(
      'push-send',
      { noticeId: notice.id, subscriptionId: id },
      { id: derivedJobId('push-send', notice.id, id) },
    );
  }
}

/** What a push says: the kind, a sentence naming no one and no value, and the page to open. */
export function pushPayloadOf(
  notice: { kind: 'change' | 'scan'; patientId: string },
  language: Parameters<typeof mailTranslator>[0],
): PushPayload {
  const t = mailTranslator(language);
  return {
    kind: notice.kind,
    title: 'Lifeline',
    body: t(`patientNotice.${notice.kind}.subject`),
    url: paths.patient.href(notice.patientId),
  };
}

/**
 * One push to one device. The push service answering 404 or 410 (the device unsubscribed, the
 * browser was reset) removes the subscription; any other failure throws, and the job is retried
 * with back-off.
 */
async function sendPush(
  app: FastifyInstance,
  job: Job<{ noticeId: string; subscriptionId: string }>,
): Promise<void> {
  const [row] = await app.db
    .select({ notice: notices, subscription: pushSubscriptions, language: users.uiLanguage })
    .from(pushSubscriptions)
    .innerJoin(notices, eq(notices.id, job.data.noticeId))
    .innerJoin(users, eq(users.id, notices.recipientId))
    .where(
      and(
        eq(pushSubscriptions.id, job.data.subscriptionId),
        // A device that moved to another member since gets nothing of this one's.
        eq(pushSubscriptions.userId, notices.recipientId),
        isNull(users.disabledAt),
      ),
    );
  if (!row) return;
  const { notice, subscription } = row;
  const outcome = await app.push.send(
    subscription,
    pushPayloadOf(notice, row.language ?? DEFAULT_UI_LANGUAGE),
  );
  if (outcome === 'gone')
    await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
}

/** Registers the notice jobs' handlers on the app's queue (before it starts). */
export function registerNoticeJobs(app: FastifyInstance, queue: JobQueue): void {
  queue.handle<NoticeEvent>('notice-change', (job) => fanOut(app, job));
  queue.handle<NoticeEvent>('notice-scan', (job) => fanOut(app, job));
  queue.handle<{ noticeId: string }>('notice-mail', (job) => sendNoticeMail(app, job));
  queue.handle<{ noticeId: string }>('notice-push', (job) => pushNotice(app, job));
  queue.handle<{ noticeId: string; subscriptionId: string }>('push-send', (job) =>
    sendPush(app, job),
  );
}
