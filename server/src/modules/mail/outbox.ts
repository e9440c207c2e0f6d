import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { outboxFolder } from './mailer';

export interface OutboxEntry {
  file: string;
  /** The message's Date header, or null. */
  time: Date | null;
  to: string;
  subject: string;
  /** Every http(s) link of the text part, in order, without repeats. */
  links: string[];
}

const linksOf = (text: string) => [
  ...new Set([...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0])),
];

/** The newest `count` messages of the dev outbox, newest first (file names sort by time). */
export async function readOutbox(dataDir: string, count: number): Promise<OutboxEntry[]> {
  const folder = outboxFolder(dataDir);
  let files: string[];
  try {
    files = (await readdir(folder)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newest = files.sort().reverse().slice(0, count);
  return Promise.all(
    newest.map(async (file) => {
      const parsed = await simpleParser(await readFile(join(folder, file)));
      const to = Array.isArray(parsed.to)
        ? parsed.to.map((a) => a.text).join(', ')
        : parsed.to?.text;
      return {
        file: join(folder, file),
        time: parsed.date ?? null,
        to: to ?? '',
        subject: parsed.subject ?? '',
        links: linksOf(parsed.text ?? ''),
      };
    }),
  );
}

/** The plain-text listing `npm run mail:outbox` prints. */
export function formatOutbox(entries: OutboxEntry[], folder: string): string {
  if (entries.length === 0) return `The dev outbox is empty (${folder}).\n`;
  return entries
    .map((entry) =>
      [
        `${entry.time?.toISOString() ?? '?'}  ${entry.subject}`,
        `  to:   ${entry.to}`,
        ...entry.links.map((link) => `  link: ${link}`),
        `  file: ${entry.file}`,
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
