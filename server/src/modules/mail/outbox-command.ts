import { loadConfig } from '../../config';
import { outboxFolder } from './mailer';
import { formatOutbox, readOutbox } from './outbox';

/**
 * `npm run mail:outbox [count]`: the newest messages of the dev outbox (default 5) with their
 * time, recipient, subject and links, so a developer without SMTP can follow a verify or reset
 * link. Reads DATA_DIR like the server.
 */
async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 5);
  if (!Number.isInteger(count) || count < 1) {
    console.error('Usage: npm run mail:outbox [count]');
    process.exit(1);
  }
  const { dataDir } = loadConfig(process.env);
  process.stdout.write(formatOutbox(await readOutbox(dataDir, count), outboxFolder(dataDir)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
