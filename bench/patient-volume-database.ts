import { openDatabase, type Database } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { loadPatientVolume } from '../server/src/testing/patient-volume';
import { createThrowawayDatabase } from './throwaway-database';

/** A migrated throwaway database holding the patient volume, for one benchmark run. */
export interface PatientVolume {
  db: Database;
  /** The throwaway database's URL, for a server started on it. */
  url: string;
}

/**
 * Creates a throwaway database on the PostgreSQL server DATABASE_URL names, migrates it, loads
 * `rows` patients (server/src/testing/patient-volume.ts: one generate_series statement, indexes
 * built after the load), prints how long that took, runs `measure`, then drops the database.
 * Exits with a message when DATABASE_URL is unset.
 */
export async function withPatientVolume(
  prefix: string,
  rows: number,
  measure: (volume: PatientVolume) => Promise<void>,
): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL server where a database can be created.');
    process.exit(1);
  }
  const database = await createThrowawayDatabase(serverUrl, prefix);
  const handle = await openDatabase({ engine: 'postgres', url: database.url, poolSize: 2 });
  try {
    await migrateDatabase(handle);
    const { loadSeconds, indexSeconds } = await loadPatientVolume(handle.db, rows);
    console.log(
      `loaded ${rows.toLocaleString('en')} patients in ${loadSeconds.toFixed(1)} s; ` +
        `indexes and vacuum in ${indexSeconds.toFixed(1)} s`,
    );
    await measure({ db: handle.db, url: database.url });
  } finally {
    await handle.close();
    await database.drop();
  }
}
