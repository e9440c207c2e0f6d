import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { minimumRole } from '@contract/permissions';
import { auditEvents } from '../audit/audit.table';
import { appSettings } from '../../db/app-settings.table';
import { insertPatient } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { patients } from '../patients/patients.table';

/*
 * Issue 24: Mark as verified, the review interval and the Due for review list. Runs on PGlite
 * and, with DATABASE_URL (TEST_DB_ENGINE=postgres), on PostgreSQL.
 */

const DAY = 24 * 60 * 60 * 1000;
const ago = (t: TestApp, days: number) => new Date(t.clock.now().getTime() - days * DAY);

describe('verification and Due for review', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(patients);
    await t.db.delete(appSettings).where(eq(appSettings.key, 'review_interval_months'));
  });

  const verify = (cookie: string, id: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/patients/${id}/verification`,
      headers: { cookie },
      payload: body as object,
    });
  const due = async (cookie: string, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/patients/due${query}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return {
      total: Number(response.headers['x-total-count']),
      items: response.json<{ id: string; overdue: boolean; lastName: string | null }[]>(),
    };
  };

  it('may be done by whoever may edit the patient', () => {
    expect(minimumRole('patient.verify')).toBe(minimumRole('patient.update'));
  });

  it('stamps who, when and how, audits it, and answers the full form', async () => {
    const volunteer = await t.loginAs('VOLUNTEER');
    const patient = await insertPatient(t.db, volunteer.user.id, ago(t, 400));
    const response = await verify(volunteer.cookie, patient.id, {
      note: '  phone call with daughter ',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body.verifiedAt).toBe(t.clock.now().toISOString());
    expect(body.verificationNote).toBe('phone call with daughter');
    expect(body.verifiedBy).toEqual({
      id: volunteer.user.id,
      firstName: volunteer.user.firstName,
      lastName: volunteer.user.lastName,
    });
    // Not an edit: the record's updatedAt stays.
    expect(body.updatedAt).toBe(patient.updatedAt.toISOString());
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, patient.id));
    expect(events.map((event) => event.action)).toContain('patient.verify');
    // The read carries it too, and the due date six months later.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${patient.id}`,
      headers: { cookie: volunteer.cookie },
    });
    const readBody = read.json<Record<string, unknown>>();
    expect(readBody.verificationNote).toBe('phone call with daughter');
    const dueAt = new Date(t.clock.now());
    dueAt.setUTCMonth(dueAt.getUTCMonth() + 6);
    expect(readBody.reviewDueAt).toBe(dueAt.toISOString());
  });

  it('refuses an empty, multi-line or unknown-key note with 422, and an unknown patient with 404', async () => {
    const staff = await t.loginAs('STAFF');
    const patient = await insertPatient(t.db, staff.user.id, ago(t, 10));
    for (const body of [
      {},
      { note: '   ' },
      { note: 'a\nb' },
      { note: 'x'.repeat(201) },
      { note: 'ok', extra: 1 },
      { note: 5 },
    ]) {
      const response = await verify(staff.cookie, patient.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    const unknown = await verify(staff.cookie, '6a0f4e0e-1c7b-4f7e-9a51-0d7a4b6f1e21', {
      note: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const responder = await t.loginAs('FIRST_RESPONDER');
    expect((await verify(responder.cookie, patient.id, { note: 'x' })).statusCode).toBe(403);
  });

  it('a PATCH that changes the record does not verify it', async () => {
    const staff = await t.loginAs('STAFF');
    const patient = await insertPatient(t.db, staff.user.id, ago(t, 400));
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/patients/${patient.id}`,
      headers: { cookie: staff.cookie },
      payload: { codeStatus: 'DNR' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json<Record<string, unknown>>().verifiedAt).toBeNull();
    expect((await due(staff.cookie)).items.map((item) => item.id)).toEqual([patient.id]);
  });

  it('lists overdue first (oldest first), then due within 30 days, and not the rest', async () => {
    const staff = await t.loginAs('STAFF');
    const author = staff.user.id;
    const old = await insertPatient(t.db, author, ago(t, 500), { lastName: 'Old' });
    const overdue = await insertPatient(t.db, author, ago(t, 200), { lastName: 'Overdue' });
    const soon = await insertPatient(t.db, author, ago(t, 170), { lastName: 'Soon' });
    await insertPatient(t.db, author, ago(t, 100), { lastName: 'Fresh' });
    const verifiedLongAgo = await insertPatient(t.db, author, ago(t, 50), {
      lastName: 'Verified',
      verifiedAt: ago(t, 300),
      verifiedBy: author,
      verificationNote: 'visit',
    });
    // Created long ago, verified lately: not due.
    await insertPatient(t.db, author, ago(t, 900), {
      verifiedAt: ago(t, 10),
      verifiedBy: author,
      verificationNote: 'visit',
    });
    const list = await due(staff.cookie);
    expect(list.items.map((item) => item.id)).toEqual([
      old.id,
      verifiedLongAgo.id,
      overdue.id,
      soon.id,
    ]);
    expect(list.items.map((item) => item.overdue)).toEqual([true, true, true, false]);
    expect(list.total).toBe(4);
    // Paginated and searchable like the patients list.
    const second = await due(staff.cookie, '?perPage=2&page=2');
    expect(second.items.map((item) => item.id)).toEqual([overdue.id, soon.id]);
    expect(second.total).toBe(4);
    const searched = await due(staff.cookie, `?patient=${soon.id.slice(0, 8)}`);
    expect(searched.items.map((item) => item.id)).toEqual([soon.id]);
    // Verifying takes a record off the list.
    await verify(staff.cookie, old.id, { note: 'home visit' });
    expect((await due(staff.cookie)).items.map((item) => item.id)).not.toContain(old.id);
  });

  it('follows the review interval an admin sets', async () => {
    const admin = await t.loginAs('ADMIN');
    const staff = await t.loginAs('STAFF');
    const patient = await insertPatient(t.db, staff.user.id, ago(t, 100));
    expect((await due(staff.cookie)).items).toEqual([]);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/settings/review-interval',
      headers: { cookie: staff.cookie },
    });
    expect(read.json()).toEqual({ months: 6 });
    const put = (cookie: string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/settings/review-interval',
        headers: { cookie },
        payload: payload as object,
      });
    expect((await put(staff.cookie, { months: 3 })).statusCode).toBe(403);
    for (const bad of [{ months: 0 }, { months: 61 }, { months: 2.5 }, { months: '3' }, {}])
      expect((await put(admin.cookie, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    const changed = await put(admin.cookie, { months: 3 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ months: 3 });
    const list = await due(staff.cookie);
    expect(list.items.map((item) => [item.id, item.overdue])).toEqual([[patient.id, true]]);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings.review_interval'));
    expect(events.at(-1)?.details).toEqual({ from: 6, to: 3 });
  });

  it('is for staff: a volunteer may verify but not list', async () => {
    const volunteer = await t.loginAs('VOLUNTEER');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/patients/due',
      headers: { cookie: volunteer.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
