import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role } from '@contract/roles';
import { hospitalMessages } from '@contract/hospitals';
import { buildHospital, buildPatient, buildPhysician, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { api, guard, paginate } from '@/testing/handler-utils';

const table = () => screen.getByRole('table', { name: 'Hospitals' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function seed(role: Role) {
  db.signIn(buildUser(role));
  const mercy = db.addHospital(buildHospital({ name: 'Mercy General' }));
  const mission = db.addHospital(
    buildHospital({ name: 'Mission Bay', address: null, phone: null, email: null }),
  );
  return { mercy, mission };
}

async function menuItems(user: Awaited<ReturnType<typeof renderApp>>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('hospital list', () => {
  it('shows a first responder Name, Email, Phone and Address, with no way to change anything', async () => {
    seed('FIRST_RESPONDER');
    const { user } = await renderApp('/hospitals');
    await screen.findByRole('heading', { level: 1, name: 'Hospitals' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Name', 'Email', 'Phone', 'Address']);
    expect(names()).toEqual(['Mercy General', 'Mission Bay']);
    expect(screen.queryByRole('button', { name: 'Create Hospital' })).not.toBeInTheDocument();
    expect(await menuItems(user, 'Mercy General')).toEqual(['View']);
    expect(db.requests.filter((r) => r.path === '/hospitals').map((r) => r.query)).toEqual([
      { hospital: '', physicianId: '', page: '1' },
    ]);
  });

  it.each([
    ['VOLUNTEER', ['View', 'Edit']],
    ['STAFF', ['View', 'Edit']],
    ['ADMIN', ['View', 'Edit', 'Delete']],
  ] as const)('offers a %s Create Hospital and the row menu %j', async (role, items) => {
    seed(role);
    const { user } = await renderApp('/hospitals');
    expect(await screen.findByRole('button', { name: 'Create Hospital' })).toBeInTheDocument();
    expect(await menuItems(user, 'Mission Bay')).toEqual(items);
  });

  it('searches by name once typing pauses', async () => {
    const { mission } = seed('FIRST_RESPONDER');
    const { user, router } = await renderApp('/hospitals');
    await screen.findByRole('table', { name: 'Hospitals' });
    // The server's search (API §4.8) answers the term: here, with Mission Bay alone.
    server.use(
      http.get(
        api('/hospitals'),
        ({ request }) => guard(request, 'hospital.list') ?? paginate([mission], {}),
      ),
    );
    await user.type(await screen.findByRole('searchbox', { name: 'Search hospitals' }), 'miss');
    await waitFor(() => expect(names()).toEqual(['Mission Bay']), { timeout: 3000 });
    expect(db.requests.filter((r) => r.path === '/hospitals').at(-1)?.query).toEqual({
      hospital: 'miss',
      physicianId: '',
      page: '1',
    });
    expect(currentPath(router)).toBe('/hospitals?search=miss');
  });

  it("shows 'Failed to fetch Hospitals.' when the list cannot be read", async () => {
    seed('STAFF');
    server.use(http.get('*/api/v1/hospitals', () => HttpResponse.json(null, { status: 500 })));
    await renderApp('/hospitals');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch Hospitals.');
  });

  it('deletes after a confirmation that names the hospital', async () => {
    seed('ADMIN');
    const { user } = await renderApp('/hospitals');
    await menuItems(user, 'Mission Bay');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete hospital' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the hospital Mission Bay?');
    expect(
      await within(dialog).findByText('The record is deleted for good; this cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete hospital' }));
    expect(await screen.findByText('Hospital deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Mercy General']));
  });

  it('says before the click that a linked hospital cannot be deleted, counting its links', async () => {
    const { mercy } = seed('ADMIN');
    db.addPhysician(buildPhysician({ hospitals: [mercy] }));
    db.addPatient(buildPatient({ hospital: mercy }));
    db.addPatient(buildPatient({ hospital: mercy }));
    db.addPatient(buildPatient({ hospital: mercy }));
    const { user } = await renderApp('/hospitals');
    await menuItems(user, 'Mercy General');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete hospital' });
    expect(
      await within(dialog).findByText(
        'Mercy General is linked to 3 patients and 1 physician. The delete will be refused until those links are removed.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("shows 'Failed to delete Hospital.' when physicians still work there", async () => {
    const { mercy } = seed('ADMIN');
    server.use(
      http.delete(api(`/hospitals/${mercy.id}`), () =>
        HttpResponse.json({ message: hospitalMessages.hasPhysicians }, { status: 400 }),
      ),
    );
    const { user } = await renderApp('/hospitals');
    await menuItems(user, 'Mercy General');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete hospital' }));
    const title = await screen.findByText('Failed to delete Hospital.');
    expect(title.closest('[role="alert"]')).toHaveTextContent(
      'Cannot delete hospital with physicians',
    );
    expect(names()).toEqual(['Mercy General', 'Mission Bay']);
  });
});

describe('creating a hospital', () => {
  it('opens the form in a modal and goes to the new hospital', async () => {
    seed('VOLUNTEER');
    const { user, router } = await renderApp('/hospitals');
    await user.click(await screen.findByRole('button', { name: 'Create Hospital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Hospital' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Laguna Honda');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '4157593000');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Laguna Honda' }),
    ).toBeInTheDocument();
    expect(screen.getByText('(415) 759-3000')).toBeInTheDocument();
    expect(screen.getByText('Hospital created successfully.')).toBeInTheDocument();
    const created = [...db.hospitals.values()].find((h) => h.name === 'Laguna Honda');
    expect(currentPath(router)).toBe(`/hospitals/${created?.id ?? ''}`);
    expect(created).toMatchObject({ address: null, email: null, phone: '(415) 759-3000' });
  });

  it("shows the server's duplicate message as a general error", async () => {
    seed('VOLUNTEER');
    server.use(
      http.post(api('/hospitals'), () =>
        HttpResponse.json(
          { message: hospitalMessages.duplicate('name mercy general') },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp('/hospitals');
    await user.click(await screen.findByRole('button', { name: 'Create Hospital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Hospital' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'mercy general');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create hospital.');
    expect(alert).toHaveTextContent('Hospital with name mercy general already exists.');
  });
});
