import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { physicianMessages } from '@contract/physicians';
import type { Role } from '@contract/roles';
import { buildHospital, buildPatient, buildPhysician, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { guard, paginate } from '@/testing/handler-utils';

const slow = { timeout: 3000 };
const table = () => screen.getByRole('table', { name: 'Physicians' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const listRequests = () =>
  db.requests.filter((r) => r.method === 'GET' && r.path === '/physicians').map((r) => r.query);

function seed(role: Role = 'STAFF') {
  db.signIn(buildUser(role));
  const ann = db.addPhysician(
    buildPhysician({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', phone: null }),
  );
  const bo = db.addPhysician(
    buildPhysician({ firstName: 'Bo', lastName: 'Chan', email: null, phone: '(415) 555-0001' }),
  );
  return { ann, bo };
}

describe('creating a physician from the list', () => {
  it('opens New Physician, registers her and goes to her page', async () => {
    seed('STAFF');
    const { user, router } = await renderApp('/physicians');
    await user.click(await screen.findByRole('button', { name: 'New Physician' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register new physician' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Rosa');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Diaz');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Diaz' })).toBeInTheDocument();
    const rosa = [...db.physicians.values()].find((p) => p.firstName === 'Rosa');
    expect(currentPath(router)).toBe(`/physicians/${rosa?.id ?? 'missing'}`);
  });
});

describe('physician list', () => {
  it('shows Name, Email and Phone of each physician', async () => {
    seed();
    await renderApp('/physicians');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Physicians' }),
    ).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 3)).toEqual(['Name', 'Email', 'Phone']);
    expect(names()).toEqual(['Ann Lee', 'Bo Chan']);
    expect(within(table()).getByText('ann@example.org')).toBeInTheDocument();
    expect(listRequests()).toEqual([{ physician: '', hospitalId: '', page: '1' }]);
  });

  it('searches once typing pauses, sending ?physician=<q>&hospitalId=&page=1', async () => {
    const { ann } = seed();
    const { user, router } = await renderApp('/physicians');
    await screen.findByRole('table', { name: 'Physicians' });
    // The server's search (API §4.7) answers the term: here, with Ann Lee alone.
    server.use(
      http.get(
        '*/api/v1/physicians',
        ({ request }) => guard(request, 'physician.list') ?? paginate([ann], {}),
      ),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search physicians' }), 'lee');
    await waitFor(() => expect(names()).toEqual(['Ann Lee']), slow);
    expect(listRequests()).toEqual([
      { physician: '', hospitalId: '', page: '1' },
      { physician: 'lee', hospitalId: '', page: '1' },
    ]);
    expect(currentPath(router)).toBe('/physicians?search=lee');
  });

  it('pages through the list using X-Total-Pages', async () => {
    db.signIn(buildUser('STAFF'));
    for (let n = 1; n <= 30; n += 1) {
      db.addPhysician(
        buildPhysician({ firstName: `Doc${String(n).padStart(2, '0')}`, email: null, phone: null }),
      );
    }
    const { user, router } = await renderApp('/physicians');
    await screen.findByRole('table', { name: 'Physicians' });
    expect(names()).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(
      () => expect(names()).toEqual([...Array.from({ length: 5 }, (_, i) => `Doc${26 + i} Doe`)]),
      slow,
    );
    expect(listRequests().at(-1)).toEqual({ physician: '', hospitalId: '', page: '2' });
    expect(currentPath(router)).toBe('/physicians?page=2');
  });

  it('hides the pagination when everything fits on one page', async () => {
    seed();
    await renderApp('/physicians');
    await screen.findByRole('table', { name: 'Physicians' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('opens a physician when the row is clicked', async () => {
    const { bo } = seed();
    const { user, router } = await renderApp('/physicians');
    await user.click(await screen.findByText('Bo Chan'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bo Chan' })).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/physicians/${bo.id}`);
  });

  it('says so when no physician matches', async () => {
    seed();
    server.use(http.get('*/api/v1/physicians', () => paginate([], {})));
    await renderApp('/physicians?search=nobody');
    expect(await screen.findByText('No physicians found.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search physicians' })).toHaveValue('nobody');
  });

  it("shows 'Failed to fetch physician.' when the list cannot be read, with a retry", async () => {
    seed();
    // One failure, one request: the page shows the loader's failed read without asking again.
    server.use(
      http.get(
        '*/api/v1/physicians',
        () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await renderApp('/physicians');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch physician.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Physicians' })).toBeInTheDocument();
    expect(names()).toEqual(['Ann Lee', 'Bo Chan']);
  });
});

describe('physician row menu', () => {
  it.each([
    ['STAFF', ['View', 'Edit']],
    ['ADMIN', ['View', 'Edit', 'Delete']],
  ] as const)('offers a %s %j', async (role, items) => {
    seed(role);
    const { user } = await renderApp('/physicians');
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(items);
  });

  it('deletes after a confirmation that names the physician, with the server message as a green toast', async () => {
    seed('ADMIN');
    const { user } = await renderApp('/physicians');
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete physician' });
    // SPEC §2's question, the physician by name beneath it, and what follows.
    expect(dialog).toHaveTextContent('Are you sure you want to delete this physician record?');
    expect(within(dialog).getByText('Ann Lee')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('The record is deleted for good; this cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete physician' }));
    expect(await screen.findByText('Physician deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Bo Chan']));
    expect(screen.queryByRole('dialog', { name: 'Delete physician' })).not.toBeInTheDocument();
  });

  it('keeps the physician when Cancel is chosen', async () => {
    seed('ADMIN');
    const { user } = await renderApp('/physicians');
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(db.requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(names()).toEqual(['Ann Lee', 'Bo Chan']);
  });

  it('says before the click that a linked physician cannot be deleted, counting her links', async () => {
    db.signIn(buildUser('ADMIN'));
    const avery = buildPhysician({
      firstName: 'Avery',
      lastName: 'Demo-Quillfeather',
      hospitals: [buildHospital(), buildHospital()],
    });
    db.addPatient(buildPatient({ physician: avery }));
    db.addPatient(buildPatient({ physician: avery }));
    const { user } = await renderApp('/physicians');
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Avery Demo-Quillfeather' }, slow),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete physician' });
    expect(
      await within(dialog).findByText(
        'Avery Demo-Quillfeather is linked to 2 patients and 2 hospitals. The delete will be refused until those links are removed.',
      ),
    ).toBeInTheDocument();
  });

  /** The server's refusal of a linked physician, as both servers word it. */
  const refuseDelete = (id: string) =>
    server.use(
      http.delete(`*/api/v1/physicians/${id}`, () =>
        HttpResponse.json({ message: physicianMessages.hasLinks(id) }, { status: 400 }),
      ),
    );

  it("says in plain words what a linked physician's delete needs, without the raw id", async () => {
    db.signIn(buildUser('ADMIN'));
    const linked = db.addPhysician(
      buildPhysician({ firstName: 'Cy', lastName: 'Ng', hospitals: [buildHospital()] }),
    );
    refuseDelete(linked.id);
    const { user } = await renderApp('/physicians');
    await user.click(await screen.findByRole('button', { name: 'Actions for Cy Ng' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete physician' }));
    const title = await screen.findByText('Failed to delete physician.');
    const alert = title.closest('[role="alert"]');
    expect(alert).toHaveTextContent(
      "Cy Ng is linked to 1 hospital. Remove that hospital on the physician's edit page first, then delete.",
    );
    expect(alert).not.toHaveTextContent(linked.id);
    expect(names()).toEqual(['Cy Ng']);
  });

  it("keeps the server's words when the physician has no hospitals to unlink", async () => {
    seed('ADMIN');
    const [ann] = [...db.physicians.values()];
    refuseDelete(ann?.id ?? '');
    const { user } = await renderApp('/physicians');
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete physician' }));
    const title = await screen.findByText('Failed to delete physician.');
    expect(title.closest('[role="alert"]')).toHaveTextContent(
      physicianMessages.hasLinks(ann?.id ?? ''),
    );
  });
});
