import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildAuditEvent, auditStore } from '@/testing/audit-store';
import { buildUser } from '@/testing/factories';
import { api } from '@/testing/handler-utils';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const slow = { timeout: 5000 };
const patientId = '5b1c0d2e-3f40-4c7e-8f5a-9d3b6f0e2a41';

const table = () => screen.getByRole('table', { name: 'Audit events' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const auditRequests = () => db.requests.filter((r) => r.path === '/audit').map((r) => r.query);

function seed() {
  const admin = db.signIn(buildUser('ADMIN', { firstName: 'Ada', lastName: 'Admin' }));
  const staff = db.addUser(buildUser('STAFF', { firstName: 'Sam', lastName: 'Staff' }));
  const actor = (user: typeof staff, role = user.role) => ({
    actorId: user.id,
    actorRole: role,
    actor: {
      id: user.id,
      firstName: user.firstName,
      middleName: null,
      lastName: user.lastName,
      role: user.role,
    },
  });
  auditStore.add(
    buildAuditEvent({
      createdAt: '2025-03-10T12:00:00.000Z',
      action: 'patient.view',
      ...actor(staff, 'VOLUNTEER'),
      targetType: 'patient',
      targetId: patientId,
      clientAddress: '10.1.2.3',
    }),
    buildAuditEvent({
      createdAt: '2025-03-12T09:00:00.000Z',
      action: 'patient.update',
      ...actor(staff),
      targetType: 'patient',
      targetId: patientId,
      details: { sections: ['contactData', 'codeStatus'] },
    }),
    buildAuditEvent({
      createdAt: '2025-03-11T09:00:00.000Z',
      action: 'auth.login_failed',
      details: { reason: 'unknown_email', email: 'who@example.org' },
    }),
  );
  return { admin, staff };
}

describe('the Audit page', () => {
  it('is in the sidebar under Admin panel for admins, and lists events newest first', async () => {
    const { staff } = seed();
    await renderApp('/audit');
    await screen.findByRole('heading', { level: 1, name: 'Audit Log' }, slow);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/audit');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((row) => cellsOf(row)[1])).toEqual([
      'Patient record changed',
      'Sign-in failed',
      'Patient record viewed',
    ]);
    const viewed = cellsOf(rows()[2] as HTMLElement);
    expect(viewed[2]).toBe('Sam Staffas Volunteer');
    expect(viewed[3]).toBe('Patient 5b1c0d2e');
    expect(viewed[4]).toBe('10.1.2.3');
    // The device as the sessions list names it, never the raw header.
    expect(viewed[5]).toBe('Linux');
    expect(
      within(rows()[2] as HTMLElement).getByRole('link', { name: 'Patient 5b1c0d2e' }),
    ).toHaveAttribute('href', `/patients/${patientId}`);
    expect(cellsOf(rows()[0] as HTMLElement)[6]).toBe(
      'Changed: Emergency Contact, Advanced Directive',
    );
    expect(cellsOf(rows()[1] as HTMLElement)[2]).toBe('Anonymous');
    expect(cellsOf(rows()[1] as HTMLElement)[6]).toBe(
      'No account with that e-mail; E-mail tried: who@example.org',
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 events');
    expect(staff.id).toBeTruthy();
  });

  it('names targets the server named, the device in words, and the details in words', async () => {
    const { staff } = seed();
    auditStore.add(
      buildAuditEvent({
        createdAt: '2025-03-13T09:00:00.000Z',
        action: 'user.update',
        targetType: 'user',
        targetId: staff.id,
        targetName: 'Sam Staff',
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
        details: { fields: ['lastName', 'password'] },
      }),
      buildAuditEvent({
        createdAt: '2025-03-14T09:00:00.000Z',
        action: 'patient.view',
        targetType: 'patient',
        targetId: patientId,
        targetName: 'Rosa Diaz',
      }),
      buildAuditEvent({
        createdAt: '2025-03-15T09:00:00.000Z',
        action: 'user.approve',
        targetType: 'user',
        targetId: staff.id,
        userAgent: null,
        details: { changed: false },
      }),
    );
    await renderApp('/audit');
    await waitFor(() => expect(rows()).toHaveLength(6), slow);
    const [approved, viewed, edited] = rows().map((row) => cellsOf(row));
    expect(edited?.slice(3)).toEqual([
      'Sam Staff',
      '10.0.0.1',
      'Firefox 132 on Windows',
      'Changed: Last name, Password',
    ]);
    expect(
      within(rows()[1] as HTMLElement).getByRole('link', { name: 'Rosa Diaz' }),
    ).toHaveAttribute('href', `/patients/${patientId}`);
    expect(viewed?.[3]).toBe('Rosa Diaz');
    // No name sent (the reference, or a name the viewer may not see): the start of the id.
    expect(approved?.[3]).toBe(`Member ${staff.id.slice(0, 8)}`);
    expect(approved?.[6]).toBe('Nothing changed (already so)');
  });

  it('shows the shared lists’ events readably: merged entry, hospital, patients counted [issue 23]', async () => {
    seed();
    const hospitalId = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const entryId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    auditStore.add(
      buildAuditEvent({
        createdAt: '2025-03-16T09:00:00.000Z',
        action: 'catalog.merge',
        targetType: 'catalog',
        targetId: entryId,
        details: {
          kind: 'allergies',
          name: 'Penicilin',
          into: 'Penicillins',
          intoId: crypto.randomUUID(),
          patients: 2,
          patientIds: [crypto.randomUUID(), crypto.randomUUID()],
        },
      }),
      buildAuditEvent({
        createdAt: '2025-03-17T09:00:00.000Z',
        action: 'hospital.update',
        targetType: 'hospital',
        targetId: hospitalId,
        targetName: 'Mercy General',
        details: { fields: ['phone'], patients: 1, patientIds: [crypto.randomUUID()] },
      }),
    );
    await renderApp('/audit');
    await waitFor(() => expect(rows()).toHaveLength(5), slow);
    const [hospital, merged] = rows().map((row) => cellsOf(row));
    expect(hospital?.[1]).toBe('Hospital edited');
    expect(hospital?.[3]).toBe('Mercy General');
    expect(hospital?.[6]).toBe('Changed: Phone; 1 patient record affected');
    expect(
      within(rows()[0] as HTMLElement).getByRole('link', { name: 'Mercy General' }),
    ).toHaveAttribute('href', `/hospitals/${hospitalId}`);
    expect(merged?.[1]).toBe('Catalog entries merged');
    // The entry is gone: the name the event kept.
    expect(merged?.[3]).toBe('Penicilin');
    expect(merged?.[6]).toBe(
      'Catalog: Allergies; Name: Penicilin; Merged into: Penicillins; 2 patient records affected',
    );
  });

  it('sends staff to /forbidden and shows them no Audit Log link', async () => {
    db.signIn(buildUser('STAFF'));
    const { router } = await renderApp('/audit');
    await waitFor(() => expect(currentPath(router)).toBe('/forbidden?from=%2Faudit'));
    expect(screen.queryByRole('link', { name: 'Audit Log' })).not.toBeInTheDocument();
    expect(auditRequests()).toEqual([]);
  });

  it('filters by action, keeping it in the address and starting again at page 1', async () => {
    seed();
    const { user, router } = await renderApp('/audit?page=2');
    await screen.findByRole('table', { name: 'Audit events' }, slow);
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Patient record viewed' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(currentPath(router)).toBe('/audit?action=patient.view');
    expect(auditRequests().at(-1)).toEqual({ action: 'patient.view', page: '1' });
  });

  it('filters by a whole patient id, and says when the id is not whole yet', async () => {
    seed();
    const { user, router } = await renderApp('/audit');
    await screen.findByRole('table', { name: 'Audit events' }, slow);
    const box = screen.getByRole('textbox', { name: 'Patient ID' });
    await user.type(box, '5b1c0d2e');
    expect(await screen.findByText('Enter a full patient ID (36 characters)')).toBeInTheDocument();
    expect(auditRequests().every((q) => !q.patientId)).toBe(true);
    await user.clear(box);
    await user.type(box, patientId.toUpperCase());
    await waitFor(() => expect(currentPath(router)).toBe(`/audit?patientId=${patientId}`));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(auditRequests().at(-1)).toEqual({ patientId, page: '1' });
  });

  it('filters by typed dates: from the start of the first day to the end of the last, local time', async () => {
    seed();
    const { user, router } = await renderApp('/audit');
    await screen.findByRole('table', { name: 'Audit events' }, slow);
    await user.type(screen.getByRole('textbox', { name: 'From' }), '03/11/2025');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '03/11/2025');
    await waitFor(() => expect(currentPath(router)).toBe('/audit?from=2025-03-11&to=2025-03-11'));
    const sent = auditRequests().at(-1);
    expect(sent?.from).toBe(new Date(2025, 2, 11).toISOString());
    expect(sent?.to).toBe(new Date(2025, 2, 12).toISOString());
  });

  it('says when the range ends before it starts, and leaves the end out', async () => {
    seed();
    await renderApp('/audit?from=2025-03-12&to=2025-03-11');
    expect(
      await screen.findByText('Must be on or after the From date', {}, slow),
    ).toBeInTheDocument();
    expect(auditRequests().at(-1)).toEqual({
      from: new Date(2025, 2, 12).toISOString(),
      page: '1',
    });
  });

  it('filters by a member chosen by search', async () => {
    const { staff } = seed();
    const { user, router } = await renderApp('/audit');
    await screen.findByRole('table', { name: 'Audit events' }, slow);
    await user.type(screen.getByRole('combobox', { name: 'Member' }), 'Sam');
    await user.click(await screen.findByRole('option', { name: /Sam Staff/ }, slow));
    await waitFor(() => expect(currentPath(router)).toBe(`/audit?userId=${staff.id}`));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Member' })).toHaveValue('Sam Staff'),
    );
  });

  it('pages through the events', async () => {
    db.signIn(buildUser('ADMIN'));
    for (let i = 0; i < 30; i += 1)
      auditStore.add(
        buildAuditEvent({ createdAt: new Date(Date.UTC(2025, 2, 1, 0, i)).toISOString() }),
      );
    const { user, router } = await renderApp('/audit');
    await screen.findByRole('table', { name: 'Audit events' }, slow);
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(rows()).toHaveLength(5), { timeout: 4000 });
    expect(currentPath(router)).toBe('/audit?page=2');
    expect(auditRequests().at(-1)).toEqual({ page: '2' });
  });

  it('offers Export CSV for the current filters', async () => {
    seed();
    await renderApp(`/audit?action=patient.view&patientId=${patientId}&from=2025-03-01`);
    const link = await screen.findByRole('link', { name: 'Export CSV' }, slow);
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/api/v1/audit/export');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      patientId,
      action: 'patient.view',
      from: new Date(2025, 2, 1).toISOString(),
    });
    expect(link).toHaveAttribute('download');
  });

  it('shows the empty and the error states', async () => {
    db.signIn(buildUser('ADMIN'));
    await renderApp('/audit');
    expect(await screen.findByText('No events match these filters.', {}, slow)).toBeInTheDocument();
    server.use(http.get(api('/audit'), () => HttpResponse.json(null, { status: 500 })));
    await screen.findByRole('table', { name: 'Audit events' });
    await renderApp('/audit?action=auth.login');
    expect(await screen.findByText('Failed to fetch the audit log.', {}, slow)).toBeInTheDocument();
  });
});
