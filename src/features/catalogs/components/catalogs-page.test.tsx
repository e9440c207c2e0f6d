import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@contract/roles';
import { buildAllergy, buildCondition, buildMedication, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { guard, paginate, query } from '@/testing/handler-utils';
import { currentPath, renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

const slow = { timeout: 3000 };
const names = (tableName: string) =>
  within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const requestsTo = (path: string) =>
  db.requests.filter((r) => r.method === 'GET' && r.path === path).map((r) => r.query);

function seed(role: Role = 'STAFF') {
  db.signIn(buildUser(role));
  const penicillins = db.addCatalogEntry(
    'allergies',
    buildAllergy({ name: 'Penicillins', type: 'DRUG' }),
  );
  const peanuts = db.addCatalogEntry('allergies', buildAllergy({ name: 'Peanuts', type: 'OTHER' }));
  db.addCatalogEntry('allergies', buildAllergy({ name: 'Latex', type: 'OTHER' }));
  db.addCatalogEntry(
    'medications',
    buildMedication({ name: 'Metformin', code: '6809', system: 'RXNORM' }),
  );
  return { penicillins, peanuts };
}

describe('catalogs page', () => {
  it('shows the allergies with their count, type and search term key', async () => {
    seed();
    await renderApp('/catalogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogs' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Allergies', selected: true })).toBeInTheDocument();
    expect(screen.getByText('3 entries')).toBeInTheDocument();
    expect(names('Allergies')).toEqual(['Latex', 'Peanuts', 'Penicillins']);
    expect(
      within(screen.getByRole('table', { name: 'Allergies' })).getAllByText('Other'),
    ).toHaveLength(2);
    expect(requestsTo('/allergies')).toEqual([{ allergy: '', page: '1' }]);
  });

  it('searches once typing pauses and counts the matches', async () => {
    const { penicillins, peanuts } = seed();
    const { user } = await renderApp('/catalogs');
    await screen.findByText('3 entries');
    // The server's search answers the term: here, with the two entries that match it.
    server.use(
      http.get(
        '*/api/v1/allergies',
        ({ request }) => guard(request, 'catalog.list') ?? paginate([peanuts, penicillins], {}),
      ),
    );
    await user.type(await screen.findByRole('searchbox', { name: 'Search allergies' }), 'pe');
    await waitFor(() => expect(names('Allergies')).toEqual(['Peanuts', 'Penicillins']), slow);
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    expect(requestsTo('/allergies').at(-1)).toEqual({ allergy: 'pe', page: '1' });
  });

  it('lists medications in their tab, keeping the tab in the address', async () => {
    seed('STAFF');
    const { user, router } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('tab', { name: 'Medications' }));
    await waitFor(() => expect(names('Medications')).toEqual(['Metformin']));
    expect(screen.getByText('1 entry')).toBeInTheDocument();
    expect(screen.getByText('RXNORM 6809')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/catalogs?catalog=medications');
    expect(requestsTo('/medications')).toEqual([{ medication: '', page: '1' }]);
  });

  it('opens the tab, search and page the address names, and starts a new tab afresh', async () => {
    db.signIn(buildUser('STAFF'));
    const asthmas = Array.from({ length: 27 }, (_, n) =>
      db.addCatalogEntry(
        'conditions',
        buildCondition({ name: `Asthma ${String(n + 1).padStart(2, '0')}` }),
      ),
    );
    db.addCatalogEntry('conditions', buildCondition({ name: 'Gout' }));
    // The server's search answers the term: here, with the asthma entries, paged.
    server.use(
      http.get(
        '*/api/v1/conditions',
        ({ request }) =>
          guard(request, 'catalog.list') ??
          paginate(asthmas, { page: Number(query(request).page ?? '1') }),
      ),
    );
    const { user, router } = await renderApp('/catalogs?catalog=conditions&search=asthma&page=2');
    expect(
      await screen.findByRole('tab', { name: 'Conditions', selected: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(names('Conditions')).toEqual(['Asthma 26', 'Asthma 27']));
    expect(screen.getByRole('searchbox', { name: 'Search conditions' })).toHaveValue('asthma');
    expect(requestsTo('/conditions')).toEqual([{ condition: 'asthma', page: '2' }]);
    await user.click(screen.getByRole('tab', { name: 'Allergies' }));
    expect(currentPath(router)).toBe('/catalogs?catalog=allergies');
  });

  it('pages through a long catalog', async () => {
    db.signIn(buildUser('STAFF'));
    for (let n = 1; n <= 27; n += 1) {
      db.addCatalogEntry(
        'conditions',
        buildCondition({ name: `Condition ${String(n).padStart(2, '0')}` }),
      );
    }
    const { user } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('tab', { name: 'Conditions' }));
    expect(await screen.findByText('27 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(
      () => expect(names('Conditions')).toEqual(['Condition 26', 'Condition 27']),
      slow,
    );
    expect(requestsTo('/conditions').at(-1)).toEqual({ condition: '', page: '2' });
  });
});

describe('adding catalog entries', () => {
  it('adds a new allergy with its type', async () => {
    seed();
    const { user } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('button', { name: 'Add allergy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add allergy' });
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Type is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Shellfish');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Shellfish was added.')).toBeInTheDocument();
    expect(await screen.findByText('4 entries')).toBeInTheDocument();
    expect([...db.catalogs.allergies.values()].find((a) => a.name === 'Shellfish')?.type).toBe(
      'OTHER',
    );
  });

  it('says when the entry already existed (200 instead of 201)', async () => {
    const { penicillins } = seed();
    server.use(
      http.post('*/api/v1/allergies/register', () =>
        HttpResponse.json(penicillins, { status: 200 }),
      ),
    );
    const { user } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('button', { name: 'Add allergy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add allergy' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'penicillins');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Drug' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Penicillins already existed, so nothing was added.'),
    ).toBeInTheDocument();
    expect(db.catalogs.allergies.size).toBe(3);
  });
});

describe('allergy rename and delete', () => {
  it('lets staff rename an allergy, but not delete it', async () => {
    seed('STAFF');
    const { user } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('button', { name: 'Actions for Latex' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename allergy' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Latex');
    await user.clear(name);
    await user.type(name, 'Natural rubber latex');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Allergy renamed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(names('Allergies')).toEqual(['Natural rubber latex', 'Peanuts', 'Penicillins']),
    );
  });

  it('lets an admin delete an allergy after a confirmation naming it', async () => {
    seed('ADMIN');
    const { user } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('button', { name: 'Actions for Peanuts' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete allergy' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the allergy Peanuts?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Allergy deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(names('Allergies')).toEqual(['Latex', 'Penicillins']));
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });
});

const medicationPath = '*/api/v1/medications/:id';

describe('medication and condition rename and delete', () => {
  it('renames a medication with PATCH /medications/:id and its register body', async () => {
    seed('STAFF');
    const metformin = [...db.catalogs.medications.values()][0];
    server.use(
      http.patch(medicationPath, async ({ request, params }) => {
        const body = (await request.json()) as { name: string };
        const found = db.catalogs.medications.get(String(params.id));
        if (!found) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
        const next = { ...found, name: body.name };
        db.addCatalogEntry('medications', next);
        return HttpResponse.json(next);
      }),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/catalogs?catalog=medications');
    await user.click(await screen.findByRole('button', { name: 'Actions for Metformin' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename medication' });
    expect(within(dialog).queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Metformin hydrochloride ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Medication renamed.')).toBeInTheDocument();
    await waitFor(() => expect(names('Medications')).toEqual(['Metformin hydrochloride']));
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([{ name: 'Metformin hydrochloride' }]);
    expect(db.catalogs.medications.get(metformin?.id ?? '')?.name).toBe('Metformin hydrochloride');
  });

  it("shows the server's 409 message when a condition is renamed to an existing name", async () => {
    seed('STAFF');
    db.addCatalogEntry('conditions', buildCondition({ name: 'Asthma' }));
    db.addCatalogEntry('conditions', buildCondition({ name: 'Gout' }));
    server.use(
      http.patch('*/api/v1/conditions/:id', () =>
        HttpResponse.json(
          { message: 'Condition with name asthma already exists.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderApp('/catalogs?catalog=conditions');
    await user.click(await screen.findByRole('button', { name: 'Actions for Gout' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename condition' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'asthma');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to rename condition.');
    expect(alert).toHaveTextContent('Condition with name asthma already exists.');
  });

  it('puts a 422 on the name field of the catalog form', async () => {
    seed('STAFF');
    server.use(
      http.patch(medicationPath, () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [{ path: 'name', message: 'String must contain at most 255 character(s)' }],
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp('/catalogs?catalog=medications');
    await user.click(await screen.findByRole('button', { name: 'Actions for Metformin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename medication' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' XR');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        'String must contain at most 255 character(s)',
      ),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'maxLength',
      '255',
    );
  });

  it('lets an admin delete a medication after a confirmation naming it', async () => {
    seed('ADMIN');
    server.use(
      http.delete(medicationPath, ({ params }) => {
        db.catalogs.medications.delete(String(params.id));
        return HttpResponse.json({ message: 'Medication deleted successfully' });
      }),
    );
    const { user } = await renderApp('/catalogs?catalog=medications');
    await user.click(await screen.findByRole('button', { name: 'Actions for Metformin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete medication' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the medication Metformin?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Medication deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No entries found.')).toBeInTheDocument());
  });

  it('asks before closing a changed entry form with Escape, and keeps it on No', async () => {
    seed('STAFF');
    const { user } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('button', { name: 'Add allergy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add allergy' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sesame');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'This form has unsaved changes.' });
    expect(question).toHaveTextContent(
      'Are you sure you want to close this form without submitting?',
    );
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('dialog', { name: 'Add allergy' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'This form has unsaved changes.' }),
      ).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add allergy' })).not.toBeInTheDocument(),
    );
  });
});
