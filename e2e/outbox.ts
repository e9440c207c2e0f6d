// The test server's dev outbox (API.md §5.10: DATA_DIR/outbox/*.eml, no SMTP configured): the
// journeys read the links their mails carry, as a newcomer would with `npm run mail:outbox`.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

function outboxFolder(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return join(dataDir, 'outbox');
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function readMails(): Promise<Mail[]> {
  const folder = outboxFolder();
  const files = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse()
      .map(async (file) => {
        const parsed = await simpleParser(await readFile(join(folder, file)));
        const to = Array.isArray(parsed.to)
          ? parsed.to.map((a) => a.text).join(', ')
          : parsed.to?.text;
        return { to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' };
      }),
  );
}

/**
 * The path of the newest link to `pathPrefix` in the newest mail to `address` with `subject`,
 * waiting for the mail to arrive. The path only: the page is opened on the test's own base URL.
 */
export async function linkFromMail(
  address: string,
  subject: string,
  pathPrefix: string,
): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readMails()).find(
          (entry) =>
            entry.subject === subject && entry.to.toLowerCase().includes(address.toLowerCase()),
        );
        const links = [...(mail?.text ?? '').matchAll(/https?:\/\/[^\s<>"\]]+/g)].map(
          (match) => new URL(match[0]),
        );
        path = links.find((url) => url.pathname.startsWith(pathPrefix))?.pathname;
        return path;
      },
      { message: `a '${subject}' mail to ${address} with a ${pathPrefix} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return path ?? '';
}

/** Every mail in the outbox to `address` (newest first), as a recipient would read it. */
export async function mailsTo(address: string): Promise<Mail[]> {
  return (await readMails()).filter((mail) =>
    mail.to.toLowerCase().includes(address.toLowerCase()),
  );
}
