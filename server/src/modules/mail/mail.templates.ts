import type { NoticeKind } from '@contract/notices';
import type { PatientSectionName } from '@contract/patients';
import type { Role } from '@contract/roles';
import { INVITE_VALID_DAYS } from '@contract/invites';
import { PASSWORD_RESET_VALID_MINUTES } from '@contract/password';
import { paths } from '@contract/paths';
import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '@contract/ui-languages';
import { INTL_LOCALE, mailTranslator, type EmailResources, type MailT } from './mail.i18n';

/** The four messages of API.md §5.10, and [ours] the notice of other account changes. */
export type TemplateName =
  | 'verify'
  | 'invite'
  | 'passwordReset'
  | 'passwordResetSuccess'
  | 'accountChanged'
  | 'patientNotice'
  | 'emergencyAccess'
  | 'reviewDigest';

/** [ours] What a notice of issue 21 reports, in the order its lines are written. */
export const accountChangeValues = [
  'password',
  'email',
  'mfaEnabled',
  'mfaDisabled',
  'recoveryCodes',
  'mfaReset',
] as const;
export type AccountChange = (typeof accountChangeValues)[number];

export interface TemplateData {
  verify: { firstName: string; token: string };
  invite: { firstName: string | null; role: Role; expiresAt: Date; inviteId: string };
  passwordReset: { firstName: string; token: string };
  passwordResetSuccess: { firstName: string; changedAt: Date };
  accountChanged: { firstName: string; changes: AccountChange[]; changedAt: Date };
  /**
   * [ours] Issue 24: a followed patient's record changed, or its label was opened. The sections'
   * names and who acted, never a value of the record; the patient by the start of its id.
   */
  patientNotice: {
    firstName: string;
    kind: NoticeKind;
    patientId: string;
    sections: PatientSectionName[];
    actorName: string | null;
    at: Date;
  };
  /**
   * [ours] Issue 25: an emergency access was granted. The responder's agency and the patient by
   * the start of its id; never the record, the code, or the responder's reason.
   */
  emergencyAccess: { firstName: string; agency: string; patientId: string; at: Date };
  /**
   * [ours] Issue 24: the daily review digest of `day` (YYYY-MM-DD, the digest's time zone): for
   * staff, how many records became due the day before and how many are due in all; for a
   * follower, their patients that became due, by the start of the id. Never a name or a value.
   */
  reviewDigest: {
    firstName: string;
    day: string;
    staff: { becameDue: number; due: number } | null;
    followed: { count: number; patientIds: string[] } | null;
  };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** Long dates (the invite's expiry) in the mail's language, on the UTC calendar. */
const longDate = (language: UiLanguage, date: Date) =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );

/** When an account changed, to the second, in the mail's language; UTC (named in the text). */
const longDateTime = (language: UiLanguage, date: Date) =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(date);

/** One paragraph, a button linking to `href`, or a line with a link, in a message body. */
type Block =
  { paragraph: string } | { button: string; href: string } | { item: string; href: string };

interface Message {
  subject: string;
  greeting: string;
  blocks: Block[];
}

/**
 * The shared layout: header `Lifeline`, the blocks, the sign-off, the copyright footer, in the
 * mail's language (`<html lang>` too).
 */
function layout(
  message: Message,
  baseUrl: string,
  year: number,
  t: MailT,
  language: UiLanguage,
): RenderedMail {
  const htmlBlocks = message.blocks.map((block) =>
    'paragraph' in block
      ? `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`
      : 'item' in block
        ? `<p style="margin:0 0 8px">• <a href="${escapeHtml(block.href)}">${escapeHtml(block.item)}</a></p>`
        : `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="background:#0b7285;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(block.button)}</a></p>` +
          `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(t('layout.buttonFallback'))} <a href="${escapeHtml(block.href)}">${escapeHtml(block.href)}</a></p>`,
  );
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px">
<tr><td style="padding:20px 24px;background:#0b7285;color:#ffffff;font-size:22px;font-weight:bold;border-radius:6px 6px 0 0">Lifeline</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px">${escapeHtml(message.greeting)}</p>
${htmlBlocks.join('\n')}
<p style="margin:24px 0 0">${escapeHtml(t('layout.thankYou'))}<br>${escapeHtml(t('layout.team'))}</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#868e96">${escapeHtml(t('layout.copyright', { year }))} <a href="${escapeHtml(baseUrl)}" style="color:#868e96">Lifeline</a></td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  const textBlocks = message.blocks.map((block) =>
    'paragraph' in block
      ? block.paragraph
      : 'item' in block
        ? `• ${block.item}: ${block.href}`
        : `${block.button}: ${block.href}`,
  );
  const text = [
    'Lifeline',
    '',
    message.greeting,
    '',
    ...textBlocks.flatMap((block) => [block, '']),
    t('layout.thankYou'),
    t('layout.team'),
    '',
    `${t('layout.copyright', { year })} Lifeline ${baseUrl}`,
    '',
  ].join('\n');
  return { subject: message.subject, html, text };
}

/** A patient named by the start of its id, as notices name it. */
const shortId = (patientId: string) => `${patientId.slice(0, 8).toUpperCase()}…`;

const greet = (t: MailT, firstName: string | null) =>
  firstName ? t('greeting', { firstName }) : t('greetingNoName');

type MessageOf<T extends TemplateName> = (
  data: TemplateData[T],
  baseUrl: string,
  t: MailT,
  language: UiLanguage,
) => Message;

const messages: { [T in TemplateName]: MessageOf<T> } = {
  verify: ({ firstName, token }, baseUrl, t) => ({
    subject: t('verify.subject'),
    greeting: greet(t, firstName),
    blocks: [
      { paragraph: t('verify.thanks') },
      { paragraph: t('verify.verifyBelow') },
      { button: t('verify.button'), href: `${baseUrl}${paths.verifyEmail.href(token)}` },
      { paragraph: t('verify.review') },
    ],
  }),
  invite: ({ firstName, role, expiresAt, inviteId }, baseUrl, t, language) => ({
    subject: t('invite.subject'),
    greeting: greet(t, firstName),
    blocks: [
      { paragraph: t('invite.invited', { role: t(`roles.${role}`) }) },
      { button: t('invite.button'), href: `${baseUrl}${paths.registerInvite.href(inviteId)}` },
      {
        paragraph: t('invite.validity', {
          count: INVITE_VALID_DAYS,
          date: longDate(language, expiresAt),
        }),
      },
    ],
  }),
  passwordReset: ({ firstName, token }, baseUrl, t) => ({
    subject: t('passwordReset.subject'),
    greeting: greet(t, firstName),
    blocks: [
      { paragraph: t('passwordReset.received') },
      { button: t('passwordReset.button'), href: `${baseUrl}${paths.passwordReset.href(token)}` },
      { paragraph: t('passwordReset.expires', { count: PASSWORD_RESET_VALID_MINUTES }) },
      { paragraph: t('passwordReset.ignore') },
    ],
  }),
  passwordResetSuccess: ({ firstName, changedAt }, baseUrl, t, language) => ({
    subject: t('passwordResetSuccess.subject'),
    greeting: greet(t, firstName),
    blocks: [
      { paragraph: t('passwordResetSuccess.changed') },
      { paragraph: t('passwordResetSuccess.when', { date: longDateTime(language, changedAt) }) },
      { button: t('passwordResetSuccess.button'), href: `${baseUrl}${paths.login.href()}` },
      { paragraph: t('passwordResetSuccess.contact') },
    ],
  }),
  accountChanged: ({ firstName, changes, changedAt }, baseUrl, t, language) => ({
    subject: t('accountChanged.subject'),
    greeting: greet(t, firstName),
    blocks: [
      { paragraph: t('accountChanged.intro', { date: longDateTime(language, changedAt) }) },
      ...accountChangeValues
        .filter((change) => changes.includes(change))
        .map((change) => ({ paragraph: `• ${t(`accountChanged.changes.${change}`)}` })),
      { paragraph: t('accountChanged.notYou') },
      { button: t('accountChanged.button'), href: `${baseUrl}${paths.passwordForgot.href()}` },
    ],
  }),
  patientNotice: (
    { firstName, kind, patientId, sections, actorName, at },
    baseUrl,
    t,
    language,
  ) => {
    const values = {
      patient: `${patientId.slice(0, 8).toUpperCase()}…`,
      date: longDateTime(language, at),
      member: actorName ?? t('patientNotice.someone'),
    };
    return {
      subject: t(`patientNotice.${kind}.subject`),
      greeting: greet(t, firstName),
      blocks: [
        { paragraph: t(`patientNotice.${kind}.intro`, values) },
        ...sections.map((section) => ({
          paragraph: `• ${t(`patientNotice.sections.${section}`)}`,
        })),
        { button: t('patientNotice.button'), href: `${baseUrl}${paths.patient.href(patientId)}` },
        { paragraph: t('patientNotice.why') },
      ],
    };
  },
  emergencyAccess: ({ firstName, agency, patientId, at }, baseUrl, t, language) => ({
    subject: t('emergencyAccess.subject'),
    greeting: greet(t, firstName),
    blocks: [
      {
        paragraph: t('emergencyAccess.intro', {
          agency,
          patient: `${patientId.slice(0, 8).toUpperCase()}…`,
          date: longDateTime(language, at),
        }),
      },
      { button: t('emergencyAccess.button'), href: `${baseUrl}${paths.emergencyAccess.href()}` },
      { paragraph: t('emergencyAccess.why') },
    ],
  }),
  reviewDigest: ({ firstName, day, staff, followed }, baseUrl, t, language) => {
    // The records became due on the day before the digest's (a calendar date, shown as such).
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const dueDay = longDate(language, new Date(Date.UTC(year, month - 1, date - 1)));
    const blocks: Block[] = [];
    if (staff)
      blocks.push(
        { paragraph: t('reviewDigest.staff.becameDue', { count: staff.becameDue, date: dueDay }) },
        { paragraph: t('reviewDigest.staff.due', { count: staff.due }) },
        { button: t('reviewDigest.staff.button'), href: `${baseUrl}${paths.dueForReview.href()}` },
      );
    if (followed) {
      blocks.push({
        paragraph: t('reviewDigest.followed.intro', { count: followed.count, date: dueDay }),
      });
      for (const patientId of followed.patientIds)
        blocks.push({
          item: t('reviewDigest.followed.patient', { patient: shortId(patientId) }),
          href: `${baseUrl}${paths.patient.href(patientId)}`,
        });
      const more = followed.count - followed.patientIds.length;
      if (more > 0) blocks.push({ paragraph: t('reviewDigest.followed.more', { count: more }) });
    }
    blocks.push({ paragraph: t('reviewDigest.why') });
    return { subject: t('reviewDigest.subject'), greeting: greet(t, firstName), blocks };
  },
};

/**
 * Renders a template with HTML and text parts in `language` (texts from
 * public/locales/<lng>/email.json, English for any missing key); links start with `baseUrl`.
 */
export function renderMail<T extends TemplateName>(
  template: T,
  data: TemplateData[T],
  baseUrl: string,
  now: Date,
  language: UiLanguage = DEFAULT_UI_LANGUAGE,
  resources?: EmailResources,
): RenderedMail {
  const t = mailTranslator(language, resources);
  const message = messages[template](data, baseUrl, t, language);
  return layout(message, baseUrl, now.getUTCFullYear(), t, language);
}
