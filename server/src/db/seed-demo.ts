// `npm run seed:demo`: one active account per role, password `Lifeline-demo-1`, a small
// invented set of linked hospitals and physicians, and a few registry licences no demo account
// holds. Idempotent: an existing account with a demo e-mail, a hospital of a demo name, a
// physician of a demo e-mail and a licence of a demo number are left as they are.
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from './client';
import { demoLicences, seedDemoLicences } from './demo-licences';
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
    const licencesAdded = await seedDemoLicences(handle.db);
    console.log(
      `Demo licences (registry verifier): ${licencesAdded.length} added; try ${demoLicences
        .filter((licence) => licence.status === 'Active')
        .map((licence) => licence.licenseNumber)
        .join(', ')}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
