import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@contract/roles';
import { hospitalMessages } from '@contract/hospitals';
import { buildHospital, buildPhysician, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

function seed(role: Role) {
  db.signIn(buildUser(role));
  const hospital = db.addHospital(buildHospital({ name: 'Mercy General' }));
  db.addPhysician(buildPhysician({ firstName: 'Ann', lastName: 'Lee', hospitals: [hospital] }));
  db.addPhysician(
    buildPhysician({ firstName: 'Bo', lastName: 'Elsewhere', phone: null, email: null }),
  );
  return hospital;
}

describe('hospital view', () => {
  it('shows a first responder the hospital, without Edit or the Physicians table', async () => {
    const hospital = seed('FIRST_RESPONDER');
    await renderApp(`/hospitals/${hospital.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mercy General' }),
    ).toBeInTheDocument();
    expect(screen.getByText('(415) 555-0100')).toBeInTheDocument();
    expect(screen.getByText('info@mercy.example.org')).toBeInTheDocument();
    expect(screen.getByText('1 Main St, San Francisco, CA 94110')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Physicians' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(db.requests.some((r) => r.path === '/physicians')).toBe(false);
  });

  it('shows a volunteer Edit and the physicians of the hospital', async () => {
    const hospital = seed('VOLUNTEER');
    await renderApp(`/hospitals/${hospital.id}`);
    const physicians = await screen.findByRole('table', { name: 'Physicians' });
    // The table is in the page while its rows still load (aria-busy): wait for the row.
    expect(await within(physicians).findByText('Ann Lee')).toBeInTheDocument();
    expect(within(physicians).queryByText('Bo Elsewhere')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/hospitals/${hospital.id}/edit`,
    );
    expect(screen.queryByRole('table', { name: /patients/i })).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch hospital.' for a hospital that cannot be read", async () => {
    db.signIn(buildUser('STAFF'));
    const id = crypto.randomUUID();
    server.use(
      http.get(`*/api/v1/hospitals/${id}`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    await renderApp(`/hospitals/${id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch hospital.');
  });
});

describe('hospital edit', () => {
  it('saves the form (always sending the name) and returns to the hospital', async () => {
    const hospital = seed('VOLUNTEER');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, router } = await renderApp(`/hospitals/${hospital.id}/edit`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Hospital' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Mercy General');
    await user.clear(email);
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Mercy General' });
    expect(screen.getByText('Hospital updated successfully.')).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/hospitals/${hospital.id}`);
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([
      {
        name: 'Mercy General',
        address: '1 Main St, San Francisco, CA 94110',
        phone: null,
        email: null,
      },
    ]);
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
  });

  it("shows 'Failed to update hospital.' with the duplicate message", async () => {
    const hospital = seed('STAFF');
    server.use(
      http.patch(`*/api/v1/hospitals/${hospital.id}`, () =>
        HttpResponse.json(
          { message: hospitalMessages.duplicate('name Saint Mary') },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp(`/hospitals/${hospital.id}/edit`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Saint Mary');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update hospital.');
    expect(alert).toHaveTextContent('Hospital with name Saint Mary already exists.');
  });
});
