import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequester } from '../../testing/api-request';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { licenses } from '../licences/licences.table';
import { users, type UserRow } from './users.table';

/*
 * Issue 21: one account per licence, also when the requests race. Every request checks that
 * the number is free before its transaction, so concurrent ones all pass the check; only the
 * unique index on the normalised number leaves exactly one holder, and the others get the 422
 * the check gives.
 */

const CONCURRENT = 6;
const heldByOne = [{ path: 'licenseNumber', message: 'License already registered' }];

let t: TestApp;
let admin: { user: UserRow; cookie: string };
const api = apiRequester(() => t, '/users');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  await t.db.insert(licenses).values([
    { licenseNumber: 'RACE1', name: 'Race, Rita', licenseType: 'EMT', status: 'Active' },
    { licenseNumber: 'RACE2', name: 'Race, Ron', licenseType: 'EMT', status: 'Active' },
  ]);
});

const holders = async (licenseNumber: string) =>
  (
    await t.db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(users)
      .where(eq(users.licenseNumber, licenseNumber))
  )[0]?.n;

describe('one account per licence under concurrent requests', () => {
  it(`${CONCURRENT} concurrent sign-ups with one licence create exactly one account`, async () => {
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/users/register',
          remoteAddress: `10.21.1.${i + 1}`,
          payload: {
            firstName: 'Rita',
            lastName: 'Race',
            email: `rita.race.${i}@example.org`,
            password: 'Sign-up-pass-1',
            // Spelt differently each time: the rule is on the normalised number.
            licenseNumber: i % 2 === 0 ? 'race1' : ' RACE1 ',
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(CONCURRENT - 1).fill(422)]);
    for (const response of responses.filter((r) => r.statusCode === 422)) {
      expect(response.json<{ message: unknown }>().message).toEqual(heldByOne);
    }
    expect(await holders('RACE1')).toBe(1);
  });

  it('two admins giving one licence to two members at once: one change, one 422', async () => {
    const members = await Promise.all([t.createUser(), t.createUser()]);
    const responses = await Promise.all(
      members.map((member) =>
        api('PATCH', `/${member.id}`, admin.cookie, { licenseNumber: 'race2' }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const refused = responses.find((response) => response.statusCode === 422);
    expect(refused?.json<{ message: unknown }>().message).toEqual(heldByOne);
    expect(await holders('RACE2')).toBe(1);
  });
});
