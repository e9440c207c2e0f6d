import { beforeAll, describe, expect, it } from 'vitest';
import type { Physician } from '@contract/physicians';
import { insertHospital, insertPhysician } from '../../testing/reference-data';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let cookie: string;
let hospitalId: string;

const list = async (query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/physicians${query}`,
    headers: { cookie },
  });
  return response;
};
const names = async (query: string) =>
  (await list(query))
    .json<Physician[]>()
    .map((p) => [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' '));

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.loginAs('VOLUNTEER')).cookie;
  const hospital = await insertHospital(t.db, { name: 'Filter Hospital' });
  hospitalId = hospital.id;
  await insertPhysician(t.db, { firstName: 'mary', middleName: 'Ann', lastName: 'Smith' });
  await insertPhysician(t.db, { firstName: 'Mark', middleName: null, lastName: 'Jones' }, [
    hospital.id,
  ]);
  await insertPhysician(t.db, { firstName: 'Anna', middleName: 'Mary', lastName: 'Brown' });
  await insertPhysician(t.db, { firstName: 'Zoe', middleName: null, lastName: 'Marley' }, [
    hospital.id,
  ]);
  await insertPhysician(t.db, { firstName: null, middleName: null, lastName: 'Nameless' });
  await insertPhysician(t.db, { firstName: 'Mary', middleName: null, lastName: 'adams' });
});

describe('GET /physicians', () => {
  it('lists everyone, nameless included, by first then last name (nulls last)', async () => {
    expect(await names('')).toEqual([
      'Anna Mary Brown',
      'Mark Jones',
      'Mary adams',
      'mary Ann Smith',
      'Zoe Marley',
      'Nameless',
    ]);
  });

  it('matches one word in the first, middle or last name, case-insensitively', async () => {
    expect(await names('?physician=MAR')).toEqual([
      'Anna Mary Brown',
      'Mark Jones',
      'Mary adams',
      'mary Ann Smith',
      'Zoe Marley',
    ]);
    expect(await names('?physician=%20less%20')).toEqual(['Nameless']);
  });

  it('matches several words as first name contains the first, last name the last', async () => {
    expect(await names('?physician=mar%20%20the%20smi')).toEqual(['mary Ann Smith']);
    expect(await names('?physician=ary+ADAM')).toEqual(['Mary adams']);
    expect(await names('?physician=smith+mary')).toEqual([]);
  });

  it('filters by hospital, and ignores an empty hospitalId', async () => {
    expect(await names(`?hospitalId=${hospitalId}`)).toEqual(['Mark Jones', 'Zoe Marley']);
    expect(await names(`?hospitalId=${hospitalId}&physician=zoe`)).toEqual(['Zoe Marley']);
    expect(await names('?hospitalId=&physician=zoe')).toEqual(['Zoe Marley']);
    const list1 = await list(`?hospitalId=${hospitalId}`);
    expect(list1.json<Physician[]>()[0]?.hospitals.map((h) => h.name)).toEqual(['Filter Hospital']);
  });

  it('pages with the headers and Link of API.md §1.6', async () => {
    const response = await list('?physician=mar&perPage=2&page=1');
    expect(response.json<Physician[]>()).toHaveLength(2);
    expect(response.headers).toMatchObject({
      'x-page': '1',
      'x-per-page': '2',
      'x-total-count': '5',
      'x-total-pages': '3',
    });
    expect(response.headers.link).toBe(
      '<http://localhost:80/api/v1/physicians?page=2&perPage=2&physician=mar>; rel="next",' +
        '<http://localhost:80/api/v1/physicians?page=3&perPage=2&physician=mar>; rel="last"',
    );
  });

  it('validates the query', async () => {
    const response = await list('?hospitalId=abc&page=0');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'page', message: 'Number must be greater than 0' },
      { path: 'hospitalId', message: 'Invalid uuid' },
    ]);
  });
});
