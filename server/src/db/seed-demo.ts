// `npm run seed:demo`: one active account per role, password `Lifeline-demo-1`, a small invented
// set of linked hospitals and physicians, a few registry licences no demo account holds, and a
// few invented patients linked to them and to the shipped catalogs. Idempotent: an existing
// account with a demo e-mail, a hospital of a demo name, a physician of a demo e-mail, a licence
// of a demo number and a patient of a demo id are left as they are. Refused on a public install
// or beside real members unless --force (demo-seed-guard.ts), and beside a running PGlite server.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { seedShippedCatalogs } from '../modules/catalogs/catalogs.seed';
import { findUserByEmail } from '../modules/users/users.service';
import { BackupError } from './backup/backup-format';
import { openDatabaseAlone } from './backup/control-socket';
import { demoSeedRefusal } from './demo-seed-guard';
import { demoLicences, seedDemoLicences } from './demo-licences';
import { seedDemoPatients } from './demo-patients';
import { seedDemoReferenceData } from './demo-reference-data';
import { DEMO_PASSWORD, demoUsers, seedDemoUsers } from './demo-users';
import { migrateDatabase } from './migrate';

class DemoSeedRefused extends Error {}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
  const config = loadConfig(process.env);
  const handle = await openDatabaseAlone(config, 'npm run seed:demo');
  try {
    await migrateDatabase(handle);
    const refusal = values.force ? null : await demoSeedRefusal(handle.db, config);
    if (refusal) throw new DemoSeedRefused(refusal);
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
    const licencesAdded = await seedDemoLicences(handle.db);
    console.log(
      `Demo licences (registry verifier): ${licencesAdded.length} added; try ${demoLicences
        .filter((licence) => licence.status === 'Active')
        .map((licence) => licence.licenseNumber)
        .join(', ')}`,
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
  const known = error instanceof ConfigError || error instanceof DemoSeedRefused;
  console.error(known || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
