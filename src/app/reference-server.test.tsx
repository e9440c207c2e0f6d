import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@contract/roles';
import { buildAllergy, buildHospital, buildPhysician, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { referenceHandlers } from '@/testing/reference-handlers';
import { currentPath, renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

/* The main journeys against handlers that answer as the reference server does (API.md §7.2). */

const slow = { timeout: 3000 };
const UNKNOWN_ID = '5d0a4c1e-7b2f-4e3a-9c8d-1f2e3d4c5b6a';

beforeEach(() => {
  server.use(...referenceHandlers);
});

function seed(role: Role) {
  db.signIn(buildUser(role));
  const mercy = db.addHospital(
    buildHospital({ name: 'Mercy General', address: null, email: null }),
  );
  const physician = db.addPhysician(
    buildPhysician({ firstName: 'Ann', lastName: 'Lee', email: null, hospitals: [mercy] }),
  );
  return { mercy, physician };
}

describe('against the reference server: hospitals', () => {
  it('lists, shows and edits a hospital whose unset keys are missing', async () => {
    const { mercy } = seed('STAFF');
    const { user, router } = await renderApp('/hospitals');
    const table = await screen.findByRole('table', { name: 'Hospitals' }, slow);
    await user.click(await within(table).findByText('Mercy General'));
    await screen.findByRole('heading', { level: 1, name: 'Mercy General' }, slow);
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    const name = await screen.findByRole('textbox', { name: 'Name' }, slow);
    await user.clear(name);
    await user.type(name, 'Mercy West');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Mercy West' }, slow);
    expect(currentPath(router)).toBe(`/hospitals/${mercy.id}`);
  });

  it('tells a first responder they have no access to hospitals, with no Retry', async () => {
    seed('FIRST_RESPONDER');
    await renderApp('/hospitals');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'You do not have access to this',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows an unknown hospital (a 500 there) as a failure with Retry', async () => {
    seed('STAFF');
    await renderApp(`/hospitals/${UNKNOWN_ID}`);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Failed to fetch hospital.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('against the reference server: physicians', () => {
  it('lists and shows a physician, reading her hospitals from GET /hospitals?physicianId=', async () => {
    const { physician } = seed('STAFF');
    const { user, router } = await renderApp('/physicians');
    const table = await screen.findByRole('table', { name: 'Physicians' }, slow);
    await user.click(await within(table).findByText('Ann Lee'));
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' }, slow);
    expect(currentPath(router)).toBe(`/physicians/${physician.id}`);
    const hospitals = await screen.findByRole('table', { name: 'Hospitals' });
    expect(await within(hospitals).findByText('Mercy General')).toBeInTheDocument();
  });

  it('edits a physician, saying linking is not available and sending no links', async () => {
    const { physician } = seed('STAFF');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp(`/physicians/${physician.id}/edit`);
    expect(
      await screen.findByText('Linking hospitals is not available on this server.', {}, slow),
    ).toBeInTheDocument();
    const lastName = screen.getByRole('textbox', { name: 'Last Name' });
    await user.clear(lastName);
    await user.type(lastName, 'Smith');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Ann Smith' }, slow);
    const [body] = sentBodies(fetchSpy, 'PATCH');
    expect(body).toMatchObject({ lastName: 'Smith' });
    expect(body).not.toHaveProperty('hospitalIds');
  });

  it('sends an unknown physician (a 500 there) on to the edit route, which says it failed', async () => {
    seed('STAFF');
    const { router } = await renderApp(`/physicians/${UNKNOWN_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Physician' }, slow);
    expect(currentPath(router)).toBe(`/physicians/${UNKNOWN_ID}/edit`);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch physician.');
  });
});

describe('against the reference server: catalogs', () => {
  it('lists entries whose unset keys are missing', async () => {
    db.signIn(buildUser('STAFF'));
    db.addCatalogEntry('allergies', buildAllergy({ name: 'Peanut', system: null, code: null }));
    await renderApp('/catalogs');
    const table = await screen.findByRole('table', {}, slow);
    expect(await within(table).findByText('Peanut')).toBeInTheDocument();
  });
});
