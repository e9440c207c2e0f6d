import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@contract/roles';
import { hospitalMessages } from '@contract/hospitals';
import { buildHospital, buildPhysician, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { paginate } from '@/testing/handler-utils';
import { referenceHandlers } from '@/testing/reference-handlers';
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

describe('linking physicians from the hospital page', () => {
  it('links a chosen physician by adding this hospital to her hospitalIds', async () => {
    const hospital = seed('VOLUNTEER');
    const other = db.addHospital(buildHospital({ name: 'Mission Bay' }));
    const bo = [...db.physicians.values()].find((p) => p.lastName === 'Elsewhere');
    if (!bo) throw new Error('seed');
    db.addPhysician({ ...bo, hospitals: [other] });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp(`/hospitals/${hospital.id}`);
    await user.click(await screen.findByRole('button', { name: 'Link physician' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a physician to this hospital' });
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(within(dialog).getByText('Choose a physician')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'Physician' }), 'elsew');
    await user.click(
      await screen.findByRole('option', { name: /Bo Elsewhere/ }, { timeout: 3000 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(
      await screen.findByText('Bo Elsewhere is now linked to this hospital.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([{ hospitalIds: [other.id, hospital.id] }]);
    const physicians = screen.getByRole('table', { name: 'Physicians' });
    await waitFor(() => expect(within(physicians).getByText('Bo Elsewhere')).toBeInTheDocument());
  });

  it('fetches her links first when her hospitals were not sent, so none is dropped', async () => {
    const hospital = seed('VOLUNTEER');
    const other = db.addHospital(buildHospital({ name: 'Mission Bay' }));
    const bo = [...db.physicians.values()].find((p) => p.lastName === 'Elsewhere');
    if (!bo) throw new Error('seed');
    db.physicians.set(bo.id, { ...bo, hospitalIds: [other.id] });
    // A server that leaves `hospitals` out of listed physicians: she reads as links unknown.
    server.use(
      http.get('*/api/v1/physicians', ({ request }) => {
        const hospitalId = new URL(request.url).searchParams.get('hospitalId');
        const rows = [...db.physicians.values()]
          .filter((stored) => !hospitalId || stored.hospitalIds.includes(hospitalId))
          .map(({ hospitalIds: _links, ...fields }) => fields);
        return paginate(rows, {});
      }),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp(`/hospitals/${hospital.id}`);
    await user.click(await screen.findByRole('button', { name: 'Link physician' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a physician to this hospital' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Physician' }), 'elsew');
    await user.click(
      await screen.findByRole('option', { name: /Bo Elsewhere/ }, { timeout: 3000 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(
      await screen.findByText('Bo Elsewhere is now linked to this hospital.'),
    ).toBeInTheDocument();
    expect(db.requests.some((r) => r.path === '/hospitals' && r.query.physicianId === bo.id)).toBe(
      true,
    );
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([{ hospitalIds: [other.id, hospital.id] }]);
    expect(db.physicians.get(bo.id)?.hospitalIds).toEqual([other.id, hospital.id]);
  });

  it('says linking is not available on a server that ignores hospitalIds', async () => {
    const hospital = seed('VOLUNTEER');
    server.use(...referenceHandlers);
    const { user } = await renderApp(`/hospitals/${hospital.id}`);
    await user.click(await screen.findByRole('button', { name: 'Link physician' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a physician to this hospital' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Physician' }), 'elsew');
    await user.click(
      await screen.findByRole('option', { name: /Bo Elsewhere/ }, { timeout: 3000 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to link physician.');
    expect(alert).toHaveTextContent('Linking hospitals is not available on this server.');
    expect(
      screen.queryByText('Bo Elsewhere is now linked to this hospital.'),
    ).not.toBeInTheDocument();
  });

  it('unlinks a physician after a question naming her, keeping her other hospitals', async () => {
    const hospital = seed('VOLUNTEER');
    const other = db.addHospital(buildHospital({ name: 'Mission Bay' }));
    const ann = [...db.physicians.values()].find((p) => p.lastName === 'Lee');
    if (!ann) throw new Error('seed');
    db.physicians.set(ann.id, { ...ann, hospitalIds: [other.id, hospital.id] });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp(`/hospitals/${hospital.id}`);
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink physician' });
    expect(dialog).toHaveTextContent('Unlink Ann Lee from this hospital?');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(
      await screen.findByText('Ann Lee is no longer linked to this hospital.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([{ hospitalIds: [other.id] }]);
    expect(db.physicians.get(ann.id)?.hospitalIds).toEqual([other.id]);
    await waitFor(() => expect(screen.getByText('No physicians found.')).toBeInTheDocument());
  });

  it('offers no Link physician to a first responder', async () => {
    const hospital = seed('FIRST_RESPONDER');
    await renderApp(`/hospitals/${hospital.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Mercy General' });
    expect(screen.queryByRole('button', { name: 'Link physician' })).not.toBeInTheDocument();
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

  it('asks before leaving a changed form by Cancel or a link, and stays on No', async () => {
    const hospital = seed('VOLUNTEER');
    const { user, router } = await renderApp(`/hospitals/${hospital.id}/edit`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' East');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    const question = () => screen.findByRole('dialog', { name: 'This form has unsaved changes.' });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await question()).getByRole('button', { name: 'No' }));
    expect(currentPath(router)).toBe(`/hospitals/${hospital.id}/edit`);

    await user.click(screen.getAllByRole('link', { name: 'Hospitals' })[0] as HTMLElement);
    expect(await question()).toHaveTextContent(
      'Are you sure you want to close this form without submitting?',
    );
    await user.click(within(await question()).getByRole('button', { name: 'No' }));
    expect(currentPath(router)).toBe(`/hospitals/${hospital.id}/edit`);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Mercy General East');

    await user.click(screen.getAllByRole('link', { name: 'Hospitals' })[0] as HTMLElement);
    await user.click(within(await question()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(currentPath(router)).toBe('/hospitals'));
    expect(db.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('leaves an unchanged form without asking', async () => {
    const hospital = seed('VOLUNTEER');
    const { user, router } = await renderApp(`/hospitals/${hospital.id}/edit`);
    await screen.findByRole('textbox', { name: 'Name' });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/hospitals/${hospital.id}`));
    expect(screen.queryByText('This form has unsaved changes.')).not.toBeInTheDocument();
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
