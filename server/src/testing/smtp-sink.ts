import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** `Name <address>`, or the bare address. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the text part, in order. */
  links: string[];
  parsed: ParsedMail;
}

/** What the sink does with the next messages: accept, refuse, or never answer (a timeout). */
export type SinkMode = 'accept' | 'reject' | 'hang';

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** How many messages were offered, accepted or not. */
  readonly attempts: number;
  mode: SinkMode;
  /** The newest message sent to `address` (case-insensitive); fails when there is none. */
  lastTo(address: string): ReceivedMail;
  close(): Promise<void>;
}

function linksOf(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
}

/**
 * A real SMTP server in the test process (the `smtp-server` package), reading each message back
 * with `mailparser`: the app sends through it exactly as through a production relay.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const sink = { mode: 'accept' as SinkMode, attempts: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A hanging connection must not hold the test run's end for smtp-server's default 30 s.
    closeTimeout: 100,
    onData(stream, session, callback) {
      sink.attempts += 1;
      if (sink.mode === 'hang') {
        stream.resume();
        return;
      }
      if (sink.mode === 'reject') {
        stream.resume();
        // Worded as Postfix words it, quoting the address (which the app must not log).
        const address = session.envelope.rcptTo[0]?.address ?? '';
        stream.on('end', () =>
          callback(
            Object.assign(new Error(`5.1.1 <${address}>: Recipient address rejected`), {
              responseCode: 550,
            }),
          ),
        );
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? '';
          const first = (Array.isArray(parsed.to) ? parsed.to[0] : parsed.to)?.value[0];
          const to = first?.name ? `${first.name} <${first.address}>` : first?.address;
          messages.push({
            to: to ?? '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: linksOf(text),
            parsed,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get attempts() {
      return sink.attempts;
    },
    get mode() {
      return sink.mode;
    },
    set mode(mode: SinkMode) {
      sink.mode = mode;
    },
    lastTo(address) {
      const found = messages
        .filter((message) => message.to.toLowerCase().includes(address.toLowerCase()))
        .at(-1);
      if (!found) throw new Error(`no mail to ${address}`);
      return found;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
