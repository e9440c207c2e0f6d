import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { testConfig } from '../testing/test-app';
import { demoSeedRefusal } from './demo-seed-guard';
import { seedDemoUsers } from './demo-users';

/* `npm run seed:demo` adds an ADMIN with a published password: only where that is harmless. */

describe('the demo seed', () => {
  it('may run on a local install whose only members are the demo ones', async () => {
    const t = await createTestApp({ env: { BASE_URL: 'http://localhost:3000' } });
    expect(await demoSeedRefusal(t.db, t.app.config)).toBeNull();
    await seedDemoUsers(t.db);
    expect(await demoSeedRefusal(t.db, t.app.config)).toBeNull();
  });

  it('is refused on a public install (BASE_URL https)', async () => {
    const t = await createTestApp({ env: { BASE_URL: 'https://lifeline.example.org' } });
    expect(await demoSeedRefusal(t.db, t.app.config)).toMatch(
      /BASE_URL is https:\/\/lifeline\.example\.org, a public install.*Pass --force/,
    );
  });

  it('is refused on a database with members besides the demo ones', async () => {
    const t = await createTestApp({ env: { BASE_URL: 'http://localhost:3000' } });
    await t.createUser({ role: 'STAFF' });
    expect(await demoSeedRefusal(t.db, testConfig())).toMatch(
      /holds 1 member besides the demo ones.*Pass --force/,
    );
  });
});
