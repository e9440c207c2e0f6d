// Runs before each server test file. Databases are created only by files that ask for one
// (createTestApp), so pure unit tests stay fast; whatever a file opened is closed after it.
//
// A worker runs many files (isolate: false in vitest.config.ts), so packages under node_modules
// (Fastify, Drizzle, PGlite, zod) are loaded once per worker instead of once per file. Our own
// modules are not shared: the registry is reset here, before the test file is imported, so each
// file evaluates the server's modules afresh (module state, vi.mock) as in an isolated worker.
import { afterAll, vi } from 'vitest';

vi.resetModules();

// Imported after the reset: the same cleanup list the file's test-app registers with.
afterAll(async () => {
  const { runCleanups } = await import('./cleanup');
  await runCleanups();
});
