import { beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@contract/users';
import { apiRequester } from '../../testing/api-request';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let staff: string;
const api = apiRequester(() => t, '/users');
const names = (body: string) =>
  (JSON.parse(body) as Array<{ firstName: string; lastName: string }>).map(
    (u) => `${u.firstName} ${u.lastName}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.loginAs('STAFF', { firstName: 'Sam', lastName: 'Zulu' })).cookie;
  await t.createUser({ firstName: 'Una', lastName: 'Verified', state: 'unverified' });
  await t.createUser({ firstName: 'Pat', lastName: 'Pending', state: 'unapproved' });
  await t.createUser({ firstName: 'Rita', lastName: 'Rejected', state: 'rejected' });
  await t.createUser({ firstName: 'Dan', lastName: 'disabled', state: 'disabled' });
  await t.createUser({ firstName: 'ada', lastName: 'Lovelace', email: 'ada@math.example' });
  await t.createUser({ firstName: 'Ada', lastName: 'lovelace', middleName: 'B' });
  await t.createUser({ firstName: 'Ada', lastName: 'LOVELACE', middleName: 'a' });
  await t.createUser({ firstName: 'Grace', lastName: 'Hopper', email: 'g%h@navy.example' });
});

describe('GET /api/v1/users', () => {
  it('sorts by last, first and middle name (null last), case-insensitively', async () => {
    const response = await api('GET', '', staff);
    expect(response.statusCode).toBe(200);
    expect(names(response.body)).toEqual([
      'Dan disabled',
      'Grace Hopper',
      'Ada LOVELACE',
      'Ada lovelace',
      'ada Lovelace',
      'Pat Pending',
      'Rita Rejected',
      'Una Verified',
      'Sam Zulu',
    ]);
    for (const user of response.json<unknown[]>()) userSchema.strict().parse(user);
    expect(response.body).not.toContain('argon2');
    expect(response.headers['x-total-count']).toBe('9');
  });

  it.each([
    ['unapproved', ['Pat Pending', 'Una Verified']],
    [
      'approved',
      ['Dan disabled', 'Grace Hopper', 'Ada LOVELACE', 'Ada lovelace', 'ada Lovelace', 'Sam Zulu'],
    ],
    ['rejected', ['Rita Rejected']],
    ['disabled', ['Dan disabled']],
  ])('filters status=%s', async (status, expected) => {
    const response = await api('GET', `?status=${status}`, staff);
    expect(response.statusCode).toBe(200);
    expect(names(response.body)).toEqual(expected);
  });

  it('answers the pending-member count cheaply: one row, the total in X-Total-Count', async () => {
    const response = await api('GET', '?status=unapproved&perPage=1', staff);
    expect(response.json<unknown[]>()).toHaveLength(1);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.headers['x-total-pages']).toBe('2');
    expect(response.headers.link).toBe(
      '<http://localhost:80/api/v1/users?perPage=1&status=unapproved&page=2>; rel="next"',
    );
  });

  it('needs every search word in a name or the e-mail, case-insensitively', async () => {
    expect(names((await api('GET', '?search=%20ADA%20%20love%20', staff)).body)).toEqual([
      'Ada LOVELACE',
      'Ada lovelace',
      'ada Lovelace',
    ]);
    expect(names((await api('GET', '?search=ada+math.example', staff)).body)).toEqual([
      'ada Lovelace',
    ]);
    expect(names((await api('GET', '?search=lovelace+b', staff)).body)).toEqual(['Ada lovelace']);
    expect(names((await api('GET', '?search=g%25h', staff)).body)).toEqual(['Grace Hopper']);
    expect(names((await api('GET', '?search=%25', staff)).body)).toEqual(['Grace Hopper']);
    expect((await api('GET', '?search=%20', staff)).headers['x-total-count']).toBe('9');
  });

  it('writes the trimmed search form-encoded in Link, after status, page last', async () => {
    const response = await api('GET', '?search=%20ada%20%20love&perPage=1&status=approved', staff);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.headers.link).toBe(
      '<http://localhost:80/api/v1/users?perPage=1&status=approved&search=ada++love&page=2>; rel="next",' +
        '<http://localhost:80/api/v1/users?perPage=1&status=approved&search=ada++love&page=3>; rel="last"',
    );
  });

  it('combines status and search with AND', async () => {
    expect(names((await api('GET', '?status=approved&search=d', staff)).body)).toEqual([
      'Dan disabled',
      'Ada LOVELACE',
      'Ada lovelace',
      'ada Lovelace',
    ]);
    expect(names((await api('GET', '?status=unapproved&search=ada', staff)).body)).toEqual([]);
  });

  it('refuses an unknown status with the enum message, and a repeated one', async () => {
    const bad = await api('GET', '?status=pending', staff);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        {
          path: 'status',
          message:
            "Invalid enum value. Expected 'unapproved' | 'approved' | 'rejected' | 'disabled', received 'pending'",
        },
      ],
    });
    const repeated = await api('GET', '?status=approved&status=rejected', staff);
    expect(repeated.json<{ message: unknown }>().message).toEqual([
      { path: 'status', message: 'Expected string, received array' },
    ]);
  });
});

describe('GET /api/v1/users/:id', () => {
  it('shows any user to STAFF', async () => {
    const user = await t.createUser({ firstName: 'Olga', lastName: 'Other' });
    const response = await api('GET', `/${user.id}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, firstName: 'Olga', languages: [] });
  });

  it('shows a first responder themself, whatever the id’s case, but nobody else', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    const own = await api('GET', `/${user.id.toUpperCase()}`, cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: user.id });
    const other = await t.createUser();
    expect((await api('GET', `/${other.id}`, cookie)).statusCode).toBe(403);
    // The "themself" check comes before validation: a bad id is a 403 for them.
    expect((await api('GET', '/not-a-uuid', cookie)).statusCode).toBe(403);
  });

  it('answers 422 Invalid uuid, then 404 User not found', async () => {
    const bad = await api('GET', '/not-a-uuid', staff);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'id', message: 'Invalid uuid' }],
    });
    const unknown = await api('GET', '/9d3b6f0e-2a41-4c7e-8f5a-6b1c0d2e3f40', staff);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
  });
});
