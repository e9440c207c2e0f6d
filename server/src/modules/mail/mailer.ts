import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { UiLanguage } from '@contract/ui-languages';
import type { Config } from '../../config';
import { assertNoOpenTransaction } from '../../db/open-transaction';
import { renderMail, type TemplateData, type TemplateName } from './mail.templates';

/** API.md §5.10: a send that takes longer than this has failed. */
export const MAIL_TIMEOUT_MS = 15_000;

/** Who a message goes to: `First [Middle] Last <email>`, or just the address. */
export interface MailRecipient {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  email: string;
}

/** The transport refused the message, failed, or took too long. */
export class MailSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailSendError';
  }
}

export interface Mailer {
  /**
   * Resolves once the transport has accepted the message; throws MailSendError otherwise. The
   * message is written in `language` (default English; see mail-language.ts for which).
   */
  send<T extends TemplateName>(
    template: T,
    recipient: MailRecipient,
    data: TemplateData[T],
    language?: UiLanguage,
  ): Promise<void>;
  /** Where the mail goes: `smtp` or the dev outbox folder. */
  readonly kind: 'smtp' | 'outbox';
  close(): void;
}

interface MailerOptions {
  config: Pick<Config, 'smtp' | 'dataDir' | 'mailFrom' | 'baseUrl'>;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Default 15 s; tests shorten it. */
  timeoutMs?: number;
}

export function outboxFolder(dataDir: string): string {
  return join(dataDir, 'outbox');
}

function displayName(recipient: MailRecipient): string {
  return [recipient.firstName, recipient.middleName, recipient.lastName]
    .filter((part): part is string => Boolean(part))
    .join(' ');
}

function smtpTransport(config: MailerOptions['config'], timeoutMs: number): Transporter {
  const timeouts = {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
  const { smtp } = config;
  if (smtp.url) return nodemailer.createTransport({ url: smtp.url, ...timeouts });
  return nodemailer.createTransport({
    host: smtp.host ?? undefined,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    ...timeouts,
  });
}

/** `2026-11-24T13-21-25-123Z`: sortable, and valid in a file name everywhere. */
const fileStamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new MailSendError(`mail not accepted within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What a failed send is logged with: the transport's error code and SMTP reply code, never the
 * error's text, which can quote the recipient's address (`550 <jane@…>: Recipient rejected`).
 */
function failureOf(error: unknown): { code: string | null; responseCode: number | null } {
  if (error instanceof MailSendError) return { code: 'TIMEOUT', responseCode: null };
  const { code, responseCode } = error instanceof Object ? (error as Record<string, unknown>) : {};
  return {
    code: typeof code === 'string' ? code : null,
    responseCode: typeof responseCode === 'number' ? responseCode : null,
  };
}

/**
 * Sends mail over SMTP when SMTP_URL or SMTP_HOST is set, else writes each message to the dev
 * outbox (`DATA_DIR/outbox/<timestamp>-<template>.eml`), logging only its path and subject.
 */
export function createMailer({
  config,
  log,
  now,
  timeoutMs = MAIL_TIMEOUT_MS,
}: MailerOptions): Mailer {
  const useSmtp = Boolean(config.smtp.url || config.smtp.host);
  const transport = useSmtp
    ? smtpTransport(config, timeoutMs)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = outboxFolder(config.dataDir);

  async function deliver(template: TemplateName, message: SendMailOptions) {
    if (useSmtp) {
      await transport.sendMail(message);
      return;
    }
    const info = (await transport.sendMail(message)) as { message: Buffer };
    // Messages carry reset and sign-in links: only the server's user may read them.
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await chmod(folder, 0o700);
    const base = `${fileStamp(now())}-${template}`;
    for (let attempt = 0; ; attempt += 1) {
      const path = join(folder, `${base}${attempt === 0 ? '' : `-${attempt}`}.eml`);
      try {
        await writeFile(path, info.message, { flag: 'wx', mode: 0o600 });
        log.info({ path, subject: message.subject }, 'mail written to the dev outbox');
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }

  return {
    kind: useSmtp ? 'smtp' : 'outbox',
    async send(template, recipient, data, language) {
      assertNoOpenTransaction('sending mail');
      const rendered = renderMail(template, data, config.baseUrl, now(), language);
      const name = displayName(recipient);
      const message: SendMailOptions = {
        from: config.mailFrom,
        to: name ? { name, address: recipient.email } : recipient.email,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
      };
      try {
        await withTimeout(deliver(template, message), timeoutMs);
      } catch (error) {
        log.error({ template, ...failureOf(error) }, 'mail could not be sent');
        throw error instanceof MailSendError
          ? error
          : new MailSendError('mail transport failed', { cause: error });
      }
    },
    close() {
      transport.close();
    },
  };
}
