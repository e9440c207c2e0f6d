// The embedded PGlite database in its own thread (db/pglite-thread.ts starts it). Plain
// JavaScript so that it runs as it is under tsx, vitest and node alike.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const { dataDir } = workerData;
if (dataDir) mkdirSync(dataDir, { recursive: true });
const ready = PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
const keepText = (value) => value;

/** A PostgreSQL error as a plain object: its fields (code, constraint…) survive the copy. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error))
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  return { ...fields, message: error.message, name: error.name, stack: error.stack };
}

async function run(db, message) {
  if (message.op === 'exec') return db.exec(message.text);
  const { rowMode, rawTypes } = message.options;
  const options = {};
  if (rowMode) options.rowMode = rowMode;
  // Drizzle's parsers keep dates, timestamps and intervals as text: only the type ids cross.
  if (rawTypes) options.parsers = Object.fromEntries(rawTypes.map((type) => [type, keepText]));
  return db.query(message.text, message.params, options);
}

parentPort.on('message', (message) => {
  ready.then(
    async (db) => {
      if (message.op === 'close') {
        await db.close();
        parentPort.postMessage({ id: message.id, result: null });
        return;
      }
      try {
        parentPort.postMessage({ id: message.id, result: await run(db, message) });
      } catch (error) {
        parentPort.postMessage({ id: message.id, error: plainError(error) });
      }
    },
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
