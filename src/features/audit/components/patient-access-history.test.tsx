import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAuditEvent, auditStore } from '@/testing/audit-store';
import { buildPatient, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';

const slow = { timeout: 5000 };

function seed(viewerRole: 'ADMIN' | 'STAFF' | 'FIRST_RESPONDER') {
  const viewer = db.signIn(buildUser(viewerRole));
  const patient = db.addPatient(buildPatient());
  const fiona = db.addUser(buildUser('FIRST_RESPONDER', { firstName: 'Fiona', lastName: 'Field' }));
  auditStore.add(
    buildAuditEvent({
      createdAt: '2025-03-10T08:00:00.000Z',
      action: 'patient.view',
      actorId: fiona.id,
      actorRole: 'FIRST_RESPONDER',
      actor: {
        id: fiona.id,
        firstName: 'Fiona',
        middleName: null,
        lastName: 'Field',
        role: 'VOLUNTEER',
      },
      targetType: 'patient',
      targetId: patient.id,
    }),
    buildAuditEvent({
      createdAt: '2025-03-10T08:00:00.000Z',
      action: 'patient.view',
      targetType: 'patient',
      targetId: crypto.randomUUID(),
    }),
  );
  return { viewer, patient };
}

describe("the patient view's access history", () => {
  it('shows admins who viewed the record, when, and in which role at the time', async () => {
    const { patient } = seed('ADMIN');
    await renderApp(`/patients/${patient.id}`);
    const section = await screen.findByRole('region', { name: 'Access history' }, slow);
    const table = within(section).getByRole('table', { name: 'Access history of this record' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['Fiona Field as First Responder', 'Patient record viewed']);
    expect(within(section).getByRole('link', { name: 'Open in the audit log' })).toHaveAttribute(
      'href',
      `/audit?patientId=${patient.id}`,
    );
    expect(db.requests.filter((r) => r.path === '/audit').map((r) => r.query)).toEqual([
      { patientId: patient.id, page: '1', perPage: '10' },
    ]);
  });

  it.each(['STAFF', 'FIRST_RESPONDER'] as const)(
    'is neither shown to nor loaded for %s',
    async (role) => {
      const { patient } = seed(role);
      await renderApp(`/patients/${patient.id}`);
      await screen.findByRole('heading', { level: 1 }, slow);
      expect(screen.queryByRole('region', { name: 'Access history' })).not.toBeInTheDocument();
      expect(db.requests.filter((r) => r.path === '/audit')).toEqual([]);
    },
  );
});
