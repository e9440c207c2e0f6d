import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role } from '@contract/roles';
import { buildAllergy, buildCondition, buildMedication, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { guard, paginate } from '@/testing/handler-utils';
import { renderApp } from '@/testing/render';
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

  it('lists medications in their tab, with no rename or delete', async () => {
    seed('ADMIN');
    const { user } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('tab', { name: 'Medications' }));
    await waitFor(() => expect(names('Medications')).toEqual(['Metformin']));
    expect(screen.getByText('1 entry')).toBeInTheDocument();
    expect(screen.getByText('RXNORM 6809')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Metformin' })).not.toBeInTheDocument();
    expect(requestsTo('/medications')).toEqual([{ medication: '', page: '1' }]);
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
    await waitFor(() => expect(names('Conditions')).toEqual(['Condition 26', 'Condition 27']));
    expect(requestsTo('/conditions').at(-1)).toEqual({ condition: '', page: '2' });
  });
});

describe('adding catalog entries', () => {
  it('adds a new allergy with its type', async () => {
    seed();
    const { user } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('button', { name: 'Add allergy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add allergy' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
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
