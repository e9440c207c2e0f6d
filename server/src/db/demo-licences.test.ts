import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { readOutbox } from '../modules/mail/outbox';
import { demoLicences, seedDemoLicences } from './demo-licences';
import { demoUsers, seedDemoUsers } from './demo-users';

// The walkthrough moved from the README to the operations page (docs/operations.md, "Demo licences").
const readme = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');

describe('the demo licences', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No SMTP: mail goes to the dev outbox, as on a fresh install.
    t = await createTestApp({ env: { BASE_URL: 'http://localhost:3000' } });
    await seedDemoUsers(t.db);
  });

  it('are added once, and listed in the operations docs with each number in backticks', async () => {
    expect(await seedDemoLicences(t.db)).toEqual(demoLicences.map((l) => l.licenseNumber));
    expect(await seedDemoLicences(t.db)).toEqual([]);
    for (const licence of demoLicences) expect(readme).toContain(`\`${licence.licenseNumber}\``);
  });

  it('are held by no demo account, so a newcomer can sign up with one and follow the outbox link', async () => {
    const [active] = demoLicences;
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/v1/licenses?license=${active.licenseNumber.toLowerCase()}`,
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual(active);

    const email = 'newcomer@example.org';
    expect(demoUsers.map((u) => u.email)).not.toContain(email);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: {
        firstName: 'Alex',
        middleName: 'Jordan',
        lastName: 'Demo-Rivera',
        email,
        password: 'Newcomer-pass-1',
        licenseNumber: active.licenseNumber,
      },
    });
    expect(registered.statusCode).toBe(201);

    const [mail] = await readOutbox(t.config.dataDir, 1);
    expect(mail?.to).toBe('"Alex Jordan Demo-Rivera" <newcomer@example.org>');
    const link = mail?.links.find((href) => href.startsWith('http://localhost:3000/verify/'));
    const verified = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/verify',
      payload: { emailVerificationToken: link?.split('/').at(-1) },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('include an expired one that sign-up refuses', async () => {
    const expired = demoLicences.find((l) => l.status === 'Expired');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: {
        firstName: 'Casey',
        lastName: 'Expired',
        email: 'casey@example.org',
        password: 'Newcomer-pass-1',
        licenseNumber: expired?.licenseNumber,
      },
    });
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'licenseNumber', message: 'Expired or unprocessable license data' }],
    });
  });
});
