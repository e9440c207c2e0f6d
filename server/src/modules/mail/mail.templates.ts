import type { Role } from '@contract/roles';
import { INVITE_VALID_DAYS } from '@contract/invites';
import { PASSWORD_RESET_VALID_MINUTES } from '@contract/password';

/** The four messages of API.md §5.10. */
export type TemplateName = 'verify' | 'invite' | 'passwordReset' | 'passwordResetSuccess';

export interface TemplateData {
  verify: { firstName: string; token: string };
  invite: { firstName: string | null; role: Role; expiresAt: Date; inviteId: string };
  passwordReset: { firstName: string; token: string };
  passwordResetSuccess: { firstName: string };
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

const roleNames: Record<Role, string> = {
  ADMIN: 'Admin',
  STAFF: 'Staff',
  VOLUNTEER: 'Volunteer',
  FIRST_RESPONDER: 'First Responder',
};

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** One paragraph, or a button linking to `href`, in a message body. */
type Block = { paragraph: string } | { button: string; href: string };

interface Message {
  subject: string;
  greeting: string;
  blocks: Block[];
}

/** The shared layout: header `Lifeline`, the blocks, the sign-off, the copyright footer. */
function layout(message: Message, baseUrl: string, year: number): RenderedMail {
  const htmlBlocks = message.blocks.map((block) =>
    'paragraph' in block
      ? `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`
      : `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="background:#0b7285;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(block.button)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, open this link: <a href="${escapeHtml(block.href)}">${escapeHtml(block.href)}</a></p>`,
  );
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px">
<tr><td style="padding:20px 24px;background:#0b7285;color:#ffffff;font-size:22px;font-weight:bold;border-radius:6px 6px 0 0">Lifeline</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px">${escapeHtml(message.greeting)}</p>
${htmlBlocks.join('\n')}
<p style="margin:24px 0 0">Thank you,<br>The Lifeline Team</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#868e96">Copyright © ${year} <a href="${escapeHtml(baseUrl)}" style="color:#868e96">Lifeline</a></td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  const textBlocks = message.blocks.map((block) =>
    'paragraph' in block ? block.paragraph : `${block.button}: ${block.href}`,
  );
  const text = [
    'Lifeline',
    '',
    message.greeting,
    '',
    ...textBlocks.flatMap((block) => [block, '']),
    'Thank you,',
    'The Lifeline Team',
    '',
    `Copyright © ${year} Lifeline ${baseUrl}`,
    '',
  ].join('\n');
  return { subject: message.subject, html, text };
}

const greet = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

const messages: { [T in TemplateName]: (data: TemplateData[T], baseUrl: string) => Message } = {
  verify: ({ firstName, token }, baseUrl) => ({
    subject: 'Please verify your email with Lifeline',
    greeting: greet(firstName),
    blocks: [
      { paragraph: 'Thank you for signing up for Lifeline as a responder.' },
      { paragraph: 'Please verify your e-mail address with the button below.' },
      { button: 'Verify Email', href: `${baseUrl}/verify/${token}` },
      {
        paragraph:
          'An administrator will also review your account. You will receive an e-mail once it has been approved.',
      },
    ],
  }),
  invite: ({ firstName, role, expiresAt, inviteId }, baseUrl) => ({
    subject: 'Your invitation to Lifeline',
    greeting: greet(firstName),
    blocks: [
      { paragraph: `You have been invited to join Lifeline as a ${roleNames[role]}.` },
      { button: 'Accept Invite', href: `${baseUrl}/register/${inviteId}` },
      {
        paragraph: `This invitation is valid for ${INVITE_VALID_DAYS} days and expires on ${longDate.format(expiresAt)}.`,
      },
    ],
  }),
  passwordReset: ({ firstName, token }, baseUrl) => ({
    subject: 'Reset your password for your Lifeline account',
    greeting: greet(firstName),
    blocks: [
      { paragraph: 'We received a request to reset the password of your Lifeline account.' },
      { button: 'Reset Password', href: `${baseUrl}/password/${token}` },
      { paragraph: `This link expires in ${PASSWORD_RESET_VALID_MINUTES} minutes.` },
      {
        paragraph:
          'If you did not request a password reset, you can ignore this e-mail: your password stays the same.',
      },
    ],
  }),
  passwordResetSuccess: ({ firstName }, baseUrl) => ({
    subject: 'Your Lifeline password has been changed',
    greeting: greet(firstName),
    blocks: [
      { paragraph: 'The password of your Lifeline account has been changed.' },
      { button: 'Log In', href: `${baseUrl}/login` },
      {
        paragraph: 'If you did not change your password, please contact support right away.',
      },
    ],
  }),
};

/** Renders a template with HTML and text parts; links start with `baseUrl`. */
export function renderMail<T extends TemplateName>(
  template: T,
  data: TemplateData[T],
  baseUrl: string,
  now: Date,
): RenderedMail {
  return layout(messages[template](data, baseUrl), baseUrl, now.getUTCFullYear());
}
