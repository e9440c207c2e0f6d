import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { physicianMessages } from '@contract/physicians';
import { buildHospital, buildPhysician, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

const slow = { timeout: 3000 };

function seed() {
  db.signIn(buildUser('STAFF'));
  const mercy = buildHospital({ name: 'Mercy General' });
  const mission = db.addHospital(
    buildHospital({ name: 'Mission Bay', phone: null, email: null, address: null }),
  );
  const physician = db.addPhysician(
    buildPhysician({ firstName: 'Ann', middleName: 'B', lastName: 'Lee', hospitals: [mercy] }),
  );
  return { physician, mercy, mission };
}

describe('physician view', () => {
  it('shows name, phone, e-mail and the linked hospitals, with Edit', async () => {
    const { physician } = seed();
    await renderApp(`/physicians/${physician.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann B Lee' })).toBeInTheDocument();
    expect(screen.getByText('(415) 555-0199')).toBeInTheDocument();
    expect(screen.getByText('jane.doe@example.org')).toBeInTheDocument();
    const hospitals = await screen.findByRole('table', { name: 'Hospitals' });
    expect(await within(hospitals).findByText('Mercy General')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/physicians/${physician.id}/edit`,
    );
    expect(db.requests).toContainEqual({
      method: 'GET',
      path: '/hospitals',
      query: { hospital: '', physicianId: physician.id, page: '1' },
    });
  });

  it('opens a linked hospital from its row', async () => {
    const { physician, mercy } = seed();
    const { user, router } = await renderApp(`/physicians/${physician.id}`);
    await user.click(await screen.findByText('Mercy General'));
    await screen.findByRole('heading', { level: 1, name: 'Mercy General' }, slow);
    expect(currentPath(router)).toBe(`/hospitals/${mercy.id}`);
  });

  it('goes on to the edit route when the physician cannot be read (SPEC §2)', async () => {
    db.signIn(buildUser('STAFF'));
    const id = crypto.randomUUID();
    server.use(
      http.get(`*/api/v1/physicians/${id}`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { router } = await renderApp(`/physicians/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Physician' }),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/physicians/${id}/edit`);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch physician.');
  });
});

describe('physician edit', () => {
  it('saves the changed fields and hospitals, then shows the physician', async () => {
    const { physician, mercy, mission } = seed();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, router } = await renderApp(`/physicians/${physician.id}/edit`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Physician' });
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ann');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('(415) 555-0199');

    await user.clear(screen.getByRole('textbox', { name: 'Middle Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '6505550000');
    await user.click(screen.getByRole('button', { name: 'Remove Mercy General' }));
    await user.type(screen.getByRole('combobox', { name: 'Hospitals' }), 'miss');
    await user.click(await screen.findByRole('option', { name: 'Mission Bay' }, slow));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/physicians/${physician.id}`);
    expect(screen.getByText('Physician updated successfully.')).toBeInTheDocument();
    expect(screen.getByText('(650) 555-0000')).toBeInTheDocument();
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([
      {
        firstName: 'Ann',
        middleName: '',
        lastName: 'Lee',
        phone: '(650) 555-0000',
        email: 'jane.doe@example.org',
        hospitalIds: [mission.id],
      },
    ]);
    const hospitals = await screen.findByRole('table', { name: 'Hospitals' });
    await waitFor(() => expect(within(hospitals).getByText('Mission Bay')).toBeInTheDocument());
    expect(within(hospitals).queryByText(mercy.name)).not.toBeInTheDocument();
  });

  it('requires first and last name', async () => {
    const { physician } = seed();
    const { user } = await renderApp(`/physicians/${physician.id}/edit`);
    await user.clear(await screen.findByRole('textbox', { name: 'Last Name' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Last Name is required')).toBeInTheDocument();
    expect(db.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('puts a 422 on hospitalIds on the Hospitals field', async () => {
    const { physician } = seed();
    server.use(
      http.patch('*/api/v1/physicians/:id', () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [{ path: 'hospitalIds.0', message: 'Invalid hospital ID format' }],
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp(`/physicians/${physician.id}/edit`);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid hospital ID format')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Physician' })).toBeInTheDocument();
  });

  it("shows 'Failed to update physician.' with the server's reason", async () => {
    const { physician } = seed();
    server.use(
      http.patch(`*/api/v1/physicians/${physician.id}`, () =>
        HttpResponse.json(
          { message: physicianMessages.duplicate('email taken@example.org') },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp(`/physicians/${physician.id}/edit`);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'taken@example.org');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update physician.');
    expect(alert).toHaveTextContent('Physician with email taken@example.org already exists.');
  });
});
