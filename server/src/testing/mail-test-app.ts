import { registerCleanup } from './cleanup';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { createTestApp, type TestApp } from './test-app';

/** The origin of the links in the mails of createMailTestApp. */
export const MAIL_BASE_URL = 'http://lifeline.test:8080';

/**
 * A test app whose mail goes to a real SMTP sink, with links under MAIL_BASE_URL and the
 * per-address limits off (these tests send many requests from one address), plus an admin's
 * cookie.
 */
export async function createMailTestApp(): Promise<{ t: TestApp; sink: SmtpSink; admin: string }> {
  const sink = await startSmtpSink();
  registerCleanup(() => sink.close());
  const t = await createTestApp({
    env: { SMTP_URL: sink.url, BASE_URL: MAIL_BASE_URL, RATE_LIMIT_MULTIPLIER: '0' },
  });
  return { t, sink, admin: (await t.loginAs('ADMIN')).cookie };
}
