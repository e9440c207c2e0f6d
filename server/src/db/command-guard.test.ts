import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../testing/run-command';
import { startServerProcess } from '../testing/server-process';
import { testEngine } from '../testing/test-db';

/*
 * Embedded PGlite is one process: an operator command that opened DATA_DIR beside a live server
 * would write to the same files and corrupt them. Every command that opens the database must
 * be refused while the server holds it. PGlite only: PostgreSQL takes any number of clients.
 */

const cleanups: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(testEngine() !== 'pglite')('operator commands beside a running server', () => {
  it('seed:demo and import:catalog are refused while the server holds DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-guard-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServerProcess({ DATA_DIR: dataDir });
    cleanups.push(() => server.stop('SIGKILL'));
    const env = { DATA_DIR: dataDir, BASE_URL: 'http://localhost:3000' };

    const seeded = await runCommand('server/src/db/seed-demo.ts', ['--force'], env);
    expect(seeded.code, seeded.output).toBe(1);
    expect(seeded.output).toMatch(/in use by another Lifeline process/);

    const csv = join(dataDir, 'allergies.csv');
    writeFileSync(csv, 'name,type,system,code\nDemo pollen,OTHER,SNOMED,1\n');
    const imported = await runCommand(
      'server/src/modules/catalogs/import/import-command.ts',
      ['--kind', 'allergies', '--format', 'csv', csv],
      env,
    );
    expect(imported.code, imported.output).toBe(1);
    expect(imported.output).toMatch(/in use by another Lifeline process/);

    // The server was not disturbed.
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await server.stop()).toBe(0);
  }, 240_000);
});
