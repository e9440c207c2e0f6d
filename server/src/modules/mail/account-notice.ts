import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UiLanguage } from '@contract/ui-languages';
import { mailLanguage } from './mail-language';
import { sendQuietly } from './mail.service';
import type { AccountChange } from './mail.templates';
import type { MailRecipient } from './mailer';

/** Who a notice goes to: the member as they were before the change (the old address). */
type NoticeRecipient = MailRecipient & { firstName: string; uiLanguage: UiLanguage | null };

/**
 * [ours] Issue 21: tells the member by e-mail what changed on their account and when, once the
 * change has committed. One message per call: a password change alone is API.md §5.10's
 * `passwordResetSuccess`; any other set of changes is one `accountChanged` listing them all.
 * A failed send is only logged (by the mailer): the change stands.
 */
export async function sendAccountNotice(
  app: FastifyInstance,
  request: FastifyRequest,
  member: NoticeRecipient,
  changes: AccountChange[],
  changedAt: Date,
): Promise<void> {
  if (changes.length === 0) return;
  const language = mailLanguage(request, member);
  const { firstName } = member;
  if (changes.length === 1 && changes[0] === 'password') {
    await sendQuietly(app, 'passwordResetSuccess', member, { firstName, changedAt }, language);
    return;
  }
  await sendQuietly(app, 'accountChanged', member, { firstName, changes, changedAt }, language);
}
