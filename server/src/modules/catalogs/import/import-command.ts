// npm run import:catalog -- --kind medications|allergies|conditions --format csv|rxnorm-rrf FILE
// Imports a catalog file into the configured database (DATABASE_URL, or PGlite in DATA_DIR, which
// a running server holds: the command is then refused rather than write beside it).
import { createReadStream, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { catalogKindSchema } from '@contract/catalogs';
import { ConfigError, loadConfig } from '../../../config';
import { openDatabaseAlone } from '../../../db/backup/control-socket';
import { migrateDatabase } from '../../../db/migrate';
import { BackupError } from '../../../db/backup/backup-format';
import {
  importCatalog,
  importFormatValues,
  ImportUsageError,
  type ImportCounts,
  type ImportFormat,
} from './catalog-import';

const usage =
  'Usage: npm run import:catalog -- --kind medications|allergies|conditions --format csv|rxnorm-rrf FILE';

function readArguments(): {
  kind: ReturnType<typeof catalogKindSchema.parse>;
  format: ImportFormat;
  file: string;
} {
  const { values, positionals } = parseArgs({
    options: { kind: { type: 'string' }, format: { type: 'string' } },
    allowPositionals: true,
  });
  const kind = catalogKindSchema.safeParse(values.kind);
  const format = importFormatValues.find((value) => value === values.format);
  const [file, ...rest] = positionals;
  if (!kind.success || !format || !file || rest.length > 0) throw new ImportUsageError(usage);
  if (!existsSync(file)) throw new ImportUsageError(`No such file: ${file}`);
  return { kind: kind.data, format, file };
}

const describeCounts = (c: ImportCounts) =>
  `${c.read} lines read: ${c.inserted} inserted, ${c.updated} updated, ${c.unchanged} unchanged, ${c.skipped} skipped, ${c.rejectedCount} rejected`;

async function main(): Promise<void> {
  const { kind, format, file } = readArguments();
  const config = loadConfig(process.env);
  const handle = await openDatabaseAlone(config, 'npm run import:catalog');
  try {
    await migrateDatabase(handle);
    const summary = await importCatalog(handle.db, kind, format, createReadStream(file), {
      onProgress: (counts) => process.stderr.write(`… ${describeCounts(counts)}\n`),
    });
    console.log(`Imported ${kind} from ${file} (${format}).`);
    console.log(`Inserted: ${summary.inserted}`);
    console.log(`Updated: ${summary.updated} (an existing entry counts only when a field changed)`);
    console.log(`Unchanged: ${summary.unchanged}`);
    console.log(`Skipped: ${summary.skipped} (rows the format leaves out)`);
    console.log(`Rejected: ${summary.rejectedCount}`);
    for (const rejection of summary.rejected)
      console.log(`  line ${rejection.line}: ${rejection.message}`);
    if (summary.rejected.length < summary.rejectedCount)
      console.log(`  … and ${summary.rejectedCount - summary.rejected.length} more`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ImportUsageError ||
    error instanceof ConfigError ||
    error instanceof BackupError
  )
    console.error(error.message);
  else console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
