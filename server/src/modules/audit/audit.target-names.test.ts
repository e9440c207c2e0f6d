import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@contract/audit';
import { insertAllergy, insertPatient } from '../../testing/patient-data';
import { insertHospital, insertPhysician } from '../../testing/reference-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { recordAudit } from './audit.service';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** An app with a patient and a member, each the target of one event; the events as an admin reads them. */
async function targetsAs(collectPhi: boolean) {
  const t = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: String(collectPhi) } });
  apps.push(t);
  const { cookie, user: admin } = await t.loginAs('ADMIN');
  const member = await t.createUser({ firstName: 'Fiona', middleName: 'May', lastName: 'Fisher' });
  const patient = await insertPatient(t.db, admin.id, t.clock.now(), {
    firstName: 'Rosa',
    lastName: 'Diaz',
  });
  const later = new Date(t.clock.now().getTime() + 60_000);
  await recordAudit(t.db, null, later, {
    action: 'patient.view',
    actor: admin,
    targetType: 'patient',
    targetId: patient.id,
  });
  await recordAudit(t.db, null, later, {
    action: 'user.approve',
    actor: admin,
    targetType: 'user',
    targetId: member.id,
  });
  // Not a uuid: named by nothing, and no error.
  await recordAudit(t.db, null, later, {
    action: 'label.print',
    actor: admin,
    targetType: 'label',
    targetId: 'sheet-1',
  });
  const response = await t.app.inject({ url: '/api/v1/audit', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  const events = response.json<AuditEvent[]>();
  const of = (id: string) => events.find((event) => event.targetId === id);
  return { patient: of(patient.id), member: of(member.id), label: of('sheet-1') };
}

describe('GET /api/v1/audit: targets by name', () => {
  it('names members, and patients while PHI is collected', async () => {
    const { patient, member, label } = await targetsAs(true);
    expect(patient?.targetName).toBe('Rosa Diaz');
    expect(member?.targetName).toBe('Fiona May Fisher');
    expect(label).not.toHaveProperty('targetName');
  });

  it('names no patient while PHI collection is off, and still names members', async () => {
    const { patient, member } = await targetsAs(false);
    expect(patient).not.toHaveProperty('targetName');
    expect(member?.targetName).toBe('Fiona May Fisher');
  });
});

describe('GET /api/v1/audit: shared lists by name [ours, issue 23]', () => {
  it('names hospitals, physicians and catalog entries that still exist', async () => {
    const t = await createTestApp();
    apps.push(t);
    const { cookie, user: admin } = await t.loginAs('ADMIN');
    const hospital = await insertHospital(t.db);
    const physician = await insertPhysician(t.db);
    const allergy = await insertAllergy(t.db, 'Named allergy');
    const later = new Date(t.clock.now().getTime() + 60_000);
    const targets = [
      ['hospital.update', 'hospital', hospital.id],
      ['physician.update', 'physician', physician.id],
      ['catalog.rename', 'catalog', allergy.id],
      ['catalog.delete', 'catalog', crypto.randomUUID()],
    ] as const;
    for (const [action, targetType, targetId] of targets)
      await recordAudit(t.db, null, later, { action, actor: admin, targetType, targetId });
    const events = (await t.app.inject({ url: '/api/v1/audit', headers: { cookie } })).json<
      AuditEvent[]
    >();
    const nameOf = (id: string) => events.find((event) => event.targetId === id)?.targetName;
    expect(nameOf(hospital.id)).toBe(hospital.name);
    expect(nameOf(physician.id)).toBe(
      [physician.firstName, physician.middleName, physician.lastName].filter(Boolean).join(' '),
    );
    expect(nameOf(allergy.id)).toBe('Named allergy');
    expect(nameOf(targets[3][2])).toBeUndefined();
  });
});
