import { beforeAll, describe, expect, it } from 'vitest';
import type { PatientListItem } from '@contract/patients';
import { apiRequester } from '../../testing/api-request';
import { insertPatient } from '../../testing/patient-data';
import { insertHospital, insertPhysician } from '../../testing/reference-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { PatientRow } from './patients.table';

/** GET /patients with PHI on: search, filters, order and pagination (API.md §4.6, §1.6). */

let t: TestApp;
let volunteer: { user: { id: string; firstName: string }; cookie: string };
let staff: { user: { id: string }; cookie: string };
const rows: Record<string, PatientRow> = {};
let hospitalId: string;
let physicianId: string;

const minutesAfterStart = (minutes: number) =>
  new Date(Date.parse('2025-03-10T12:00:00.000Z') + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: 'true' } });
  volunteer = await t.loginAs('VOLUNTEER', { firstName: 'Vera' });
  staff = await t.loginAs('STAFF');
  hospitalId = (await insertHospital(t.db)).id;
  physicianId = (await insertPhysician(t.db)).id;
  const add = async (key: string, minutes: number, values: Partial<PatientRow>) => {
    rows[key] = await insertPatient(t.db, volunteer.user.id, minutesAfterStart(minutes), values);
  };
  await add('ada', 1, {
    id: 'aaaa0000-0000-4000-8000-000000000001',
    firstName: 'Ada',
    lastName: 'Lovelace',
    hospitalId,
  });
  await add('grace', 3, {
    id: 'bbbb0000-0000-4000-8000-000000000002',
    firstName: 'Grace',
    lastName: 'Hopper',
    physicianId,
  });
  await add('alan', 2, {
    id: 'cccc0000-0000-4000-8000-000000000003',
    firstName: 'Alan',
    lastName: 'Adams',
    hospitalId,
    physicianId,
  });
  await add('nameless', 2, { id: 'cccc0000-0000-4000-8000-000000000004' });
});

const request = apiRequester(() => t, '/patients');
const list = async (query = '') => {
  const response = await request('GET', query ? `?${query}` : '', staff.cookie);
  expect(response.statusCode).toBe(200);
  return {
    ids: response.json<PatientListItem[]>().map((p) => p.id),
    body: response.json<PatientListItem[]>(),
    headers: response.headers,
  };
};
const idOf = (key: string) => rows[key]?.id;

describe('GET /patients with PHI on', () => {
  it('lists everyone, nameless too, by updatedAt desc then id, with their authors', async () => {
    const { ids, body, headers } = await list();
    expect(ids).toEqual([idOf('grace'), idOf('alan'), idOf('nameless'), idOf('ada')]);
    expect(headers['x-total-count']).toBe('4');
    expect(headers['x-total-pages']).toBe('1');
    expect(body[0]).toMatchObject({
      firstName: 'Grace',
      createdBy: { id: volunteer.user.id, firstName: 'Vera' },
      updatedBy: { id: volunteer.user.id },
    });
    // 18 keys of API.md, and issue 23's eight (signed form, circumstances).
    expect(Object.keys(body[0] ?? {})).toHaveLength(26);
  });

  it('matches one word in the first or last name, case-insensitively', async () => {
    expect((await list('patient=ADA')).ids).toEqual([idOf('alan'), idOf('ada')]);
    expect((await list('patient=hop')).ids).toEqual([idOf('grace')]);
  });

  it('matches one word as the start of the id', async () => {
    expect((await list('patient=CCCC0000')).ids).toEqual([idOf('alan'), idOf('nameless')]);
    expect((await list('patient=cccc0000-0000-4000-8000-000000000004')).ids).toEqual([
      idOf('nameless'),
    ]);
    expect((await list('patient=0000-4000')).ids).toEqual([]);
  });

  it('matches several words: first name the first, last name the last', async () => {
    expect((await list('patient=al+x+ada')).ids).toEqual([idOf('alan')]);
    expect((await list('patient=ada+adams')).ids).toEqual([]);
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await list('patient=%25')).ids).toEqual([]);
  });

  it('filters by physician and hospital; "" means no filter', async () => {
    expect((await list(`physicianId=${physicianId}`)).ids).toEqual([idOf('grace'), idOf('alan')]);
    expect((await list(`hospitalId=${hospitalId.toUpperCase()}`)).ids).toEqual([
      idOf('alan'),
      idOf('ada'),
    ]);
    expect((await list(`hospitalId=${hospitalId}&patient=lovelace`)).ids).toEqual([idOf('ada')]);
    expect((await list('hospitalId=&physicianId=')).ids).toHaveLength(4);
  });

  it('keeps the unfiltered total in step with registrations and deletions', async () => {
    const admin = await t.loginAs('ADMIN');
    const id = crypto.randomUUID();
    await request('POST', '', admin.cookie, {
      id,
      firstName: 'Temp',
      lastName: 'Orary',
      dateOfBirth: '2000-01-01',
      gender: 'OTHER',
      language: 'ENGLISH',
    });
    expect((await list()).headers['x-total-count']).toBe('5');
    await request('DELETE', `/${id}`, admin.cookie);
    const { headers, ids } = await list();
    expect(headers['x-total-count']).toBe('4');
    expect(ids).toHaveLength(4);
  });

  it('refuses a malformed filter id', async () => {
    const response = await request('GET', '?physicianId=x&hospitalId=y', staff.cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'physicianId', message: 'Invalid uuid' },
      { path: 'hospitalId', message: 'Invalid uuid' },
    ]);
  });

  it('counts a search even on a page past its end', async () => {
    const { ids, headers } = await list('patient=a&perPage=1&page=9');
    expect(ids).toEqual([]);
    expect(headers['x-total-count']).toBe('3');
    expect((await list('patient=zzz')).headers['x-total-count']).toBe('0');
  });

  it('pages with the headers and links of API.md §1.6', async () => {
    const { ids, headers } = await list('patient=a&perPage=1&page=2');
    expect(ids).toEqual([idOf('alan')]);
    expect(headers['x-total-count']).toBe('3');
    expect(headers['x-total-pages']).toBe('3');
    expect(headers.link).toBe(
      '<http://localhost:80/api/v1/patients?page=3&perPage=1&patient=a>; rel="next",' +
        '<http://localhost:80/api/v1/patients?page=1&perPage=1&patient=a>; rel="prev"',
    );
  });
});
