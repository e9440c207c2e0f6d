import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { PushPayload } from '@contract/notices';
import { paths } from '@contract/paths';
import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '@contract/ui-languages';
import type { Config } from '../../config';
import type { JobQueue, JobSchedule } from '../jobs/jobs';
import { mailTranslator } from '../mail/mail.i18n';
import { users } from '../users/users.table';
import { subscriptionsOf, wants } from './delivery.service';
import { dayIn, digestWindow, planDigest, type DigestContent } from './digest.service';
import { derivedJobId } from './notices.jobs';
import { pushSubscriptions } from './notices.table';

/*
 * [ours] Issue 24: the daily review digest. pg-boss's scheduler stores one `review-digest` job
 * per occurrence of DIGEST_CRON (one, however many servers run it); the job reads who is told
 * what (digest.service.ts), then, with no transaction open, stores per member one `digest-mail`
 * and one `digest-push` job whose ids are derived from the day and the member: the job run
 * again, or by a second server, stores nothing new, so nobody is told twice. The mail and push
 * jobs read the member's choice when they run, and are retried with back-off on a failure.
 */

/** The schedule of the review digest, or none (DIGEST_CRON=off). */
export function digestSchedule(digest: Config['digest']): JobSchedule[] {
  return digest.cron
    ? [{ name: 'review-digest', cron: digest.cron, timeZone: digest.timeZone }]
    : [];
}

/** A `review-digest` job's data: the day, or none for the day the job was stored (the cron's). */
export interface ReviewDigestJob {
  day?: string;
}

/**
 * Makes the digest of the job's day: the queries, then the jobs stored. Answers how many
 * members have one (for the benchmark).
 */
export async function buildDigest(
  app: FastifyInstance,
  job: Pick<JobWithMetadata<ReviewDigestJob>, 'data' | 'createdOn'>,
): Promise<number> {
  const timeZone = app.config.digest.timeZone;
  const day = job.data.day ?? dayIn(job.createdOn, timeZone);
  const digests = await planDigest(app.db, digestWindow(day, timeZone));
  // A failure to store one throws: the job is retried, and stores only what is missing.
  for (const digest of digests) {
    await app.jobs.store('digest-mail', digest, {
      id: derivedJobId('digest-mail', day, digest.recipientId),
    });
    await app.jobs.store('digest-push', digest, {
      id: derivedJobId('digest-push', day, digest.recipientId),
    });
  }
  return digests.length;
}

/** The member, when they are still active; null otherwise (a digest to them is dropped). */
async function activeRecipient(app: FastifyInstance, id: string) {
  const [row] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.disabledAt)));
  return row ?? null;
}

async function sendDigestMail(app: FastifyInstance, digest: DigestContent): Promise<void> {
  const recipient = await activeRecipient(app, digest.recipientId);
  if (!recipient) return;
  if (!(await wants(app.db, recipient.id, 'digest', 'email'))) return;
  // Throws MailSendError on failure: the job is retried with back-off.
  await app.mailer.send(
    'reviewDigest',
    recipient,
    { firstName: recipient.firstName, ...digest },
    recipient.uiLanguage ?? DEFAULT_UI_LANGUAGE,
  );
}

/** A digest by push: one `digest-push-send` job per device, so a failing one is retried alone. */
async function pushDigest(app: FastifyInstance, digest: DigestContent): Promise<void> {
  const recipient = await activeRecipient(app, digest.recipientId);
  if (!recipient) return;
  if (!(await wants(app.db, recipient.id, 'digest', 'push'))) return;
  for (const { id } of await subscriptionsOf(app.db, recipient.id)) {
    await app.jobs.store(
      'digest-push-send',
      { digest, subscriptionId: id },
      { id: derivedJobId('digest-push-send', digest.day, recipient.id, id) },
    );
  }
}

/**
 * What a digest's push says: the subject, and the page to open (Due for review for staff; a
 * follower's one patient, or the patients list). Never a name.
 */
export function digestPushPayload(digest: DigestContent, language: UiLanguage): PushPayload {
  const t = mailTranslator(language);
  const [onlyPatient] = digest.followed?.patientIds ?? [];
  const url = digest.staff
    ? paths.dueForReview.href()
    : digest.followed?.count === 1 && onlyPatient
      ? paths.patient.href(onlyPatient)
      : paths.patients.href();
  return { kind: 'digest', title: 'Lifeline', body: t('reviewDigest.subject'), url };
}

async function sendDigestPush(
  app: FastifyInstance,
  { digest, subscriptionId }: { digest: DigestContent; subscriptionId: string },
): Promise<void> {
  const [row] = await app.db
    .select({ subscription: pushSubscriptions, language: users.uiLanguage })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(
      and(
        eq(pushSubscriptions.id, subscriptionId),
        // A device that moved to another member since gets nothing of this one's.
        eq(pushSubscriptions.userId, digest.recipientId),
        isNull(users.disabledAt),
      ),
    );
  if (!row) return;
  const outcome = await app.push.send(
    row.subscription,
    digestPushPayload(digest, row.language ?? DEFAULT_UI_LANGUAGE),
  );
  if (outcome === 'gone')
    await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}

/** Registers the digest's handlers on the app's queue (before it starts). */
export function registerDigestJobs(app: FastifyInstance, queue: JobQueue): void {
  queue.handle<ReviewDigestJob>('review-digest', async (job) => {
    await buildDigest(app, job);
  });
  queue.handle<DigestContent>('digest-mail', (job) => sendDigestMail(app, job.data));
  queue.handle<DigestContent>('digest-push', (job) => pushDigest(app, job.data));
  queue.handle<{ digest: DigestContent; subscriptionId: string }>('digest-push-send', (job) =>
    sendDigestPush(app, job.data),
  );
}
