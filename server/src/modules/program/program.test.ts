import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { programMessages, type ProgramFigures } from '@contract/program';
import type { Role } from '@contract/roles';
import { explainPlan } from '../../db/explain';
import { insertPatient } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngine } from '../../testing/test-db';
import { auditEvents } from '../audit/audit.table';
import { users } from '../users/users.table';
import { overdueBucketsQuery } from './program.overdue';
import { figureCounts, periodCountsQuery, type Range } from './program.service';

/**
 * Issue 24: the program's figures. Seeded across weeks: patients before and in the range,
 * label prints and registrations, scans by responders through GET /patients/:id (a staff
 * member's read is not a scan), and members; each lands in its own week or month.
 */

let t: TestApp;
let staff: { user: { id: string }; cookie: string };
const cookies = new Map<Role, string>();

const at = (instant: string) => new Date(instant);

async function auditAt(
  createdAt: string,
  action: 'label.print' | 'patient.create' | 'patient.view',
  actorRole: Role,
  details: Record<string, unknown> = {},
) {
  await t.db.insert(auditEvents).values({
    createdAt: at(createdAt),
    action,
    actorId: staff.user.id,
    actorRole,
    targetType: action === 'label.print' ? 'label' : 'patient',
    details,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.loginAs('STAFF');
  for (const role of ['FIRST_RESPONDER', 'VOLUNTEER', 'ADMIN'] as const)
    cookies.set(role, (await t.loginAs(role)).cookie);
  cookies.set('STAFF', staff.cookie);

  // Patients: one before the range, two in the week of 6 January, one in the week of 20
  // January, one after the range (27 January).
  const author = staff.user.id;
  const enrolled = [];
  for (const createdAt of [
    '2024-12-30T09:00:00Z',
    '2025-01-07T09:00:00Z',
    '2025-01-12T23:59:59Z',
    '2025-01-20T00:00:00Z',
    '2025-01-27T00:00:00Z',
  ])
    enrolled.push(await insertPatient(t.db, author, at(createdAt)));
  patientIds = enrolled.map((patient) => patient.id);
  const scanned = enrolled[1]!;

  await auditAt('2025-01-08T10:00:00Z', 'label.print', 'VOLUNTEER', { count: 12 });
  await auditAt('2025-01-09T10:00:00Z', 'label.print', 'STAFF', { count: 20 });
  await auditAt('2025-01-14T10:00:00Z', 'label.print', 'VOLUNTEER', { count: 12 });
  await auditAt('2025-01-07T09:00:00Z', 'patient.create', 'STAFF');
  await auditAt('2025-01-12T23:59:59Z', 'patient.create', 'VOLUNTEER');
  await auditAt('2025-01-20T00:00:00Z', 'patient.create', 'STAFF');
  // A responder's read on the Sunday before the range is not in it.
  await auditAt('2025-01-05T23:59:59Z', 'patient.view', 'FIRST_RESPONDER');

  // Scans as the product records them: a responder opening the record.
  const read = (cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${scanned.id}`,
      headers: { cookie },
    });
  t.clock.set('2025-01-15T14:02:00Z');
  expect((await read(cookies.get('FIRST_RESPONDER') ?? '')).statusCode).toBe(200);
  t.clock.set('2025-01-16T08:00:00Z');
  expect((await read(cookies.get('FIRST_RESPONDER') ?? '')).statusCode).toBe(200);
  expect((await read(staff.cookie)).statusCode).toBe(200);

  await t.db.insert(users).values(
    ['2025-01-21T10:00:00Z', '2025-01-22T10:00:00Z'].map((createdAt, i) => ({
      firstName: 'New',
      lastName: `Member${i}`,
      email: `new.member.${i}.${randomUUID()}@test.example`,
      passwordHash: 'x',
      role: 'VOLUNTEER' as const,
      createdAt: at(createdAt),
    })),
  );
}, 180_000);

let patientIds: string[] = [];

const get = (query: string, cookie = staff.cookie, path = '/figures') =>
  t.app.inject({ method: 'GET', url: `/api/v1/program${path}${query}`, headers: { cookie } });

describe(`GET /program/figures on ${testEngine()}`, () => {
  it('counts each figure in its week, zeros included, never a patient', async () => {
    const response = await get('?from=2025-01-06&to=2025-01-27&interval=week');
    expect(response.statusCode).toBe(200);
    const figures = response.json<ProgramFigures>();
    expect(figures).toEqual({
      interval: 'week',
      from: '2025-01-06',
      to: '2025-01-27',
      points: [
        {
          start: '2025-01-06',
          patientsEnrolled: 2,
          patientsTotal: 3,
          labelsPrinted: 32,
          labelsRegistered: 2,
          labelScans: 0,
          newMembers: 0,
          recordsVerified: 0,
          recordsOverdue: 0,
        },
        {
          start: '2025-01-13',
          patientsEnrolled: 0,
          patientsTotal: 3,
          labelsPrinted: 12,
          labelsRegistered: 0,
          labelScans: 2,
          newMembers: 0,
          recordsVerified: 0,
          recordsOverdue: 0,
        },
        {
          start: '2025-01-20',
          patientsEnrolled: 1,
          patientsTotal: 4,
          labelsPrinted: 0,
          labelsRegistered: 1,
          labelScans: 0,
          newMembers: 2,
          recordsVerified: 0,
          recordsOverdue: 0,
        },
      ],
    });
    expect(response.body).not.toContain('"id"');
  });

  it('widens the range to whole weeks: from a Wednesday to a Tuesday', async () => {
    const figures = (await get('?from=2025-01-08&to=2025-01-15')).json<ProgramFigures>();
    expect(figures.interval).toBe('week');
    expect(figures.from).toBe('2025-01-06');
    expect(figures.to).toBe('2025-01-20');
    expect(figures.points.map((point) => point.labelsPrinted)).toEqual([32, 12]);
  });

  it('counts by month, with the patients on record at each month’s end', async () => {
    const figures = (
      await get('?from=2024-12-01&to=2025-02-01&interval=month')
    ).json<ProgramFigures>();
    expect(figures.points).toEqual([
      expect.objectContaining({ start: '2024-12-01', patientsEnrolled: 1, patientsTotal: 1 }),
      expect.objectContaining({
        start: '2025-01-01',
        patientsEnrolled: 4,
        patientsTotal: 5,
        labelsPrinted: 44,
        labelsRegistered: 3,
        labelScans: 3,
        newMembers: 2,
      }),
    ]);
  });

  it.each([
    ['?to=2025-01-27', 'from', 'Required'],
    ['?from=2025-01-06', 'to', 'Required'],
    ['?from=2025-02-30&to=2025-03-10', 'from', programMessages.invalidDate],
    ['?from=yesterday&to=2025-03-10', 'from', programMessages.invalidDate],
    ['?from=2025-01-06&to=2025-01-06', 'to', programMessages.toBeforeFrom],
    ['?from=2025-02-01&to=2025-01-06', 'to', programMessages.toBeforeFrom],
    ['?from=2000-01-01&to=2025-01-01', 'to', programMessages.tooLong],
    ['?from=2025-01-06&to=2025-01-27&interval=day', 'interval', null],
  ])('refuses %s with 422 at %s', async (query, path, message) => {
    for (const endpoint of ['/figures', '/figures/export']) {
      const response = await get(query, staff.cookie, endpoint);
      expect(response.statusCode).toBe(422);
      const items = response.json<{ message: { path: string; message: string }[] }>().message;
      expect(items.map((item) => item.path)).toContain(path);
      if (message) expect(items).toContainEqual({ path, message });
    }
  });

  it('accepts 260 months (over 21 years) but not 261 weeks', async () => {
    expect((await get('?from=2000-01-01&to=2021-09-01&interval=month')).statusCode).toBe(200);
    expect((await get('?from=2020-01-06&to=2025-01-06&interval=week')).statusCode).toBe(422);
  });

  it('is for staff and admins: 401 anonymous, 403 for responders and volunteers', async () => {
    const query = '?from=2025-01-06&to=2025-01-27';
    for (const path of ['/figures', '/figures/export']) {
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/api/v1/program${path}${query}`,
      });
      expect(anonymous.statusCode).toBe(401);
      for (const [role, status] of [
        ['FIRST_RESPONDER', 403],
        ['VOLUNTEER', 403],
        ['STAFF', 200],
        ['ADMIN', 200],
      ] as const)
        expect((await get(query, cookies.get(role), path)).statusCode, `${role} ${path}`).toBe(
          status,
        );
    }
  });
});

describe('GET /program/figures/export', () => {
  it('answers the same figures as CSV with stable English column names', async () => {
    const response = await get(
      '?from=2025-01-06&to=2025-01-27&interval=week',
      staff.cookie,
      '/figures/export',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="lifeline-program-week-2025-01-06-2025-01-27.csv"',
    );
    expect(response.body.split('\r\n')).toEqual([
      'periodStart,patientsEnrolled,patientsTotal,labelsPrinted,labelsRegistered,labelScans,newMembers,recordsVerified,recordsOverdue',
      '2025-01-06,2,3,32,2,0,0,0,0',
      '2025-01-13,0,3,12,0,2,0,0,0',
      '2025-01-20,1,4,0,1,0,2,0,0',
      '',
    ]);
  });
});

describe(`figure plans on ${testEngine()}`, () => {
  const range: Range = { from: at('2025-01-06'), to: at('2025-01-27'), interval: 'week' };
  const plan = (figure: keyof typeof figureCounts) =>
    explainPlan(t.db, periodCountsQuery(t.db, range, figureCounts[figure]), {
      disable: ['enable_seqscan'],
    });

  it('counts enrolments from the index on created_at', async () => {
    expect(await plan('patientsEnrolled')).toMatch(/patients_created_at_idx/);
  });

  it.each(['labelsPrinted', 'labelsRegistered', 'labelScans', 'recordsVerified'] as const)(
    'reads %s from the audit index on action and time',
    async (figure) => {
      expect(await plan(figure)).toMatch(/audit_events_action_created_at_idx/);
    },
  );
});

describe(`records verified and overdue on ${testEngine()}`, () => {
  /** Verifies the patient through the endpoint at `instant`: verified_at and a patient.verify event. */
  async function verifyAt(id: string, instant: string) {
    t.clock.set(instant);
    // Months apart: a session of its own each time (sessions end after a week).
    const { cookie } = await t.loginAs('STAFF');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/patients/${id}/verification`,
      headers: { cookie },
      payload: { note: 'phone call with the patient' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('counts every verification in its month, and the records overdue at each month’s end', async () => {
    const admin = cookies.get('ADMIN') ?? '';
    const interval = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/review-interval',
      headers: { cookie: admin },
      payload: { months: 1 },
    });
    expect(interval.statusCode).toBe(200);
    // Created 30 December, 7, 12, 20 and 27 January (the seed above).
    const [, january7, january12, january20] = patientIds;
    await verifyAt(january7!, '2025-02-20T10:00:00Z');
    await verifyAt(january12!, '2025-03-10T10:00:00Z');
    await verifyAt(january12!, '2025-05-20T10:00:00Z');
    await verifyAt(january20!, '2025-06-10T10:00:00Z');
    t.clock.set('2025-06-15T12:00:00Z');
    const { cookie } = await t.loginAs('STAFF');

    const figures = (
      await get('?from=2025-01-01&to=2025-07-01&interval=month', cookie)
    ).json<ProgramFigures>();
    // Both of 12 January's verifications count, though the record keeps only the latest.
    expect(figures.points.map((point) => point.recordsVerified)).toEqual([0, 1, 1, 0, 1, 1]);
    // Overdue at 1 February: 30 December's. At 1 March: 27 January's too (7 January's was
    // verified on 20 February). From 1 April: 7 January's again, its verification a month old.
    // 12 and 20 January's were overdue on 1 March as well, but their latest verification
    // (May, June) is all the record keeps: counted as not overdue then (docs/program.md). The
    // month under way counts at now, 15 June.
    expect(figures.points.map((point) => point.recordsOverdue)).toEqual([1, 2, 3, 3, 3, 3]);

    // The month under way agrees with the Due for review list.
    const due = await t.app.inject({
      method: 'GET',
      url: '/api/v1/patients/due?perPage=100',
      headers: { cookie },
    });
    const overdueItems = due.json<{ overdue: boolean }[]>().filter((item) => item.overdue);
    expect(overdueItems).toHaveLength(figures.points.at(-1)?.recordsOverdue ?? -1);

    const csv = (
      await get('?from=2025-01-01&to=2025-07-01&interval=month', cookie, '/figures/export')
    ).body.split('\r\n');
    // February: one member (the session made for the verification), one verified, two overdue.
    expect(csv[2]).toBe('2025-02-01,0,5,0,0,0,1,1,2');
  });

  it('counts the records overdue from the index on review_from', async () => {
    const ends = ['2025-02-01', '2025-03-01', '2025-04-01'].map(at);
    const plan = await explainPlan(t.db, overdueBucketsQuery(ends), {
      disable: ['enable_seqscan'],
    });
    expect(plan).toMatch(/patients_review_from_idx/);
  });
});
