import type { FastifyInstance } from 'fastify';
import { MAIL_UNAVAILABLE_MESSAGE } from '@contract/password';
import type { UiLanguage } from '@contract/ui-languages';
import { createErrorFactory } from '../../lib/error-factory';
import type { TemplateData, TemplateName } from './mail.templates';
import { MailSendError, type MailRecipient } from './mailer';

export const mailErrors = {
  /** API.md §1.4: the transport refused the message or took over 15 s. */
  unavailable: createErrorFactory({ status: 503, message: MAIL_UNAVAILABLE_MESSAGE }),
};

/*
 * Never inside a database transaction (the mailer refuses, db/open-transaction.ts): the
 * transaction commits first and the mail follows, so a slow mail server holds no connection.
 */

/**
 * Sends one message for an endpoint whose answer depends on it and that has saved nothing yet:
 * a failed send becomes the 503 of API.md §1.4. `language`: mailLanguage (mail-language.ts).
 */
export async function sendOrFail<T extends TemplateName>(
  app: FastifyInstance,
  template: T,
  recipient: MailRecipient,
  data: TemplateData[T],
  language: UiLanguage,
): Promise<void> {
  try {
    await app.mailer.send(template, recipient, data, language);
  } catch (error) {
    if (error instanceof MailSendError) throw mailErrors.unavailable();
    throw error;
  }
}

/**
 * Sends a message about what has already been saved, e.g. a confirmation, or the verify mail of
 * a new account: a failure is only logged (the mailer logs it) and answered with false.
 */
export async function sendQuietly<T extends TemplateName>(
  app: FastifyInstance,
  template: T,
  recipient: MailRecipient,
  data: TemplateData[T],
  language: UiLanguage,
): Promise<boolean> {
  try {
    await app.mailer.send(template, recipient, data, language);
    return true;
  } catch (error) {
    if (!(error instanceof MailSendError)) throw error;
    return false;
  }
}
