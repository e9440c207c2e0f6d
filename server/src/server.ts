import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { claimDataDir } from './db/backup/control-socket';
import { openConfiguredDatabase } from './db/client';
import { ensureFirstAdmin } from './db/first-admin';
import { migrateDatabase } from './db/migrate';
import { seedShippedCatalogs } from './modules/catalogs/catalogs.seed';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  // Embedded PGlite is one process: DATA_DIR is claimed first, and backups are taken through it.
  const claim = config.databaseUrl
    ? null
    : await claimDataDir(config.dataDir, 'the Lifeline server');
  const handle = await openConfiguredDatabase(config);
  await migrateDatabase(handle);
  // The catalogs that ship with the product, so a new install has useful pickers offline.
  await seedShippedCatalogs(handle.db);

  const admin = await ensureFirstAdmin(handle.db, config);
  const app = await buildApp({
    config,
    db: handle.db,
    jobs: { work: config.jobs.workers, pollingIntervalSeconds: config.jobs.pollSeconds },
  });
  claim?.serve(handle);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // The app first (requests, then the job queue's workers), then the database under it.
    app
      .close()
      .then(async () => {
        await claim?.close();
        await handle.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const engine = handle.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  // Printed to stdout, not the log: this is what the operator reads at start.
  console.log(
    `Lifeline is running at ${config.baseUrl} (listening on ${config.host}:${config.port}, database: ${engine})`,
  );
  if (admin.created) {
    console.log(`Created the first administrator: ${admin.email}`);
    if (admin.password) {
      console.log(`  password: ${admin.password}`);
      console.log('  This password is shown only once: sign in and keep it safe.');
    }
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Lifeline could not start: ${message}`);
  process.exit(1);
});
