import { beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema, type AuditEvent } from '@contract/audit';
import { apiRequester } from '../../testing/api-request';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { UserRow } from '../users/users.table';
import { recordAudit } from './audit.service';

let t: TestApp;
let admin: { user: UserRow; cookie: string };
let staff: UserRow;
let member: UserRow;
const api = apiRequester(() => t, '/audit');
const patientId = '5b1c0d2e-3f40-4c7e-8f5a-9d3b6f0e2a41';
const otherPatient = '6c2d1e3f-4051-4d8f-9a6b-0e4c7a1f3b52';

const eventsOf = (body: string) =>
  (JSON.parse(body) as AuditEvent[]).map((event) => `${event.action} ${event.targetId ?? '-'}`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN', { firstName: 'Ada', lastName: 'Admin' }); // auth.login
  staff = await t.createUser({
    role: 'STAFF',
    firstName: 'Sam',
    middleName: '',
    lastName: 'Staff',
  });
  member = await t.createUser({ state: 'unapproved' });
  const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);
  const write = (minutes: number, input: Parameters<typeof recordAudit>[3]) =>
    recordAudit(t.db, null, at(minutes), input);
  await write(1, {
    action: 'patient.view',
    actor: staff,
    targetType: 'patient',
    targetId: patientId,
  });
  await write(2, {
    action: 'patient.update',
    actor: staff,
    targetType: 'patient',
    targetId: otherPatient,
    details: { sections: ['basic'] },
  });
  await write(3, {
    action: 'user.approve',
    actor: staff,
    targetType: 'user',
    targetId: member.id,
    details: { changed: true },
  });
  await write(4, {
    action: 'auth.login_failed',
    details: { reason: 'unknown_email', email: 'who@example.org' },
  });
  await write(5, {
    action: 'patient.view',
    actor: admin.user,
    targetType: 'patient',
    targetId: patientId,
  });
});

describe('GET /api/v1/audit', () => {
  it('lists every event newest first, each with its actor as they are now', async () => {
    const response = await api('GET', '', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(eventsOf(response.body)).toEqual([
      `patient.view ${patientId}`,
      'auth.login_failed -',
      `user.approve ${member.id}`,
      `patient.update ${otherPatient}`,
      `patient.view ${patientId}`,
      `auth.login ${admin.user.id}`,
    ]);
    const events = response.json<AuditEvent[]>();
    for (const event of events) auditEventSchema.strict().parse(event);
    expect(events[2]).toEqual({
      id: expect.any(String) as string,
      createdAt: new Date(t.clock.now().getTime() + 3 * 60_000).toISOString(),
      action: 'user.approve',
      actorId: staff.id,
      actorRole: 'STAFF',
      actor: { id: staff.id, firstName: 'Sam', middleName: null, lastName: 'Staff', role: 'STAFF' },
      targetType: 'user',
      targetId: member.id,
      targetName: [member.firstName, member.middleName, member.lastName].filter(Boolean).join(' '),
      clientAddress: null,
      userAgent: null,
      details: { changed: true },
    });
    expect(events[1]).toMatchObject({ actorId: null, actorRole: null, actor: null });
    expect(events[5]).toMatchObject({ clientAddress: '127.0.0.1', userAgent: 'lightMyRequest' });
    expect(response.headers['x-total-count']).toBe('6');
  });

  it('filters by patient', async () => {
    const response = await api('GET', `?patientId=${patientId.toUpperCase()}`, admin.cookie);
    expect(eventsOf(response.body)).toEqual([
      `patient.view ${patientId}`,
      `patient.view ${patientId}`,
    ]);
  });

  it('filters by user, as actor or as target', async () => {
    expect(eventsOf((await api('GET', `?userId=${staff.id}`, admin.cookie)).body)).toEqual([
      `user.approve ${member.id}`,
      `patient.update ${otherPatient}`,
      `patient.view ${patientId}`,
    ]);
    expect(eventsOf((await api('GET', `?userId=${member.id}`, admin.cookie)).body)).toEqual([
      `user.approve ${member.id}`,
    ]);
  });

  it('filters by action, and combines the filters with AND', async () => {
    expect(eventsOf((await api('GET', '?action=patient.view', admin.cookie)).body)).toEqual([
      `patient.view ${patientId}`,
      `patient.view ${patientId}`,
    ]);
    const both = await api('GET', `?action=patient.view&userId=${staff.id}`, admin.cookie);
    expect(eventsOf(both.body)).toEqual([`patient.view ${patientId}`]);
    expect(JSON.parse(both.body)).toMatchObject([{ actorId: staff.id }]);
  });

  it('paginates with the query in the table order in Link', async () => {
    const response = await api('GET', `?perPage=1&action=patient.view&page=1`, admin.cookie);
    expect(response.headers['x-total-pages']).toBe('2');
    expect(response.headers.link).toBe(
      '<http://localhost:80/api/v1/audit?action=patient.view&page=2&perPage=1>; rel="next"',
    );
  });

  it('refuses a bad id and an unknown action', async () => {
    const response = await api('GET', '?patientId=x&userId=y&action=user.read', admin.cookie);
    expect(response.statusCode).toBe(422);
    const items = response.json<{ message: Array<{ path: string; message: string }> }>().message;
    expect(items.slice(0, 2)).toEqual([
      { path: 'patientId', message: 'Invalid uuid' },
      { path: 'userId', message: 'Invalid uuid' },
    ]);
    expect(items[2]?.path).toBe('action');
    expect(items[2]?.message).toMatch(
      /^Invalid enum value\. Expected 'auth\.login' \| 'auth\.login_failed' \| .* \| 'patient\.delete' \| .*, received 'user\.read'$/,
    );
  });
});
