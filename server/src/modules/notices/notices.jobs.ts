import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  patientSectionNames,
  type PatientPatchFields,
  type PatientSectionName,
} from '@contract/patients';
import type { Role } from '@contract/roles';
import { DEFAULT_UI_LANGUAGE } from '@contract/ui-languages';
import type { Job } from 'pg-boss';
import { users } from '../users/users.table';
import type { JobQueue } from '../jobs/jobs';
import { notices } from './notices.table';
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
  // After the commit: a mail job per notice, its id the notice's, so storing it twice is once.
  // A failure to store one throws: the fan-out is retried, and finds the same notices pending.
  for (const { id } of pending) await app.jobs.store('notice-mail', { noticeId: id }, { id });
}

async function sendNoticeMail(app: FastifyInstance, job: Job<{ noticeId: string }>): Promise<void> {
  const [row] = await app.db
    .select({ notice: notices, recipient: users })
    .from(notices)
    .innerJoin(users, eq(users.id, notices.recipientId))
    .where(eq(notices.id, job.data.noticeId));
  if (!row || row.notice.emailedAt || row.recipient.disabledAt) return;
  const { notice, recipient } = row;
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

/** Registers the notice jobs' handlers on the app's queue (before it starts). */
export function registerNoticeJobs(app: FastifyInstance, queue: JobQueue): void {
  queue.handle<NoticeEvent>('notice-change', (job) => fanOut(app, job));
  queue.handle<NoticeEvent>('notice-scan', (job) => fanOut(app, job));
  queue.handle<{ noticeId: string }>('notice-mail', (job) => sendNoticeMail(app, job));
}
