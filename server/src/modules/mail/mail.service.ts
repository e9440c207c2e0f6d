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

/**
 * Sends one message for an endpoint whose answer depends on it: a failed send becomes the 503
 * of API.md §1.4, thrown inside the caller's transaction so that it rolls back. `language`:
 * mailLanguage (mail-language.ts).
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

/** Sends a message whose failure only gets logged (the mailer logs it), e.g. a confirmation. */
export async function sendQuietly<T extends TemplateName>(
  app: FastifyInstance,
  template: T,
  recipient: MailRecipient,
  data: TemplateData[T],
  language: UiLanguage,
): Promise<void> {
  try {
    await app.mailer.send(template, recipient, data, language);
  } catch (error) {
    if (!(error instanceof MailSendError)) throw error;
  }
}
