// `npm run seed:demo`: one active account per role, password `Lifeline-demo-1`, and a small
// invented set of linked hospitals and physicians, and a few invented patients linked to them and
// to the shipped catalogs. Idempotent: an existing account with a demo e-mail, a hospital of a
// demo name, a physician of a demo e-mail and a patient of a demo id are left as they are.
import { ConfigError, loadConfig } from '../config';
import { seedShippedCatalogs } from '../modules/catalogs/catalogs.seed';
import { findUserByEmail } from '../modules/users/users.service';
import { openConfiguredDatabase } from './client';
import { seedDemoPatients } from './demo-patients';
import { seedDemoReferenceData } from './demo-reference-data';
import { DEMO_PASSWORD, demoUsers, seedDemoUsers } from './demo-users';
import { migrateDatabase } from './migrate';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const handle = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(handle);
    const added = await seedDemoUsers(handle.db);
    for (const demo of demoUsers) {
      console.log(
        `${added.includes(demo.email) ? 'added ' : 'exists'}  ${demo.role.padEnd(15)} ${demo.email}`,
      );
    }
    if (added.length > 0) console.log(`Password for the accounts added: ${DEMO_PASSWORD}`);
    const reference = await seedDemoReferenceData(handle.db);
    console.log(
      `Demo reference data: ${reference.hospitalsAdded} hospitals, ${reference.physiciansAdded} physicians and ${reference.linksAdded} links added`,
    );
    // The patients name catalog entries: load the shipped catalogs first, as a start-up would.
    await seedShippedCatalogs(handle.db);
    const author = await findUserByEmail(handle.db, 'volunteer@example.org');
    if (author) {
      const patientsAdded = await seedDemoPatients(handle.db, author.id);
      console.log(`Demo patients: ${patientsAdded} added`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
