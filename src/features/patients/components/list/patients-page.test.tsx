import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { patientMessages } from '@contract/patients';
import type { Role } from '@contract/roles';
import { SEARCH_DEBOUNCE_MS } from '@/lib/ui-constants';
import { buildPatient, buildUser } from '@/testing/factories';
import { api, guard, paginate } from '@/testing/handler-utils';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const table = () => screen.getByRole('table', { name: 'Patients' });
// Plain selectors: role queries over 25 rows, polled by waitFor, starve the page they wait for.
const firstCells = () =>
  [...table().querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent);
const listRequests = () => db.requests.filter((r) => r.path === '/patients').map((r) => r.query);

function seed(role: Role) {
  db.signIn(buildUser(role));
  const older = db.addPatient(
    buildPatient({ firstName: 'Ann', lastName: 'Older', updatedAt: '2024-06-01T10:00:00.000Z' }),
  );
  const newer = db.addPatient(
    buildPatient({
      firstName: 'Ben',
      lastName: 'Newer',
      createdAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-07-09T10:00:00.000Z',
    }),
  );
  return { older, newer };
}

async function openMenu(user: Awaited<ReturnType<typeof renderApp>>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

const menuLabels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('patient list', () => {
  it('shows names, authors and dates, last updated first, with PHI on', async () => {
    window.env = { VITE_FEATURE_COLLECT_PHI: 'true' };
    seed('STAFF');
    await renderApp('/patients');
    await screen.findByRole('heading', { level: 1, name: 'Patients' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 5)).toEqual([
      'Name',
      'Created by',
      'Date created',
      'Updated by',
      'Last updated',
    ]);
    expect(firstCells()).toEqual(['Ben Newer', 'Ann Older']);
    const cells = within(within(table()).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(1, 5).map((c) => c.textContent)).toEqual([
      'Wendy Writer',
      'May 1, 2024',
      'Wendy Writer',
      'July 9, 2024',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search patients' })).toBeInTheDocument();
    expect(listRequests()).toEqual([{ patient: '', page: '1' }]);
  });

  it('shows and searches patients by id with PHI off', async () => {
    const { older, newer } = seed('STAFF');
    await renderApp('/patients');
    await screen.findByRole('table', { name: 'Patients' });
    expect(within(table()).getAllByRole('columnheader')[0]).toHaveTextContent('ID');
    expect(firstCells()).toEqual([newer.id, older.id]);
    expect(screen.queryByText('Ann Older')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by patient ID' })).toBeInTheDocument();
  });

  it('searches once typing has paused for 500 ms, with one request for the whole term', async () => {
    const { newer } = seed('STAFF');
    const { user, router } = await renderApp('/patients');
    await screen.findByRole('table', { name: 'Patients' });
    // The server's search (API.md §4.6) answers the term: here, with one patient.
    server.use(
      http.get(api('/patients'), ({ request }) => {
        const denied = guard(request, 'patient.list');
        if (denied) return denied;
        return paginate([{ ...newer, createdBy: buildUser(), updatedBy: buildUser() }], {});
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search by patient ID' }), 'abc');
    const typedAt = Date.now();
    await waitFor(() => expect(firstCells()).toEqual([newer.id]), { timeout: 3000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 50);
    expect(listRequests()).toEqual([
      { patient: '', page: '1' },
      { patient: 'abc', page: '1' },
    ]);
    expect(currentPath(router)).toBe('/patients?search=abc');
  });

  it("says 'No patients found.' when nothing matches", async () => {
    db.signIn(buildUser('STAFF'));
    await renderApp('/patients');
    expect(await screen.findByText('No patients found.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch patients.' when the list cannot be read", async () => {
    seed('STAFF');
    server.use(http.get(api('/patients'), () => HttpResponse.json(null, { status: 500 })));
    await renderApp('/patients');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch patients.');
  });

  it('pages through the list', async () => {
    db.signIn(buildUser('STAFF'));
    for (let i = 0; i < 26; i += 1) db.addPatient(buildPatient());
    const { user, router } = await renderApp('/patients');
    await screen.findByRole('table', { name: 'Patients' });
    expect(firstCells()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(firstCells()).toHaveLength(1), { timeout: 5000 });
    expect(listRequests().at(-1)).toEqual({ patient: '', page: '2' });
    expect(currentPath(router)).toBe('/patients?page=2');
  });

  it('opens the patient from its row', async () => {
    const { older } = seed('STAFF');
    const { user, router } = await renderApp('/patients');
    await user.click(await screen.findByText(older.id));
    await waitFor(() => expect(currentPath(router)).toBe(`/patients/${older.id}`));
  });

  it.each([
    ['STAFF', ['View', 'Edit', 'Reprint QR Code']],
    ['ADMIN', ['View', 'Edit', 'Reprint QR Code', 'Delete']],
  ] as const)('offers a %s the row menu %j', async (role, items) => {
    const { older } = seed(role);
    const { user } = await renderApp('/patients');
    expect(menuLabels(await openMenu(user, older.id))).toEqual(items);
  });

  it('opens Edit, and Reprint QR Code as the one-label print page in a new tab', async () => {
    const { older } = seed('STAFF');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, router } = await renderApp('/patients');
    await openMenu(user, older.id);
    await user.click(screen.getByRole('menuitem', { name: 'Reprint QR Code' }));
    expect(open).toHaveBeenCalledWith(`/patients/generate?id=${older.id}`, '_blank', 'noopener');
    await openMenu(user, older.id);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    // The editor's chunk is the heaviest of the patient pages: give it time to load.
    await waitFor(() => expect(currentPath(router)).toBe(`/patients/${older.id}/edit`), {
      timeout: 5000,
    });
  });

  it('deletes after Yes to the confirmation, with the success toast', async () => {
    const { older, newer } = seed('ADMIN');
    const { user } = await renderApp('/patients');
    await openMenu(user, older.id);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete patient' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this patient record?');
    // SPEC's words and Yes/No, with the patient named beneath as the list names them.
    expect(within(dialog).getByText(older.id)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(db.patients.has(older.id)).toBe(true);

    await openMenu(user, older.id);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Patient deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(firstCells()).toEqual([newer.id]));
    expect(db.patients.has(older.id)).toBe(false);
  });

  it("shows 'Failed to delete patient.' with the server's reason and keeps the row", async () => {
    const { older } = seed('ADMIN');
    server.use(
      http.delete(api(`/patients/${older.id}`), () =>
        HttpResponse.json({ message: patientMessages.missing(older.id) }, { status: 404 }),
      ),
    );
    const { user } = await renderApp('/patients');
    await openMenu(user, older.id);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const title = await screen.findByText('Failed to delete patient.');
    expect(title.closest('[role="alert"]')).toHaveTextContent(patientMessages.missing(older.id));
    expect(firstCells()).toContain(older.id);
  });
});
